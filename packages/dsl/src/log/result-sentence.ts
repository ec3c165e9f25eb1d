/**
 * The log's last line once a game is over, worded like the others from the result itself: "Game over: Ada won —
 * A player emptied their stockpile", "Game over: a draw between Ada and Bea", "Game over: Ada and Cy won; Bea
 * lost", "Game over: Bea won; Ada came 2nd with 41, Cy 3rd with 57". It is derived from `G.result` where a line is
 * shown, not written into `G.log`, so every path that ends a game (an `end` rule, an effect, a hook, a race with
 * everyone stuck, the fast simulator) says it the same way, and the state stays as the rules made it.
 */
import type { GameResult } from '../runtime/state';
import type { LogPart } from './parts';

const seats = (list: readonly number[]): LogPart => (list.length === 1 ? { seat: list[0]! } : { list: list.map((s) => ({ seat: s })) });

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The places after the winners' in a ranking by score (`rank: { by }`), each with its score. */
function places(r: GameResult, first: ReadonlySet<number>): LogPart[] {
  const { ranks, scores } = r;
  if (!ranks || !scores) return [];
  const rest = ranks
    .map((place, seat) => ({ seat, place }))
    .filter((x) => !first.has(x.seat))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  const out: LogPart[] = [];
  rest.forEach((x, i) => {
    out.push(i === 0 ? '; ' : ', ', { seat: x.seat }, i === 0 ? ` came ${ordinal(x.place)}` : ` ${ordinal(x.place)}`);
    if (scores[x.seat] !== undefined) out.push(' with ', { n: scores[x.seat]! });
  });
  return out;
}

/** The sentence for a finished game, or nothing while it is on. */
export function resultSentence(r: GameResult | undefined): LogPart[] {
  if (!r) return [];
  const won = r.winners ?? (r.winner !== undefined ? [r.winner] : []);
  const lost = (r.losers ?? []).filter((s) => !won.includes(s));
  const out: LogPart[] = ['Game over: '];
  if (r.draw && r.draw.length > 0) out.push('a draw between ', seats(r.draw));
  else if (won.length > 0) {
    out.push(seats(won), ' won');
    // A ranking by score gives every place; otherwise the losers are named.
    const ranked = places(r, new Set(won));
    out.push(...(ranked.length > 0 ? ranked : lost.length > 0 ? ['; ', seats(lost), ' lost'] : []));
  } else if (lost.length > 0) out.push(seats(lost), ' lost');
  // No seat named at all: nobody won.
  else out.push('a draw');
  if (r.reason) out.push(` — ${r.reason}`);
  return out;
}
