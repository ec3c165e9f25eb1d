/** The initial `G`: empty zones, cards in their start zones, variables, then the setup effects. */
import { varSlots } from '../../ir/teams';
import { newEnv, type Env } from '../../expr/env';
import { generates } from '../../expr/compile/codegen';
import { T } from '../../expr/types';
import type { HookRandom } from '../../hooks/api';
import { newExec } from '../effects/exec';
import { logShown } from '../log/shown';
import { effectsFn } from '../effects/effects';
import type { EffectsFn } from '../effects/exec';
import { beginHand } from '../turn/hands';
import { newHouseState } from '../turn/house';
import type { Fn, Program } from '../program';
import type { GameState, ZoneContents } from './state';
import { emptyZone } from './zones';

/**
 * Each program's options at their defaults, made once and never changed: a new game copies them (not frozen, since
 * a frozen object is copied by a slower path).
 */
const defaults = new WeakMap<Program, Readonly<Record<string, unknown>>>();

function defaultOptions(p: Program): Readonly<Record<string, unknown>> {
  let d = defaults.get(p);
  if (!d) defaults.set(p, (d = Object.fromEntries(Object.entries(p.def.options).map(([k, o]) => [k, o.default]))));
  return d;
}

/** A new game's zones as a fresh object: every zone empty but the cards' start zones, in the rules' zone order. */
export type ZonesMaker = () => Record<string, ZoneContents>;

/** What every new game of a program with this many players starts from, made on its first game. */
interface Start {
  zones: ZonesMaker;
  /** The variables' initial values, compiled once (a seat variable gets one value per seat). */
  vars: { name: string; fn: Fn; scope: 'global' | 'player' | 'team' }[];
  setup: EffectsFn;
}

const starts = new WeakMap<Program, Map<number, Start>>();

function startOf(p: Program, numPlayers: number): Start {
  let byCount = starts.get(p);
  if (!byCount) starts.set(p, (byCount = new Map()));
  let start = byCount.get(numPlayers);
  if (!start) {
    const def = p.def;
    start = {
      zones: zonesMaker(p, numPlayers),
      vars: Object.entries(def.vars).map(([name, v]) => ({
        name,
        fn: p.expr(v.initial, p.scopes.global, v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : T.number),
        scope: v.scope,
      })),
      setup: effectsFn(p, def.setup, p.scopes.global),
    };
    byCount.set(numPlayers, start);
  }
  return start;
}

/** The zones as the rules lay them out before the setup runs: each zone empty, then every card in its start zone. */
export function zonesTemplate(p: Pick<Program, 'def'>, numPlayers: number): Record<string, ZoneContents> {
  const zones: Record<string, ZoneContents> = {};
  for (const zone of Object.values(p.def.zones)) zones[zone.name] = emptyZone(zone, numPlayers);
  for (const card of p.def.cards) (zones[card.zone] as number[]).push(card.id);
  return zones;
}

/** A nested list of piles copied to its depth (numbers are card ids, kept as they are). */
function copyNested(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  const out: unknown[] = [];
  for (let i = 0; i < v.length; i++) out.push(copyNested(v[i]));
  return out;
}

/** Freezes a template, lists within lists included, so no game can write into the one every game copies. */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
    Object.freeze(v);
  }
  return v;
}

/**
 * The reference: the template made once, frozen, and copied for each game (what the browser and
 * `DECKHAND_NO_CODEGEN=1` run).
 */
export function copiedZones(template: Record<string, ZoneContents>): ZonesMaker {
  const frozen = deepFreeze(template);
  const names = Object.keys(frozen);
  return () => {
    const zones: Record<string, ZoneContents> = {};
    for (let i = 0; i < names.length; i++) zones[names[i]!] = copyNested(frozen[names[i]!]) as ZoneContents;
    return zones;
  };
}

/**
 * Where code generation is on: the template written as one object literal (its lists of card ids included), which
 * V8 makes by copying the literal's own prepared boilerplate, with no loop per zone or card. A zone name a literal
 * would read differently (`__proto__`) keeps the copy.
 */
export function literalZones(template: Record<string, ZoneContents>): ZonesMaker | undefined {
  if (Object.hasOwn(template, '__proto__')) return undefined;
  return new Function(`'use strict';\nreturn function zones() {\n  return ${JSON.stringify(template)};\n};`)() as ZonesMaker;
}

function zonesMaker(p: Program, numPlayers: number): ZonesMaker {
  const template = zonesTemplate(p, numPlayers);
  if (generates(p.runtime)) {
    try {
      const made = literalZones(template);
      if (made) return made;
    } catch {
      // The copy does the same.
    }
  }
  return copiedZones(template);
}

export function initialState(p: Program, numPlayers: number, random: HookRandom, setupData?: Record<string, unknown>): GameState {
  const def = p.def;
  const start = startOf(p, numPlayers);
  const moved: number[] = [];
  for (let s = 0; s < numPlayers; s++) moved.push(0);
  const G: GameState = {
    zones: start.zones(),
    faceUp: {},
    vars: {},
    out: [],
    lastOut: [],
    options: { ...defaultOptions(p), ...(setupData ?? {}) },
    log: [],
    moved,
    stuck: 0,
    hook: {},
  };
  const env: Env = newEnv(G, numPlayers, 0, 0, def.startPhase ?? null);
  for (const { name, fn, scope } of start.vars) {
    // One value, or one per seat, or one per team (ir/teams.ts).
    const slots = varSlots(scope, def.teams, numPlayers);
    if (slots === undefined) {
      G.vars[name] = fn(env);
      continue;
    }
    const values: unknown[] = [];
    for (let s = 0; s < slots; s++) values.push(fn(env));
    G.vars[name] = values;
  }
  if (def.house) G.house = newHouseState(numPlayers, def.house.each);
  const x = newExec(p, random, { setup: true });
  start.setup(x, env);
  // The first hand is dealt as every hand is (`hands.onBegin`), after the game's own setup.
  if (def.hands) beginHand(x, env, 1);
  logShown(x, env);
  return G;
}
