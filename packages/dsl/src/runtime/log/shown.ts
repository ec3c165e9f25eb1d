/**
 * The cards a step that is nobody's move revealed (`reveal: true` in setup, a hand's start or end, a turn's start, a
 * phase's start or end): a move's step puts its reveals on its own line (runtime/turn/steps.ts), but these steps have no
 * line, so without this entry the cards were shown to nobody (issue 36, bug 3). The entry names no seat; its sentence
 * is the reveal clause alone ("Ada showed 7 of hearts", "Revealed 5 of clubs": log/sentence.ts).
 */
import type { Env } from '../../expr/env';
import type { Exec } from '../effects/exec';
import type { LogEntry } from '../state/state';
import { addReveals } from './told';

const NOTHING_TOLD: ReadonlySet<number> = new Set();

/** Logs the step's reveals (if any) as one entry, and forgets them so no later entry of the same step repeats them. */
export function logShown(x: Exec, env: Env): void {
  if (x.revealed.length === 0) return;
  const entry: LogEntry = { turn: env.turn, seat: null };
  addReveals(entry, x, NOTHING_TOLD);
  env.G.log.push(entry);
  x.revealed = [];
  x.revealedFrom = undefined;
}
