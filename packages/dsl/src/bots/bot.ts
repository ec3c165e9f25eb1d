/**
 * The search bot for any compiled game, as a playout `Chooser` (so `deckhand simulate`, the benchmarks and the
 * server all drive it the same way). It reads the state it is handed only through the game's `playerView` for its
 * own seat: everything after that line works from the view, the public `ctx` and its own random stream.
 *
 * Race phases are won by reaction time, not by search: there the bot plays the game's own bot (its reaction-time
 * model), handed a determinized state so that it, too, sees only what the seat sees.
 */
import type { Ctx, State } from 'boardgame.io';
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/legal/action';
import type { GameState } from '../runtime/state/state';
import type { PlayerView } from '../runtime/views/view';
import type { Chooser, TimedAction } from './chooser';
import { budgetOf, meter, type Budget, type Level } from './budget';
import { determinize } from './belief/determinize';
import { pairedSearch } from './search/paired';
import { randomLegal } from './random';
import { askedCards } from './belief/asked';
import { exchangeable, swapCards } from './belief/relabel';
import { policyPrior, search, type RolloutPolicy, type SearchResult } from './search/search';
import { fastSim, type SearchSim } from './search/simulator';
import { standingOf } from './search/standing';

/**
 * Rollout actions per seat before a rollout is cut and scored by the game's standing (where its end rules rank
 * seats): about a round of tricks in a trick game, a few turns each in a shedding game.
 */
export const HORIZON_PER_SEAT = 8;

/** Determinizations the game bot is asked on for the tree search's root prior (cheap next to its iterations). */
const PRIOR_SAMPLES = 32;

export interface SearchBotOptions {
  /** Difficulty (default medium); `budget` overrides it. */
  level?: Level;
  budget?: Budget;
  /** Drop the time cap: the decision then depends only on the view and the random stream. */
  reproducible?: boolean;
  /** The rollout policy and race model: a game's own bot; the random legal policy without one. */
  policy?: Chooser;
  /**
   * Rollouts stop after this many actions: scored by the game's standing where its end rules rank seats
   * (standing.ts; default horizon `HORIZON_PER_SEAT` actions per seat), else counted as even (default 400 actions).
   */
  maxRolloutMoves?: number;
  /** The engine searched on (default: the fast simulator). */
  sim?: (game: CompiledGame) => SearchSim<unknown>;
  /**
   * `paired`: paired rollouts continued by the game's bot (paired.ts), the default where the game has a bot;
   * `tree`: information-set MCTS (search.ts), the default without one (and, with a bot, its prior and rollouts).
   */
  method?: 'paired' | 'tree';
}

export interface Decision {
  view: PlayerView;
  ctx: Ctx;
  seat: number;
  /** The seat's legal actions. */
  actions: readonly Action[];
  /** When the decision began (performance.now()), if before `decide` (computing the view): the time cap counts
   * from there. Default: the call to `decide`. */
  startedAt?: number;
}

const sims = new WeakMap<CompiledGame, SearchSim<unknown>>();

function simOf(game: CompiledGame, opts: SearchBotOptions): SearchSim<unknown> {
  if (opts.sim) return opts.sim(game);
  let sim = sims.get(game);
  if (!sim) {
    sim = fastSim(game) as SearchSim<unknown>;
    sims.set(game, sim);
  }
  return sim;
}

const hasRace = (game: CompiledGame) => Object.values(game.deckhand.def.phases).some((ph) => ph.race);

function sampler(game: CompiledGame, d: Decision) {
  const { def, hooks } = game.deckhand;
  return (rand: () => number) => determinize({ def, hooks, view: d.view, seat: d.seat, numPlayers: d.ctx.numPlayers, rand });
}

/** A seat's decision from its view: a search, or in race games the reaction-time model. */
export function decide(game: CompiledGame, d: Decision, rand: () => number, opts: SearchBotOptions = {}): TimedAction & { search?: SearchResult } {
  // The time cap counts from here: determinizing and asking the game's bot are part of the decision's time.
  const startedAt = d.startedAt ?? performance.now();
  if (d.actions.length === 0) throw new Error(`${game.name}: seat ${d.seat} has no legal action to choose from`);
  const sample = sampler(game, d);
  if (hasRace(game)) {
    // The game's bot gets a state built from the view (a determinization), never the real one.
    const state = { G: sample(rand), ctx: d.ctx } as State<GameState>;
    // The seat's level goes with it: in a race it is the game bot's reaction time, not a search budget.
    return opts.policy ? opts.policy(d.actions, rand, state, d.seat, game, opts.level) : reactionModel(d.actions, rand);
  }
  if (d.actions.length === 1) return d.actions[0]!;
  const sim = simOf(game, opts);
  const { def, hooks } = game.deckhand;
  const policy = opts.policy;
  // Only random rollouts are cut at a horizon: a game's own bot plays on sensibly, so its rollout's end says more.
  const standing = policy ? undefined : standingOf(game);
  const rollout: RolloutPolicy<unknown> = policy
    ? (actions, r, s, seat) => policy(actions, r, sim.view(s), seat, game)
    : (actions, r) => randomLegal(actions, r, game);
  // Relabelled worlds need a world that is a plain copy to change (the fast simulator's; not the reducer's).
  let canSwap: ((x: number, y: number) => boolean) | undefined;
  const relabelled = opts.sim
    ? {}
    : {
        asked: (action: Action) => askedCards(def, hooks, { options: d.view.options } as GameState, d.ctx.numPlayers, d.seat, action),
        // Worked out on first use: only paired rollouts over moves that ask about cards need it.
        exchangeable: (x: number, y: number) => (canSwap ??= exchangeable(def, hooks, d.view, d.seat, d.ctx.numPlayers))(x, y),
        relabel: (world: unknown, pairs: readonly (readonly [number, number])[]) => {
          const s = sim.clone(world);
          swapCards(def, sim.view(s).G, pairs);
          return s;
        },
      };
  const input = {
    ...relabelled,
    sim,
    sample: (r: () => number) => sim.start(sample(r), d.ctx, `ismcts:${Math.floor(r() * 2 ** 32)}`),
    seat: d.seat,
    numPlayers: d.ctx.numPlayers,
    actions: d.actions,
    budget: opts.budget ?? budgetOf(opts.level ?? 'medium', { reproducible: opts.reproducible ?? false }),
    rand,
    rollout,
    maxRolloutMoves: opts.maxRolloutMoves ?? (standing ? HORIZON_PER_SEAT * d.ctx.numPlayers : 400),
    ...(standing ? { standing: (s: unknown) => standing(sim.view(s).G, sim.view(s).ctx), stage: (s: unknown) => sim.view(s).G.hands?.number } : {}),
    startedAt,
  };
  const method = opts.method ?? (policy ? 'paired' : 'tree');
  if (method === 'paired') {
    // Without a game bot the rollouts play at random, whose pick here is no favourite worth keeping: no prior.
    const result = pairedSearch(policy ? input : { ...input, prior: new Map<string, number>() });
    return { ...result.action, search: result };
  }
  // With a game bot, the tree search starts from what that bot would play here (asked on a few determinizations)
  // and leaves it only on evidence; a search of a few hundred iterations is otherwise too noisy to beat it.
  const prior = policy ? policyPrior(input, PRIOR_SAMPLES, meter(input.budget, undefined, startedAt)) : undefined;
  const result = search({ ...input, ...(prior ? { prior } : {}) });
  return { ...result.action, search: result };
}

/** Without a game bot in a race: answer (the first listed answer) after a human-like 0.8–3 s. */
function reactionModel(actions: readonly Action[], rand: () => number): TimedAction {
  const delay = Math.round(800 + 2200 * rand());
  const answer = actions.find((a) => a.move !== 'raceStuck' && a.move !== 'raceResolve') ?? actions[0]!;
  return { ...answer, after: delay };
}

/**
 * The search bot as a playout chooser. It takes the state a playout or server holds and keeps only the seat's view
 * of it (`playerView`), the public `ctx` and the legal actions; nothing else of the state reaches the search.
 */
export function searchBot(opts: SearchBotOptions = {}): { choose: Chooser } {
  return {
    choose: (actions, rand, state, seat, game) => {
      if (!game) throw new Error('the search bot needs the compiled game (playout passes it)');
      const startedAt = performance.now();
      const view = game.deckhand.playerView(state.G, String(seat));
      const { search: _s, ...action } = decide(game, { view, ctx: state.ctx, seat, actions, startedAt }, rand, opts);
      return action;
    },
  };
}
