/**
 * Chips, bets and pots (`chips:`, a phase's `bet:`, the effects `post:` and `settle:`), checked and turned into what
 * the engine already runs, as `bid:` is (validate/rules/bidding.ts):
 *
 * - `chips:` declares the chip variables (ir/chips.ts), every seat sees them, and names the betting state with
 *   definitions any expression may call: `topBet`, `toCall`, `inHand`, `canBet`, `pot`, `roundOver`.
 * - A phase's `bet:` is a betting round: the generated moves `fold`, `check`, `call`, `bet`, `raise` and `allIn`, each
 *   with its precondition (so bots and the page list only legal actions, and a refused one says why) and its chips
 *   moved by plain `set` effects; the turn order passes over seats that folded or are all in; the round ends when
 *   `roundOver` holds (every seat that can still bet has acted and matched the highest bet, or one seat is left).
 * - `post:` and `settle:` are effects of their own (runtime/effects/pots.ts), run alike by both engines.
 */
import { Codes } from '../../diagnostics/codes';
import type { Scope } from '../../expr/scope';
import { moveScope } from '../../expr/move-scope';
import { T } from '../../expr/types';
import { BET_MOVES, CHIP_VARS } from '../../ir/chips';
import type { ArgDef, ChipsDef, DefineDef, Effect, Expr, MoveDef, TurnDef, VarDef } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

const { chips: C, bet: B, inPot: P, folded: F, raiseBy: R } = CHIP_VARS;
const text = (e: Expr) => `(${typeof e === 'string' ? e : String(e)})`;

/** The definitions `chips:` adds: the betting state, by name, for any expression (the generated moves use them too). */
export const CHIP_DEFINES: Record<string, string> = {
  topBet: `max(seats as betSeat, vars.${B}[betSeat])`,
  toCall: `topBet - vars.${B}[self]`,
  inHand: `filter(alive as betSeat, not vars.${F}[betSeat])`,
  canBet: `filter(alive as betSeat, not vars.${F}[betSeat] and vars.${C}[betSeat] > 0)`,
  pot: `sum(seats as betSeat, vars.${P}[betSeat])`,
  roundOver: `count(inHand) <= 1 or all(canBet as betSeat, vars.${B}[betSeat] == topBet and (movesInPhase(betSeat) > 0 or count(canBet) == 1))`,
};

/** The chip variables, declared for a game with `chips:`; a name the spec already uses for a variable is refused. */
export function declareChips(c: Checker, spec: GameSpecOutput, vars: Record<string, VarDef>): ChipsDef | undefined {
  const k = spec.chips;
  if (!k) return undefined;
  const mine: Record<string, VarDef> = {
    [C]: { type: 'number', scope: 'player', initial: k.start },
    [B]: { type: 'number', scope: 'player', initial: 0 },
    [P]: { type: 'number', scope: 'player', initial: 0 },
    [F]: { type: 'boolean', scope: 'player', initial: false },
    [R]: { type: 'number', scope: 'global', initial: k.min ?? 1 },
  };
  let ok = true;
  for (const [name, v] of Object.entries(mine)) {
    if (Object.hasOwn(vars, name)) {
      c.error(Codes.Duplicate, `"chips:" declares the variable "${name}" itself; the game declares one of that name too`, ['vars', name], {
        key: true,
        hint: `remove it from vars: and read the chips' own (vars.${name}[seat])`,
      });
      ok = false;
      continue;
    }
    vars[name] = v;
  }
  if (!ok) return undefined;
  return { start: k.start, min: k.min ?? 1, ...(k.max !== undefined ? { max: k.max } : {}) };
}

/** The definitions of CHIP_DEFINES, added to the game's own; a name the game defines already is refused. */
export function chipDefines(c: Checker, spec: GameSpecOutput, defines: Record<string, DefineDef> | undefined): Record<string, DefineDef> | undefined {
  if (!spec.chips) return defines;
  const out: Record<string, DefineDef> = Object.assign(Object.create(null) as Record<string, DefineDef>, defines ?? {});
  for (const [name, body] of Object.entries(CHIP_DEFINES)) {
    const taken = Object.keys(spec.define ?? {}).find((k) => k === name || k.startsWith(`${name}(`));
    if (taken !== undefined) {
      c.error(Codes.Duplicate, `"chips:" defines "${name}" itself (${body}); the game defines it too`, ['define', taken], { key: true, hint: 'rename yours' });
      continue;
    }
    out[name] = { name, params: [], body };
  }
  return out;
}

/** The chips' own expressions, in the game's scope. */
export function checkChipsExprs(c: Checker, spec: GameSpecOutput, global: Scope): void {
  const k = spec.chips;
  if (!k) return;
  c.expr(k.start, global, ['chips', 'start'], T.number);
  if (k.min !== undefined) c.expr(k.min, global, ['chips', 'min'], T.number);
  if (k.max !== undefined) c.expr(k.max, global, ['chips', 'max'], T.number);
}

type PhaseSpec = NonNullable<GameSpecOutput['phases']>[string];

export interface BetPhase {
  turn: TurnDef;
  onBegin: Effect[];
  endIf: string;
}

/** A phase's `bet:`: its turn order, the effects that open the round, and when it is over. */
export function checkBet(c: Checker, phase: string, p: PhaseSpec, scope: Scope, chips: ChipsDef | undefined): BetPhase | undefined {
  const b = p.bet;
  if (!b) return undefined;
  const path: Path = ['phases', phase, 'bet'];
  if (!chips) {
    c.error(Codes.MissingKey, 'a betting round needs the game\'s chips: declare "chips:" (each seat\'s starting stack, the smallest bet)', path, {
      key: true,
      hint: 'chips: { start: 100, min: 2 }',
    });
    return undefined;
  }
  const others = (['moves', 'pass', 'race', 'simultaneous', 'bid', 'turn'] as const).filter((key) => p[key] !== undefined && p[key] !== false);
  if (others.length > 0) {
    c.error(Codes.InvalidValue, `a betting round offers its own moves, one seat at a time, in its own order: it has no ${others.map((o) => `"${o}"`).join(', ')}`, ['phases', phase, others[0]!], {
      key: true,
      hint: 'say who acts first with bet: { first: … }, and put other moves in a phase of their own',
    });
    return undefined;
  }
  c.expr(b.first, scope, [...path, 'first'], T.seat);
  const first = text(b.first);
  // The first seat clockwise from `from` that can still bet; `from` itself when none can (the round is over at once).
  const from = (start: string) => `count(canBet) > 0 ? filter(turnOrder(${start}) as betSeat, contains(canBet, betSeat))[0] : ${start}`;
  return {
    turn: { first: from(first), next: from('next(current)'), onBegin: [], endWhenStuck: false, canPass: false },
    onBegin: [
      { op: 'forEachSeat', do: [{ op: 'set', var: B, seat: 'seat', value: 0 }] },
      { op: 'set', var: R, value: chips.min },
    ],
    endIf: 'roundOver',
  };
}

/** The moves every betting round offers (one set for the game, listed by each betting phase). */
export function betMoves(c: Checker, chips: ChipsDef, takenMoves: readonly string[], scope: Scope, path: Path): MoveDef[] | undefined {
  const clash = BET_MOVES.filter((m) => takenMoves.includes(m));
  if (clash.length > 0) {
    c.error(Codes.Duplicate, `a betting round offers the moves ${BET_MOVES.join(', ')}; the game has a move named ${clash.map((m) => `"${m}"`).join(', ')} too`, ['moves', clash[0]!], {
      key: true,
      hint: 'rename the game\'s move',
    });
    return undefined;
  }
  const min = text(chips.min);
  const max = chips.max !== undefined ? text(chips.max) : undefined;
  const stack = `vars.${C}[self]`;
  const mine = `vars.${B}[self]`;
  /** A raise is open to a seat that has not acted this round, or to one facing at least a full raise since it did. */
  const reopened = `(movesInPhase(self) == 0 or toCall >= vars.${R})`;
  const put = (amount: string): Effect[] => [
    { op: 'set', var: P, seat: 'self', value: `vars.${P}[self] + ${amount}` },
    { op: 'set', var: C, seat: 'self', value: `${stack} - ${amount}` },
  ];
  const make = (name: string, label: string, cond: string, unless: string, args: ArgDef[], effects: Effect[], log: string): MoveDef => ({
    name,
    label,
    args,
    if: cond,
    unless,
    do: [...effects, { op: 'endTurn' }],
    simultaneous: false,
    secretArgs: false,
    serverOnly: false,
    log,
  });
  const num = (name: string, label: string, lo: string, hi: string): ArgDef => ({ name, type: 'number', min: lo, max: hi, label });
  const moves = [
    make('fold', 'Fold', 'toCall > 0', 'There is no bet to call: check instead.', [], [{ op: 'set', var: F, seat: 'self', value: true }], '{self} folds'),
    make('check', 'Check', 'toCall == 0', 'There is a bet to call.', [], [], '{self} checks'),
    make(
      'call',
      'Call',
      `toCall > 0 and ${stack} > toCall`,
      'There is no bet to call, or calling takes every chip you have: go all in.',
      [],
      // What to call is read before the bet changes: chips in first, the bet last.
      [...put('toCall'), { op: 'set', var: B, seat: 'self', value: 'topBet' }],
      '{self} calls {vars.bet[self]}',
    ),
    make(
      'bet',
      'Bet',
      `topBet == 0 and ${stack} > ${min}`,
      'Only when nobody has bet this round and you hold more than the smallest bet.',
      [num('amount', 'chips', min, max !== undefined ? `min(${stack} - 1, ${max})` : `${stack} - 1`)],
      [{ op: 'set', var: R, value: 'amount' }, ...put('amount'), { op: 'set', var: B, seat: 'self', value: 'amount' }],
      '{self} bets {amount}',
    ),
    make(
      'raise',
      'Raise to',
      `topBet > 0 and ${reopened} and ${stack} + ${mine} > topBet + vars.${R}${max !== undefined ? ` and vars.${R} <= ${max}` : ''}`,
      'Only when there is a bet, you have not acted since the last full raise, and you hold more than a full raise.',
      [num('to', 'total bet', `topBet + vars.${R}`, max !== undefined ? `min(${stack} + ${mine} - 1, topBet + ${max})` : `${stack} + ${mine} - 1`)],
      [
        { op: 'set', var: R, value: 'to - topBet' },
        ...put(`(to - ${mine})`),
        { op: 'set', var: B, seat: 'self', value: 'to' },
      ],
      '{self} raises to {to}',
    ),
    make(
      'allIn',
      'All in',
      `${stack} > 0 and (${stack} + ${mine} <= topBet or (topBet == 0 or ${reopened})${max !== undefined ? ` and ${stack} + ${mine} <= topBet + ${max}` : ''})`,
      max !== undefined ? 'Only when you hold chips, and all of them are within the betting limit.' : 'Only when you hold chips and may still raise.',
      [],
      [
        // A full raise (at least the last one) sets the next minimum; less does not reopen the betting.
        { op: 'set', var: R, value: `max(vars.${R}, ${stack} + ${mine} - topBet)` },
        { op: 'set', var: P, seat: 'self', value: `vars.${P}[self] + ${stack}` },
        { op: 'set', var: B, seat: 'self', value: `${mine} + ${stack}` },
        { op: 'set', var: C, seat: 'self', value: 0 },
      ],
      '{self} goes all in, {vars.bet[self]} this round',
    ),
  ];
  // The generated text is checked like the spec's own: a mistake here is a diagnostic, not a failure in play.
  for (const m of moves) {
    const s = moveScope(scope.def, m.args);
    c.expr(m.if!, s, path, T.boolean);
    for (const a of m.args) if (a.type === 'number') for (const bound of [a.min, a.max]) c.expr(bound, s, path, T.number);
  }
  return moves;
}
