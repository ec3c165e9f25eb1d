/** The initial `G`: empty zones, cards in their start zones, variables, then the setup effects. */
import { newEnv, type Env } from '../expr/env';
import { T } from '../expr/types';
import type { HookRandom } from '../hooks/api';
import { newExec, run } from './exec';
import { beginHand } from './hands';
import type { Program } from './program';
import type { GameState } from './state';
import { emptyZone } from './zones';

/**
 * Each program's options at their defaults, made once and never changed: a new game copies them (not frozen, since
 * a frozen object is copied by a slower path).
 */
const defaults = new WeakMap<Program, Readonly<Record<string, unknown>>>();

export function defaultOptions(p: Program): Readonly<Record<string, unknown>> {
  let d = defaults.get(p);
  if (!d) defaults.set(p, (d = Object.fromEntries(Object.entries(p.def.options).map(([k, o]) => [k, o.default]))));
  return d;
}

export function initialState(p: Program, numPlayers: number, random: HookRandom, setupData?: Record<string, unknown>): GameState {
  const def = p.def;
  const G: GameState = {
    zones: {},
    faceUp: {},
    vars: {},
    out: [],
    lastOut: [],
    options: { ...defaultOptions(p), ...(setupData ?? {}) },
    log: [],
    moved: Array.from({ length: numPlayers }, () => 0),
    stuck: 0,
    hook: {},
  };
  for (const zone of Object.values(def.zones)) G.zones[zone.name] = emptyZone(zone, numPlayers);
  for (const card of def.cards) (G.zones[card.zone] as number[]).push(card.id);
  const env: Env = newEnv(G, numPlayers, 0, 0, def.startPhase ?? null);
  for (const [name, v] of Object.entries(def.vars)) {
    const fn = p.expr(v.initial, p.scopes.global, v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : T.number);
    G.vars[name] = v.scope === 'player' ? Array.from({ length: numPlayers }, () => fn(env)) : fn(env);
  }
  const x = newExec(p, random, { setup: true });
  run(x, def.setup, env, p.scopes.global);
  // The first hand is dealt as every hand is (`hands.onBegin`), after the game's own setup.
  if (def.hands) beginHand(x, env, 1);
  return G;
}
