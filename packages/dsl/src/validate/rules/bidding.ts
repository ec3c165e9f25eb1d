/**
 * A phase's `bid:` checked and turned into what the engine already runs: one generated move per way of bidding
 * (a number, and nil when the game has it), each offered only in its phase, setting the seat's bid and ending the
 * turn; the phase ends once every seat in play has bid (`movesInPhase`). The constraints become the moves'
 * preconditions, so a bot lists only legal bids and the page offers only those.
 */
import { Codes } from '../../diagnostics/codes';
import { describeCondition } from '../../expr/describe';
import { moveScope } from '../../expr/move-scope';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ArgDef, Effect, Expr, MoveDef } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

type PhaseSpec = NonNullable<GameSpecOutput['phases']>[string];

/** The last bidder: every other seat in play has bid in this phase. */
const LAST = 'all(alive, seat == self or movesInPhase(seat) > 0)';
/** Every seat in play has bid: the round is over. */
export const ALL_BID = 'all(alive, movesInPhase(seat) > 0)';

const text = (e: Expr) => (typeof e === 'string' ? e : String(e));

export function checkBid(c: Checker, phase: string, p: PhaseSpec, scope: Scope, takenMoves: readonly string[]): { moves: MoveDef[]; endIf: string } | undefined {
  const b = p.bid;
  if (!b) return undefined;
  const path: Path = ['phases', phase, 'bid'];
  let ok = true;
  if (p.moves !== undefined || p.pass !== undefined || p.race !== undefined || p.simultaneous) {
    c.error(Codes.InvalidValue, 'a bidding phase offers its own moves, one seat at a time: it has no "moves", "pass", "race" or "simultaneous"', path, {
      key: true,
      hint: 'put other moves in a phase of their own (next: play)',
    });
    ok = false;
  }
  const perSeat = (name: string, type: 'number' | 'boolean', key: string): boolean => {
    if (!c.resolve(Codes.UnknownVar, 'variable', name, Object.keys(scope.def.vars), [...path, key])) return false;
    const v = scope.def.vars[name]!;
    if (v.scope !== 'player' || v.type !== type) {
      c.error(Codes.InvalidValue, `"${name}" keeps ${key === 'nil' ? 'whether each seat bid nil' : 'each seat\'s bid'}: it must be a per-seat ${type} variable`, [...path, key], {
        hint: `declare it ${name}: { type: ${type}, scope: player${type === 'number' ? ', initial: 0' : ''} } and reset it per hand (hands.reset)`,
      });
      return false;
    }
    if (v.private !== undefined) {
      c.error(Codes.InvalidValue, `bids are said aloud: "${name}" may not be private`, [...path, key], { hint: 'remove private:' });
      return false;
    }
    return true;
  };
  ok = perSeat(b.var, 'number', 'var') && ok;
  if (b.nil !== undefined) ok = perSeat(b.nil, 'boolean', 'nil') && ok;
  const name = b.move ?? 'bid';
  const nilName = `${name}Nil`;
  for (const [n, key] of [[name, 'move'], ...(b.nil !== undefined ? [[nilName, 'nil']] : [])] as [string, string][]) {
    if (takenMoves.includes(n)) {
      c.error(Codes.Duplicate, `the bidding move "${n}" has the name of another move`, b.move !== undefined ? [...path, key] : path, {
        key: b.move === undefined,
        hint: 'name it with move: (e.g. move: call)',
      });
      ok = false;
    }
  }
  const min: Expr = b.min ?? 0;
  const plain = moveScope(scope.def, []);
  c.expr(min, plain, [...path, 'min'], T.number);
  c.expr(b.max, plain, [...path, 'max'], T.number);
  // The constraints read the amount as `bid`, like an argument of the move.
  const arg = (lo: Expr, hi: Expr): ArgDef => ({ name: 'bid', type: 'number', min: lo, max: hi, label: 'bid' });
  const bidScope = moveScope(scope.def, [arg(min, b.max)]);
  if (b.if) c.expr(b.if.if, bidScope, [...path, 'if', 'if'], T.boolean);
  if (b.last) c.expr(b.last.if, bidScope, [...path, 'last', 'if'], T.boolean);
  if (!ok) return undefined;
  const conds = [
    'movesInPhase(self) == 0',
    ...(b.if ? [`(${text(b.if.if)})`] : []),
    ...(b.last ? [`(not ${LAST} or (${text(b.last.if)}))`] : []),
  ];
  const cond = conds.join(' and ');
  // Why a seat may not bid at all (every amount refused): the game's words, the last bidder's first.
  const unless = b.last?.unless ?? b.if?.unless ?? (b.last || b.if ? describeCondition(text((b.last ?? b.if)!.if), { def: scope.def, args: [arg(min, b.max)] }) : undefined);
  const make = (moveName: string, label: string, args: ArgDef[], effects: Effect[], log: string): MoveDef => ({
    name: moveName,
    label,
    args,
    if: cond,
    ...(unless !== undefined ? { unless } : {}),
    do: [...effects, { op: 'endTurn' }],
    simultaneous: false,
    secretArgs: false,
    serverOnly: false,
    onlyIn: phase,
    log,
  });
  const label = b.label ?? 'Bid';
  const moves = [
    make(
      name,
      label,
      [arg(min, b.max)],
      [{ op: 'set', var: b.var, seat: 'self', value: 'bid' }, ...(b.nil !== undefined ? [{ op: 'set', var: b.nil, seat: 'self', value: false } as Effect] : [])],
      '{self} bids {bid}',
    ),
  ];
  if (b.nil !== undefined) {
    // Nil is a bid of 0 that says so: the same constraints see it as 0 (an argument that can only be 0).
    moves.push(
      make(nilName, `${label} nil`, [arg(0, 0)], [{ op: 'set', var: b.var, seat: 'self', value: 0 }, { op: 'set', var: b.nil, seat: 'self', value: true }], '{self} bids nil'),
    );
  }
  return { moves, endIf: ALL_BID };
}
