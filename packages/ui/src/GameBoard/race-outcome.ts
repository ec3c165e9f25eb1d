/**
 * What a race shows between rounds, and what an answer carries (packages/dsl/docs/race.md): while a round's outcome
 * is held (`race.open` false, `nextAt` set) the board says who read what ("Bot 2 read “salmon”"), from the round's
 * log line (the hosted server spells its word there once the round is over); and a typed answer names the round it
 * answers, so one that arrives after its card was won is refused instead of judged against the next card.
 */
import type { PlayerView } from '@deckhand/dsl/client';
import type { MoveArgs } from '../types';

export const RACE_ANSWER_MOVE = 'raceAnswer';

/** The outcome being held now, in a sentence, or undefined when no outcome is held. */
export function heldOutcome(view: Pick<PlayerView, 'race' | 'log'>, name: (seat: number) => string): string | undefined {
  const r = view.race;
  if (!r || r.open || r.nextAt === undefined) return undefined;
  const line = [...(view.log ?? [])].reverse().find((e) => e.race && e.move === 'raceResolve');
  const race = line?.race;
  if (!race) return undefined;
  const word = race.answer !== undefined ? `“${race.answer}”` : 'the word';
  const who = race.seats.map(name);
  if (race.outcome === 'win') return `${who[0]} read ${word}`;
  if (race.outcome === 'tie') return `${who.slice(0, -1).join(', ')} and ${who.at(-1)} tie on ${word}`;
  return race.timedOut ? `Nobody read ${word} in time` : `Everyone is stuck on ${word}`;
}

/** A move's arguments as sent: a race answer gets the open round as its second argument (where it has none). */
export function withRound(name: string, args: MoveArgs, view: Pick<PlayerView, 'race'>): MoveArgs {
  if (name !== RACE_ANSWER_MOVE || !view.race || args.length !== 1) return args;
  return [...args, view.race.round];
}
