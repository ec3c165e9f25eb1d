/** YAML text → GameDef, or every diagnostic found. Never throws on anything a user can write. */
import { checkStageList, checkStages } from './rules/stages';
import { z } from 'zod';
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { makeScope, withLocal, type Scope } from '../expr/scope';
import { T } from '../expr/types';
import type { EndDef, GameDef, OptionDef, PhaseDef, TriggerDef, TurnDef, VarDef, ZoneDef } from '../ir/types';
import { parseYaml, type Path } from '../parse/parse';
import { GameSpec, type GameSpecOutput } from '../schema/game';
import { buildDeck, checkCardTypes, loadContent, type ReadContent } from './deck/cards';
import { Checker } from './context';
import { checkDeals } from './deck/deals';
import { checkEffects, type EffectNames } from './rules/effects';
import { checkEnd, ONE_OF } from './rules/end';
import { checkCaption } from './deck/face';
import { checkTableDrawing } from './deck/table-drawing';
import { checkMoves, RESERVED } from './rules/moves';
import { checkRace, checkRaceMoveNames } from './rules/race';
import { checkTeams } from './rules/teams';
import { checkBid } from './rules/bidding';
import { betMoves, checkBet, checkChipsExprs, chipDefines, declareChips } from './rules/chips';
import { BET_MOVES } from '../ir/chips';
import { issuesToDiagnostics } from './zod-issues';
import { checkZoneRef } from './zone-ref';
import { checkHands, checkPass } from './rules/hands';
import { EDITION, MIGRATE_HINT } from '../migrate/edition';
import { checkInfoFlow } from './info-flow';
import { checkDefines } from './rules/defines';
import { checkHouse, checkHouseCalls } from './rules/house';

export interface ValidateOptions {
  /** Shown in diagnostics. */
  file?: string;
  /** Reads a content file named in `content:`, relative to the game file. */
  readContent?: ReadContent;
  /** Names of the hooks the game implements; when given, every hook the YAML names must be among them. */
  hooks?: readonly string[];
}

export type ValidateResult = { ok: true; def: GameDef; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export function validate(text: string, opts: ValidateOptions = {}): ValidateResult {
  const file = opts.file ?? 'game.yaml';
  try {
    return validateUnsafe(text, file, opts);
  } catch (e) {
    // A bug of ours, not the user's: still a diagnostic, never a stack trace in their face.
    return {
      ok: false,
      diagnostics: [{ code: Codes.InvalidValue, message: `internal error while validating: ${(e as Error).message}`, file, line: 1, col: 1, severity: 'error' }],
    };
  }
}

function validateUnsafe(text: string, file: string, opts: ValidateOptions): ValidateResult {
  const { source, diagnostics } = parseYaml(file, text);
  if (diagnostics.length) return { ok: false, diagnostics };
  const parsed = GameSpec.safeParse(source.value, { reportInput: true });
  if (!parsed.success) {
    return { ok: false, diagnostics: issuesToDiagnostics(source, parsed.error.issues, (p) => knownKeysAt(GameSpec, p, source.value)) };
  }
  const c = new Checker(source);
  c.mostPlayers = parsed.data.players.max;
  const def = normalise(c, parsed.data, opts);
  if (c.diagnostics.length === 0 && def) c.diagnostics.push(...checkDeals(def, source));
  // What every seat is sent may not be made from cards some seat may not see (validate/info-flow.ts).
  if (c.diagnostics.length === 0 && def) checkInfoFlow(c, parsed.data, def);
  if (c.diagnostics.length || !def) return { ok: false, diagnostics: sortDiagnostics(namingMigration(c.diagnostics, parsed.data.deckhand)) };
  // The turn each card last moved is kept (and sent in views) only for a game that asks `movedThisTurn`.
  if (c.calls.has('movedThisTurn')) def.tracksMoveTurns = true;
  // … and the zone it left only for one that asks `movedThisTurn(card, zone)`.
  if (c.calls.has('movedThisTurn/from')) def.tracksMoveSources = true;
  return { ok: true, def, diagnostics: [] };
}

/**
 * A spec that does not state this edition may be one an earlier edition accepted: an error only this edition makes
 * (an inner list element hiding an outer one) names the migration that rewrites it (migrate/edition.ts).
 */
function namingMigration(ds: Diagnostic[], edition: number | undefined): Diagnostic[] {
  if (edition === EDITION) return ds;
  return ds.map((d) => (d.code === Codes.ExprShadow && / of [\w$]+\(\) hides the outer /.test(d.message) ? { ...d, hint: d.hint ? `${d.hint}; ${MIGRATE_HINT}` : MIGRATE_HINT } : d));
}

function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return [...ds].sort((a, b) => a.line - b.line || a.col - b.col);
}

function normalise(c: Checker, spec: GameSpecOutput, opts: ValidateOptions): GameDef | undefined {
  if (spec.players.min > spec.players.max) {
    c.error(Codes.PlayersRange, `players.min (${spec.players.min}) is above players.max (${spec.players.max})`, ['players', 'min']);
  }
  const cardTypes = checkCardTypes(c, spec);
  const content = loadContent(c, spec, opts.readContent ?? (() => undefined));
  const cards = buildDeck(c, spec, cardTypes, content);
  const zones = checkZones(c, spec);
  keyRows(c, zones, cardTypes, cards);
  for (const card of new Set(cards.map((k) => k.zone))) {
    const i = spec.deck.findIndex((d) => (d.in ?? 'deck') === card);
    const zone = zones[card];
    if (!zone) c.resolve(Codes.UnknownZone, 'zone', card, Object.keys(zones), spec.deck[i]?.in ? ['deck', i, 'in'] : ['deck', i]);
    else if (zone.scope !== 'shared' || zone.row) c.error(Codes.ZoneKind, `cards start in a shared single pile; "${card}" is not one`, ['deck', i]);
  }
  const options = checkOptions(c, spec);
  const vars = checkVars(c, spec);
  const chips = declareChips(c, spec, vars);
  const teams = checkTeams(c, spec);
  const hooks = checkHooks(c, spec, opts.hooks);
  const argNames = new Set(Object.values(spec.moves).flatMap((m) => Object.keys(m.args ?? {})));
  const defines = chipDefines(c, spec, checkDefines(c, spec.define, { zones: Object.keys(zones), argNames }));
  const base = { zones, options, vars, cardTypes, ...(defines ? { defines } : {}), ...(teams ? { teams } : {}) };
  const names: EffectNames = { vars: Object.keys(vars), phases: Object.keys(spec.phases ?? {}), hooks, ...(spec.chips ? { chips: true } : {}) };
  const global = makeScope(base);
  checkChipsExprs(c, spec, global);
  for (const [name, v] of Object.entries(spec.vars ?? {})) {
    if (v.initial !== undefined) c.expr(v.initial, global, ['vars', name, 'initial'], v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : T.number);
  }
  const drawn = [...new Set(Object.values(cardTypes).flatMap((ct) => ct.drawn ?? []))];
  for (const z of Object.values(zones)) if (z.caption !== undefined) checkCaption(c, z, z.caption, global, ['zones', z.name, 'caption'], drawn);
  const attributeNames = Object.assign({}, ...Object.values(cardTypes).map((ct) => ct.names ?? {})) as Record<string, Record<string, unknown>>;
  for (const z of Object.values(zones)) checkTableDrawing(c, z, global, attributeNames);
  const setup = checkEffects(c, spec.setup, global, names, ['setup']);
  const moves = checkMoves(c, spec, base, names, cards);
  const turn = checkTurn(c, spec.turn, global, names, ['turn']);
  const { phases, startPhase } = checkPhases(c, spec, global, names, Object.keys(moves), moves, chips);
  checkRaceMoveNames(c, spec);
  checkStages(c, spec, { turn, phases, moves });
  const triggers = checkTriggers(c, spec, global, names);
  const hands = checkHands(c, spec, global, names);
  const house = checkHouse(c, spec, global, names);
  const seatScope = withLocal(global, 'seat', T.seat);
  if (spec.eliminate !== undefined) c.expr(spec.eliminate, seatScope, ['eliminate'], T.boolean);
  // A game may end only by its turn limit (a fixed number of rounds, then scores); with neither it never ends.
  if (spec.end === undefined && spec.limit === undefined) {
    c.error(Codes.MissingKey, 'the game never ends: give it "end:" rules or a "limit:"', [], { hint: 'end: [ { when: count(deck) == 0, rank: { by: "vars.score[seat]" } } ], or limit: { turns: 40, then: { rank: { by: "vars.score[seat]" } } }' });
  }
  const end: EndDef[] = (spec.end ?? []).map((e, i) => {
    c.expr(e.when, global, ['end', i, 'when'], T.boolean);
    return { when: e.when, ...checkEnd(c, e, global, ['end', i], spec.players), ...(e.reason !== undefined ? { reason: e.reason } : {}) };
  });
  // `limit` is one more end rule, checked after the game's own.
  if (spec.limit) {
    const { turns, then } = spec.limit;
    if (!ONE_OF.some((k) => then[k] !== undefined)) {
      c.error(Codes.MissingKey, 'say how the game ends at the limit: winner, winners, loser, losers, rank or draw', ['limit', 'then'], { key: true, hint: 'e.g. then: { rank: { by: "vars.score[seat]" } } or then: { draw: alive }' });
    }
    end.push({ when: `turn > ${turns}`, ...checkEnd(c, then, global, ['limit', 'then'], spec.players), reason: then.reason ?? `The limit of ${turns} turns was reached.` });
  }
  checkHouseCalls(c, spec);
  if (c.diagnostics.length) return undefined;
  return {
    id: spec.id,
    name: spec.name,
    players: spec.players,
    ...(teams ? { teams } : {}),
    ...(chips ? { chips } : {}),
    options,
    cardTypes,
    cards,
    zones,
    vars,
    ...(defines ? { defines } : {}),
    setup,
    turn,
    phases,
    ...(startPhase ? { startPhase } : {}),
    moves,
    triggers,
    ...(hands ? { hands } : {}),
    ...(house ? { house } : {}),
    ...(spec.eliminate !== undefined ? { eliminateWhen: spec.eliminate } : {}),
    end,
    revealAtEnd: spec.revealAtEnd ?? true,
    hooks,
  };
}

function checkZones(c: Checker, spec: GameSpecOutput): Record<string, ZoneDef> {
  const out: Record<string, ZoneDef> = {};
  for (const [name, z] of Object.entries(spec.zones)) {
    if (RESERVED.includes(name)) c.error(Codes.Duplicate, `zone "${name}" hides the built-in name of the same name`, ['zones', name], { key: true });
    if (z.row?.fixed !== undefined && z.row.max !== undefined && z.row.max < z.row.fixed) {
      c.error(Codes.InvalidValue, `row max (${z.row.max}) is below fixed (${z.row.fixed})`, ['zones', name, 'row', 'max']);
    }
    out[name] = {
      name,
      scope: z.scope ?? 'shared',
      order: z.order ?? 'stack',
      visibility: z.visibility ?? 'hidden',
      ownerSeesFaceDown: z.ownerSeesFaceDown ?? false,
      showBacks: z.showBacks ?? false,
      ...(z.row ? { row: { ...z.row } } : {}),
      ...(z.capacity !== undefined ? { capacity: z.capacity } : {}),
      ...(z.label !== undefined ? { label: z.label } : {}),
      ...(z.caption !== undefined ? { caption: z.caption } : {}),
      ...(z.onTable === false || typeof z.onTable === 'string' ? { onTable: z.onTable } : {}),
      ...(z.display !== undefined ? { display: z.display } : {}),
    };
  }
  return out;
}

/**
 * A row keyed by a text attribute (`row: { by: suit }`): one pile per value the deck holds, in deck order
 * (`row.keys`), so a pile is addressed by its value. A number attribute keeps pile i for value i (its names head the
 * piles: table-drawing.ts).
 */
function keyRows(c: Checker, zones: Record<string, ZoneDef>, cardTypes: GameDef['cardTypes'], cards: GameDef['cards']): void {
  for (const zone of Object.values(zones)) {
    const by = zone.row?.by;
    if (by === undefined) continue;
    const types = Object.values(cardTypes).map((ct) => ct.attributes[by]).filter((t) => t !== undefined);
    if (!types.includes('string')) continue;
    const keys: string[] = [];
    for (const card of cards) {
      const v = card.attrs[by];
      if (typeof v === 'string' && !keys.includes(v)) keys.push(v);
    }
    const path = ['zones', zone.name, 'row'];
    if (zone.row!.max !== undefined) {
      c.error(Codes.ZoneKind, `zone "${zone.name}" is keyed by "${by}", one pile per value: it cannot open and close piles (max)`, [...path, 'max'], { hint: `row: { by: ${by} }` });
    } else if (zone.row!.fixed !== undefined && zone.row!.fixed !== keys.length) {
      c.error(Codes.ZoneKind, `zone "${zone.name}" is keyed by "${by}", which has ${keys.length} value${keys.length === 1 ? '' : 's'} in the deck (${keys.join(', ')}), not ${zone.row!.fixed}`, [...path, 'fixed'], {
        hint: `leave fixed out: row: { by: ${by} } makes one pile per value`,
      });
    }
    if (keys.length === 0) {
      c.error(Codes.CardAttribute, `zone "${zone.name}" is keyed by "${by}", but no card of the deck has a value for it`, [...path, 'by']);
      continue;
    }
    zone.row = { ...zone.row, fixed: keys.length, keys };
  }
}

function checkOptions(c: Checker, spec: GameSpecOutput): Record<string, OptionDef> {
  const out: Record<string, OptionDef> = {};
  for (const [name, o] of Object.entries(spec.options ?? {})) {
    if (o.type === 'number' && (o.min > o.max || o.default < o.min || o.default > o.max)) {
      c.error(Codes.InvalidValue, `option "${name}": default ${o.default} is not within ${o.min}..${o.max}`, ['options', name]);
    }
    if (o.type === 'number' && o.integer) {
      for (const k of ['default', 'min', 'max'] as const) {
        if (!Number.isInteger(o[k])) c.error(Codes.InvalidValue, `option "${name}" is a whole number, so its ${k} must be one, not ${o[k]}`, ['options', name, k]);
      }
    }
    if (o.type === 'enum' && !o.values.includes(o.default)) {
      c.error(Codes.InvalidValue, `option "${name}": default "${o.default}" is not one of its values`, ['options', name, 'default']);
    }
    out[name] = o as OptionDef;
  }
  return out;
}

function checkVars(c: Checker, spec: GameSpecOutput): Record<string, VarDef> {
  const out: Record<string, VarDef> = {};
  for (const [name, v] of Object.entries(spec.vars ?? {})) {
    out[name] = { type: v.type, scope: v.scope ?? 'global', initial: v.initial ?? (v.type === 'boolean' ? false : v.type === 'string' ? "''" : 0), ...(v.private ? { private: v.private } : {}) };
    if (v.private === 'owner' && (v.scope ?? 'global') !== 'player') {
      c.error(Codes.InvalidValue, `"${name}" is one value for the whole table: "private: owner" needs a per-seat variable (scope: player)`, ['vars', name, 'private'], { hint: 'private: server keeps it from every seat' });
    }
  }
  return out;
}

function checkHooks(c: Checker, spec: GameSpecOutput, implemented: readonly string[] | undefined): string[] {
  const declared = spec.hooks ?? [];
  const seen = new Set<string>();
  declared.forEach((h, i) => {
    if (seen.has(h)) c.error(Codes.Duplicate, `hook "${h}" is listed twice`, ['hooks', i]);
    seen.add(h);
    if (implemented) c.resolve(Codes.UnknownHook, 'hook (not exported by the game\'s hooks.ts)', h, implemented, ['hooks', i]);
  });
  return declared;
}

function checkTurn(c: Checker, t: GameSpecOutput['turn'], scope: Scope, names: EffectNames, path: Path): TurnDef {
  if (t?.first !== undefined) c.expr(t.first, scope, [...path, 'first'], T.number);
  if (t?.next !== undefined) c.expr(t.next, scope, [...path, 'next'], T.number);
  return {
    ...(t?.first !== undefined ? { first: t.first } : {}),
    ...(t?.next !== undefined ? { next: t.next } : {}),
    ...(t?.maxMoves !== undefined ? { maxMoves: t.maxMoves } : {}),
    onBegin: checkEffects(c, t?.onBegin, scope, names, [...path, 'onBegin']),
    endWhenStuck: t?.endWhenStuck ?? false,
    canPass: t?.canPass ?? false,
    ...(t?.stages ? { stages: checkStageList(c, t, path) } : {}),
  };
}

function checkPhases(
  c: Checker,
  spec: GameSpecOutput,
  scope: Scope,
  names: EffectNames,
  moveNames: string[],
  moves: GameDef['moves'],
  chips?: GameDef['chips'],
): { phases: Record<string, PhaseDef>; startPhase?: string } {
  const phases: Record<string, PhaseDef> = {};
  const entries = Object.entries(spec.phases ?? {});
  const starts = entries.filter(([, p]) => p.start).map(([n]) => n);
  if (entries.length > 0 && starts.length !== 1) {
    c.error(Codes.FlowStart, starts.length === 0 ? 'no phase has "start: true"' : `several phases start: ${starts.join(', ')}`, ['phases'], {
      key: true,
      hint: 'mark exactly one phase with start: true',
    });
  }
  // The betting moves are made once, for every betting round.
  let betsMade = false;
  for (const [name, p] of entries) {
    const path = ['phases', name];
    const race = checkRace(c, name, p, scope, names);
    const passing = checkPass(c, name, p, scope, Object.keys(moves));
    if (passing) {
      moves[passing.move.name] = passing.move;
      moveNames.push(passing.move.name);
    }
    const bidding = checkBid(c, name, p, scope, Object.keys(moves));
    for (const m of bidding?.moves ?? []) {
      moves[m.name] = m;
      moveNames.push(m.name);
    }
    const betting = checkBet(c, name, p, scope, chips);
    if (betting && chips && !betsMade) {
      betsMade = true;
      for (const m of betMoves(c, chips, moveNames, scope, [...path, 'bet']) ?? []) {
        moves[m.name] = m;
        moveNames.push(m.name);
      }
    }
    // A bidding (betting) round ends once every seat in play has bid (acted), or sooner by the phase's own endIf.
    const roundEnd = bidding?.endIf ?? betting?.endIf;
    const endIf = roundEnd !== undefined ? (p.endIf !== undefined ? `(${String(p.endIf)}) or ${roundEnd}` : roundEnd) : p.endIf;
    (p.moves ?? []).forEach((m, i) => {
      if (c.resolve(Codes.UnknownMove, 'move', m, moveNames, [...path, 'moves', i]) && p.simultaneous) moves[m]!.simultaneous = true;
    });
    if (p.next !== undefined) c.resolve(Codes.UnknownPhase, 'phase', p.next, names.phases, [...path, 'next']);
    if (p.endIf !== undefined) c.expr(p.endIf, scope, [...path, 'endIf'], T.boolean);
    phases[name] = {
      name,
      ...(p.label !== undefined ? { label: p.label } : {}),
      start: p.start ?? false,
      moves: passing ? [passing.move.name] : bidding ? bidding.moves.map((m) => m.name) : betting ? [...BET_MOVES] : (p.moves ?? []),
      simultaneous: passing ? true : (p.simultaneous ?? false),
      ...(passing ? { maxMovesEach: 1 } : p.maxMovesEach !== undefined ? { maxMovesEach: p.maxMovesEach } : {}),
      onBegin: [...(betting?.onBegin ?? []), ...checkEffects(c, p.onBegin, scope, names, [...path, 'onBegin'])],
      onEnd: checkEffects(c, p.onEnd, scope, names, [...path, 'onEnd']),
      ...(endIf !== undefined ? { endIf } : {}),
      ...(p.next !== undefined ? { next: p.next } : {}),
      ...(p.turn ? { turn: checkTurn(c, p.turn, scope, names, [...path, 'turn']) } : betting ? { turn: betting.turn } : {}),
      ...(betting && p.bet ? { bet: { first: p.bet.first } } : {}),
      ...(race ? { race } : {}),
      ...(passing ? { pass: passing.pass } : {}),
    };
  }
  return { phases, ...(starts.length === 1 ? { startPhase: starts[0] } : {}) };
}

function checkTriggers(c: Checker, spec: GameSpecOutput, scope: Scope, names: EffectNames): TriggerDef[] {
  return (spec.triggers ?? []).map((t, i) => {
    const path = ['triggers', i];
    let s = scope;
    let zone;
    if (t.zone !== undefined) {
      zone = checkZoneRef(c, t.zone, scope, [...path, 'zone'], { pileOptional: true, seatOptional: true });
      s = withLocal(withLocal(withLocal(scope, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat);
    }
    c.expr(t.when, s, [...path, 'when'], T.boolean);
    return { ...(zone ? { zone } : {}), when: t.when, do: checkEffects(c, t.do, s, names, [...path, 'do']), src: c.pos(path) };
  });
}

/** The keys the schema allows at `path`, for "did you mean" on an unknown key. */
function knownKeysAt(schema: z.ZodType, path: Path, value: unknown): string[] {
  let s: unknown = schema;
  let v: unknown = value;
  const unwrap = (x: unknown): unknown => {
    let cur = x as { _zod?: { def: Record<string, unknown> } };
    for (let i = 0; i < 20 && cur?._zod; i++) {
      const d = cur._zod.def;
      if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default') cur = d.innerType as typeof cur;
      else if (d.type === 'lazy') cur = (d.getter as () => typeof cur)();
      else if (d.type === 'pipe') cur = d.in as typeof cur;
      else break;
    }
    return cur;
  };
  const objectKeys = (x: unknown, val: unknown): string[] | undefined => {
    const d = (unwrap(x) as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (d.type === 'object') return Object.keys(d.shape as object);
    if (d.type === 'union') {
      let fallback: string[] | undefined;
      for (const o of d.options as unknown[]) {
        const keys = objectKeys(o, val);
        if (keys && (typeof val !== 'object' || val === null || Object.keys(val).some((k) => keys.includes(k)))) return keys;
        fallback ??= keys;
      }
      // No option shares a key with the value (a misspelt effect, `mvoe:`): suggest from the mapping's keys.
      if (fallback && typeof val === 'object' && val !== null) return fallback;
    }
    return undefined;
  };
  for (const step of path) {
    const d = (unwrap(s) as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (d.type === 'object') s = (d.shape as Record<string, unknown>)[String(step)];
    else if (d.type === 'record') s = d.valueType;
    else if (d.type === 'array') s = d.element;
    else if (d.type === 'union' && typeof step === 'number') {
      // An entry of a list that may also be written as one value (a move's `then:`: a stage, or a list of branches).
      const list = (d.options as unknown[]).map((o) => (unwrap(o) as { _zod: { def: Record<string, unknown> } })._zod.def).find((o) => o.type === 'array');
      s = list?.element;
    } else if (d.type === 'union') {
      const opt = (d.options as unknown[]).find((o) => objectKeys(o, v)?.includes(String(step)));
      s = opt ? ((unwrap(opt) as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape[String(step)]) : undefined;
    } else return [];
    if (!s) return [];
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[String(step)] : undefined;
  }
  return objectKeys(s, v) ?? [];
}
