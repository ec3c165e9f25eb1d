/** What a move's log line leaves waiting for the end of the action (`settleLog` in log/write.ts). */
import type { Env } from '../expr/env';
import type { ZoneDef } from '../ir/types';
import { rowOf } from '../runtime/state/zones';
import type { CaptionWriter } from './caption-gen';

/**
 * A pile part waiting for its caption until the action is over (`settleLog`): the caption says how the pile is left
 * once the whole action is over (triggers included). A record, not a closure over `pilePart`'s locals: the closure
 * made V8 allocate a context for them on every call, and a function object besides (~1.5 % of Build Up's simulator
 * in the CPU profile, one play in every action).
 */
export class PileCaption {
  constructor(
    readonly part: { caption?: string },
    readonly env: Env,
    readonly zone: ZoneDef,
    readonly seat: number,
    readonly index: number,
    /** The pile's bottom card when the line was written (undefined: it was empty). */
    readonly bottom: number | undefined,
    readonly caption: CaptionWriter,
  ) {}
}

/** What waits for the end of an action (`settleLog`): a pile's caption, or a closure (a card shown later). */
export type AfterLine = PileCaption | (() => void);

/**
 * Writes a waiting pile's caption: none when a trigger cleared the pile away ("complete, set aside"), rather than
 * one that was never true on the table.
 */
export function settleCaption(w: PileCaption): void {
  const pile = rowOf(w.env.G, w.zone, w.seat)[w.index];
  const text = !pile || pile.length === 0 || pile[0] !== w.bottom ? '' : w.caption(w.env, pile, w.index, w.seat);
  if (text) w.part.caption = text;
  else delete w.part.caption;
}
