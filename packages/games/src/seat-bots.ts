/**
 * Bots by name, for a seat: `random` (a random move kind, then a random action of it: @deckhand/dsl's bots/by-kind.ts), `game` (the game's own bots.ts) and
 * `ismcts` or `ismcts:easy|medium|hard` (the search bot, deciding from its seat's view; its rollouts play the game's
 * own bot where there is one). What `deckhand simulate --bots` and the benchmarks accept.
 */
import { isLevel, LEVELS, randomByKindChoice, searchBot, type Chooser, type Level } from '@deckhand/dsl';
import type { LoadedGame } from './load';

export const BOT_KINDS = ['random', 'game', 'ismcts'] as const;

export interface BotSpecOptions {
  /** Search bots without their time cap: every decision is a function of the seed (benchmarks, tests). */
  reproducible?: boolean;
}

/** The chooser a bot name stands for; throws a readable error for an unknown name or level. */
export function botFromSpec(loaded: LoadedGame, spec: string, opts: BotSpecOptions = {}): Chooser {
  const [kind, level, ...rest] = spec.trim().split(':');
  if (rest.length > 0) throw new Error(`bad bot "${spec}": use random, game or ismcts[:${LEVELS.join('|')}]`);
  switch (kind) {
    case 'random':
      if (level !== undefined) break;
      return randomByKindChoice;
    case 'game':
      if (level !== undefined) break;
      if (!loaded.bot) throw new Error(`${loaded.name} has no bot of its own (bots.ts); use random or ismcts`);
      return loaded.bot.choose;
    case 'ismcts': {
      const lv: Level = level === undefined ? 'medium' : isLevel(level) ? level : (undefined as never);
      if (!lv) throw new Error(`bad level "${level}" in "${spec}": use ${LEVELS.join(', ')}`);
      return searchBot({ level: lv, reproducible: opts.reproducible ?? false, ...(loaded.bot ? { policy: loaded.bot.choose } : {}) }).choose;
    }
  }
  throw new Error(`bad bot "${spec}": use ${BOT_KINDS.join(', ')} (ismcts takes a level: ismcts:${LEVELS.join('|')})`);
}

/** One chooser per seat: each decision is routed to the bot of the seat making it. */
export function seatChooser(bySeat: readonly Chooser[]): Chooser {
  return (actions, rand, state, seat, game) => bySeat[seat]!(actions, rand, state, seat, game);
}
