/**
 * The log's last line once a game is over, worded like the others from the result itself: "Game over: Ada wins —
 * a player emptied their stockpile", "Game over: a draw between Ada and Bea", "Game over: Ada and Cy win; Bea
 * loses", "Game over: Bea wins; Ada comes 2nd with 41, Cy 3rd with 57". The board's end banner says the same
 * words (`resultHeadline`). It is derived from `G.result` where a line is shown, not written into `G.log`, so every
 * path that ends a game (an `end` rule, an effect, a hook, a race with everyone stuck, the fast simulator) says it
 * the same way, and the state stays as the rules made it.
 */
import type { GameResult } from '../runtime/state/state';
import type { LogPart } from './parts';

const seats = (list: readonly number[]): LogPart => (list.length === 1 ? { seat: list[0]! } : { list: list.map((s) => ({ seat: s })) });

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "wins" or "win" after one seat or several. */
const verb = (n: number, one: string, many: string) => ` ${n === 1 ? one : many}`;

/** The places after the winners' in a ranking by score (`rank: { by }`), seats sharing a place said together. */
function places(r: GameResult, first: ReadonlySet<number>): LogPart[] {
  const { ranks, scores } = r;
  if (!ranks || !scores) return [];
  const groups = new Map<string, { place: number; score: number | undefined; seats: number[] }>();
  ranks.forEach((place, seat) => {
    if (first.has(seat)) return;
    const key = `${place}:${scores[seat]}`;
    const g = groups.get(key) ?? { place, score: scores[seat], seats: [] };
    g.seats.push(seat);
    groups.set(key, g);
  });
  const out: LogPart[] = [];
  [...groups.values()]
    .sort((a, b) => a.place - b.place || a.seats[0]! - b.seats[0]!)
    .forEach((g, i) => {
      out.push(i === 0 ? '; ' : ', ', seats(g.seats), i === 0 ? `${verb(g.seats.length, 'comes', 'come')} ${ordinal(g.place)}` : ` ${ordinal(g.place)}`);
      if (g.score !== undefined) out.push(' with ', { n: g.score });
    });
  return out;
}

/**
 * The outcome in a few words, one wording for the end banner and the log's last line: "Bot 2 wins", "Ada and Cy
 * win; Bea loses", "Bea wins; Ada comes 2nd with 41, Cy 3rd with 57", "a draw between Ada and Bea", "a draw".
 * Empty while the game is on. A sentence starting with it capitalises it (`capitalised`). `brief: true` says the
 * winners only ("Ada and Cy win"), for a banner beside a table of places.
 */
export function resultHeadline(r: GameResult | undefined, opts: { brief?: boolean } = {}): LogPart[] {
  if (!r) return [];
  if (r.teams && r.winningTeam !== undefined && r.teams[r.winningTeam]!.length > 1) return teamHeadline(r, r.teams, r.winningTeam, opts.brief === true);
  const won = r.winners ?? (r.winner !== undefined ? [r.winner] : []);
  const lost = (r.losers ?? []).filter((s) => !won.includes(s));
  if (r.draw && r.draw.length > 0) return ['a draw between ', seats(r.draw)];
  // A solitaire: won or lost, with its score when the game keeps one ("Ada wins with 42").
  if (r.scores?.length === 1 && !r.draw) return [{ seat: 0 }, won.length > 0 ? ' wins' : ' loses', ...(Number.isFinite(r.scores[0]) ? [' with ', { n: r.scores[0]! }] : [])];
  if (won.length > 0) {
    // A ranking by score gives every place; otherwise the losers are named.
    const ranked = opts.brief ? [] : places(r, new Set(won));
    const rest: LogPart[] = opts.brief ? [] : ranked.length > 0 ? ranked : lost.length > 0 ? ['; ', seats(lost), verb(lost.length, 'loses', 'lose')] : [];
    return [seats(won), verb(won.length, 'wins', 'win'), ...rest];
  }
  if (lost.length > 0) return [seats(lost), verb(lost.length, 'loses', 'lose')];
  // No seat named at all: nobody won.
  return ['a draw'];
}

/** A team in words: its name and members ("North-South (Ada and Cy)"), or its members alone. */
function teamWords(r: GameResult, members: readonly number[], team: number): LogPart[] {
  const name = r.teamNames?.[team];
  return name !== undefined ? [`${name} (`, seats(members), ')'] : [seats(members)];
}

/**
 * A partnership's win said as one: "North-South (Ada and Cy) wins; East-West (Bea and Dan) comes 2nd with 120", or,
 * with unnamed teams, "Ada and Cy win as partners; Bea and Dan lose".
 */
function teamHeadline(r: GameResult, teams: readonly number[][], won: number, brief: boolean): LogPart[] {
  const named = r.teamNames?.[won] !== undefined;
  const out: LogPart[] = [...teamWords(r, teams[won]!, won), named ? ' wins' : ' win as partners'];
  if (brief) return out;
  const others = teams.map((m, t) => ({ m, t })).filter(({ t }) => t !== won);
  others.sort((a, b) => (r.ranks?.[a.m[0]!] ?? 0) - (r.ranks?.[b.m[0]!] ?? 0) || a.t - b.t);
  others.forEach(({ m, t }, i) => {
    out.push(i === 0 ? '; ' : ', ', ...teamWords(r, m, t));
    const place = r.ranks?.[m[0]!];
    const score = r.scores?.[m[0]!];
    const one = r.teamNames?.[t] !== undefined;
    if (r.scores && place !== undefined) {
      out.push(` ${i === 0 ? (one ? 'comes ' : 'come ') : ''}${ordinal(place)}`);
      if (score !== undefined) out.push(' with ', { n: score });
    } else out.push(one ? ' loses' : ' lose');
  });
  return out;
}

/** Words that start a reason but are no name ("Every card has been played" → "every card has been played"). */
const COMMON_START = new Set(
  ('a all an any both each either enough every few fewer it its many more most neither no nobody none not nothing one ' +
    'only some that the their there these they this those time two three four five six seven eight nine ten')
    .split(' '),
);

/** A reason as read after the dash: its first word in lower case unless it may be a name ("Ada ran out"). */
export function reasonAfterDash(reason: string): string {
  const t = reason.trim();
  const word = /^\p{L}+/u.exec(t)?.[0] ?? '';
  return COMMON_START.has(word.toLowerCase()) && word === word[0]! + word.slice(1).toLowerCase() ? word.toLowerCase() + t.slice(word.length) : t;
}

/** A sentence's first letter in upper case ("a draw between …" → "A draw between …"), for a headline. */
export function capitalised(parts: readonly LogPart[]): LogPart[] {
  const [first, ...rest] = parts;
  return typeof first === 'string' && first.length > 0 ? [first[0]!.toUpperCase() + first.slice(1), ...rest] : [...parts];
}

/** The sentence for a finished game, or nothing while it is on. */
export function resultSentence(r: GameResult | undefined): LogPart[] {
  if (!r) return [];
  return ['Game over: ', ...resultHeadline(r), ...(r.reason ? [` — ${reasonAfterDash(r.reason)}`] : [])];
}
