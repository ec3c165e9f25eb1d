/**
 * A move's label as something a seat did: "Play" → "played", "Name a number" → "named a number". Only labels that
 * start with a verb a card game uses are turned; anything else ("Nothing to play") is left to be quoted as it is.
 */

const IRREGULAR: Readonly<Record<string, string>> = {
  begin: 'began', bet: 'bet', bid: 'bid', bring: 'brought', build: 'built', buy: 'bought', catch: 'caught', choose: 'chose',
  cut: 'cut', deal: 'dealt', draw: 'drew', find: 'found', get: 'got', give: 'gave', go: 'went', hit: 'hit', hold: 'held',
  keep: 'kept', lay: 'laid', lead: 'led', leave: 'left', lose: 'lost', make: 'made', pay: 'paid', put: 'put', read: 'read',
  run: 'ran', say: 'said', sell: 'sold', set: 'set', show: 'showed', sit: 'sat', split: 'split', stand: 'stood', steal: 'stole',
  sweep: 'swept', take: 'took', tell: 'told', throw: 'threw', win: 'won',
};

const REGULAR = new Set(
  ('accept add answer ask call capture challenge check claim collect count cover decline declare discard double drop end ' +
    'exchange flip fold follow grab guess jump knock match meld move name offer open pair pass pick place play pull raise ' +
    'rearrange remove reply return reveal roll score select shuffle skip slap start stop swap tap trade trump turn use vote ' +
    'wait want')
    .split(' '),
);

function regular(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter: stop → stopped, slap → slapped.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/** The label in the past tense, lower case, or undefined when it does not start with a known verb. */
export function pastTense(label: string): string | undefined {
  const words = label.trim().split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  const past = Object.hasOwn(IRREGULAR, first) ? IRREGULAR[first] : REGULAR.has(first) ? regular(first) : undefined;
  if (past === undefined) return undefined;
  return [past, ...words.slice(1)].join(' ').toLowerCase();
}
