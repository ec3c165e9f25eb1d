/**
 * A race line's word, spelled, as the hosted server sends it. A game that draws its words (`drawn:`) logs a round by
 * the card and ring it was read from (`race.word`), never the word: with card ids the same in every match, a word
 * next to its card's id would let a script learn id → word once and answer that card at once in any later match.
 * The server names every card by a per-match alias (apps/server security/card-alias.ts), so once the round is over
 * the line may say the word as text ("Bot 2 read “jolly” first"), which a screen reader says too. Each card is raced
 * once a match: the word is of no more use by then.
 */
import type { GameDef, LogEntry } from '@deckhand/dsl';

/** `e` with its race line's drawn word as `race.answer` (the entry itself when it names none). */
export function spellRaceWord(def: GameDef, drawn: ReadonlyMap<string, readonly string[]>, e: LogEntry): LogEntry {
  const word = e.race?.word;
  const card = word ? def.cards[word.card] : undefined;
  if (!word || !card || !drawn.get(card.type)?.includes(word.attr)) return e;
  const v = card.attrs[word.attr];
  return typeof v === 'string' ? { ...e, race: { ...e.race!, answer: v } } : e;
}

/** `log` with every race line's drawn word spelled; `log` itself when no line names one. */
export function spellLog(def: GameDef, drawn: ReadonlyMap<string, readonly string[]>, log: readonly LogEntry[]): readonly LogEntry[] {
  let out: LogEntry[] | undefined;
  log.forEach((e, i) => {
    const spelled = spellRaceWord(def, drawn, e);
    if (spelled === e) return;
    out ??= log.slice();
    out[i] = spelled;
  });
  return out ?? log;
}
