/**
 * The `deal` effect as generated JavaScript (`new Function`), one function per effect of a game, beside its closure
 * in deal.ts (`dealFn`), which stays the reference and what runs where code generation is off (the browser,
 * `DECKHAND_NO_CODEGEN=1`). Build Up deals one card onto each of the mover's hand piles at every turn start.
 *
 * What the closure finds per call, this writes in: the target's shape (a seat's pile, a seat's row, every seat round
 * the table, a shared pile or row) as plain loops that collect the target piles themselves instead of location
 * objects looked up again one by one; the target's order and face; the refill only where the effect has one, and,
 * where it refills from one shared pile, that pile's size read before calling the refill (an empty pile gives no
 * cards: the refill would find the same after resolving its reference and making its lists). Since session 15 (Build
 * Up's turn start, measured with the rest of branch `turnflow` in docs/benchmarks.md): one seat's whole row is walked
 * in place (no list of piles per deal), a literal count is written in, a shared source is read in place, seats are
 * listed only for `lastTo`, `G.faceUp` is made writable once per deal, and the changes are counted once.
 *
 * Same semantics as `dealFn`, step for step: the source pile first, then the count, then the targets (all named
 * before the first card moves), cards from the top, rounds of one card per pile, a refill when the source runs out,
 * `DealShort` during setup (generated-action.test.ts plays every shape both ways; deal-gen.test.ts runs each shape
 * both ways on the same tables and compares the changes counted too).
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import { Consts, key } from '../../expr/compile/codegen';
import type { Effect, EffectOp } from '../../ir/types';
import type { EffectsFn } from './exec';
import { refillFrom, touched, type Exec } from './exec';
import { writable } from '../state/card-maps';
import { alive, DealShort, refPileFn, refSeatFn, type Program } from '../program';
import type { Pile } from '../state/state';
import { putCards } from '../state/zones';

type DealOp = Extract<EffectOp, { op: 'deal' }>;

/**
 * Statements that push every target pile of one round onto `piles` (undefined where the closure's location names
 * no pile, so the same card fails at the same step) and, where `lastTo` reads them, its seat onto `seats`, in the
 * closure's order.
 */
function targetSource(p: Program, e: DealOp, scope: Scope, k: Consts): { src: string; seatOf: string } {
  const ref = e.to;
  const zone = p.def.zones[ref.zone]!;
  const z = `G.zones[${key(ref.zone)}]`;
  const eachPile = e.eachPile === true;
  const push = (pile: string, seat: string) => (e.lastTo !== undefined ? `piles.push(${pile}); seats.push(${seat});` : `piles.push(${pile});`);
  if (zone.scope === 'player' && ref.seat === undefined) {
    // Every seat round the table from `startAt` (default the first seat still in), each seat's pile or piles.
    const startFn = e.startAt !== undefined ? k.add(p.expr(e.startAt, scope, T.number)) : undefined;
    const seatPiles = zone.row
      ? eachPile
        ? `{ const row = perSeat[seat]; const n = row === undefined ? 0 : row.length; for (let pi = 0; pi < n; pi++) { ${push('row[pi]', 'seat')} } }`
        : `{ const row = perSeat[seat]; ${push('row === undefined ? undefined : row[0]', 'seat')} }`
      : push('perSeat[seat]', 'seat');
    const src = [
      'const piles = [];',
      e.lastTo !== undefined ? 'const seats = [];' : '',
      `const perSeat = ${z};`,
      'const order = alive(G, e.numPlayers);',
      `const start = ${startFn ? `Number(${startFn}(e))` : '(order[0] ?? 0)'};`,
      'const first = Math.max(0, order.indexOf(start));',
      `for (let i = 0; i < order.length; i++) { const seat = order[(first + i) % order.length]; ${seatPiles} }`,
    ].join('\n');
    return { src, seatOf: 'seats[t]' };
  }
  const seatFn = refSeatFn(p, ref, scope);
  const pileFn = refPileFn(p, ref, scope);
  const everyPile = pileFn === '*' || pileFn === undefined;
  const pf = typeof pileFn === 'function' ? k.add(pileFn) : undefined;
  if (zone.row && zone.scope === 'player' && typeof seatFn === 'function' && everyPile && eachPile && e.refill?.zone !== ref.zone) {
    // One seat's whole row, a card onto each pile (Build Up's turn start): the row itself is the list of targets.
    // Nothing the deal does changes which piles the row holds (only a refill from this very zone removes empty
    // piles, and this one refills from elsewhere), so the loop reads the row as it was when the deal began, and no
    // list of piles (nor of seats) is made per deal: that was two arrays and their growth at every turn start.
    const src = `const perSeat = ${z}; const seat = Number(${k.add(seatFn)}(e)); const held = Number.isInteger(seat) ? perSeat[seat] : undefined; const piles = held === undefined ? NO_PILES : held;`;
    return { src, seatOf: 'seat' };
  }
  /** One row's named piles (`row` may be undefined: a seat out of range). */
  const rowPiles = (row: string, seat: string): string => {
    if (everyPile) return `{ const row = ${row}; const n = row === undefined ? 0 : row.length; for (let pi = 0; pi < n; pi++) { ${push('row[pi]', seat)} } }`;
    return `{ const row = ${row}; const pi = Number(${pf!}(e)); ${push('row !== undefined && Number.isInteger(pi) ? row[pi] : undefined', seat)} }`;
  };
  let body: string;
  if (zone.scope !== 'player') body = zone.row ? rowPiles(z, 'undefined') : push(z, 'undefined');
  else {
    // A seat's holding: its pile, or its row (read only for a whole number, as the locations are).
    const held = (seat: string) => `(Number.isInteger(${seat}) ? perSeat[${seat}] : undefined)`;
    const oneSeat = (seat: string) => (zone.row ? rowPiles(held(seat), seat) : push(held(seat), seat));
    if (seatFn === '*') body = `{ const perSeat = ${z}; const order = alive(G, e.numPlayers); for (let i = 0; i < order.length; i++) { const seat = order[i]; ${oneSeat('seat')} } }`;
    else body = `{ const perSeat = ${z}; const seat = Number(${k.add(seatFn)}(e)); ${oneSeat('seat')} }`;
  }
  if (!eachPile) body += `\nif (piles.length > 1) { piles.length = 1;${e.lastTo !== undefined ? ' seats.length = 1;' : ''} }`;
  return { src: ['const piles = [];', e.lastTo !== undefined ? 'const seats = [];' : '', body].join('\n'), seatOf: 'seats[t]' };
}

/** No piles to deal onto (a seat out of range): read, never written. */
const NO_PILES: readonly Pile[] = Object.freeze([]);

/**
 * The generated form of one `deal` effect; `sourceOf` finds the one pile it deals from (effects.ts's
 * `onePileFn`). Throws if the text does not compile; the caller then keeps the closure.
 */
export function generatedDeal(p: Program, e: Effect & DealOp, scope: Scope, sourceOf: (x: Exec, env: Env) => Pile): EffectsFn {
  const def = p.def;
  const toZone = def.zones[e.to.zone]!;
  const fromZone = def.zones[e.from.zone]!;
  const k = new Consts();
  k.add(sourceOf, 'sourceOf');
  k.add(toZone, 'toZone');
  k.add(alive, 'alive');
  k.add(putCards, 'putCards');
  k.add(refillFrom, 'refillFrom');
  k.add(writable, 'writable');
  k.add(touched, 'touched');
  k.add(DealShort, 'DealShort');
  k.add(e, 'op');
  k.add(scope, 'scope');
  k.add(e.refill, 'ref');
  k.add(NO_PILES, 'NO_PILES');
  const countAll = e.count === 'all';
  // A shared pile that is not a row is `G.zones[name]` itself (what `onePileFn` returns for it), read in place.
  const shared = fromZone.scope !== 'player' && !fromZone.row;
  const lines: string[] = ['const G = e.G;', `const source = ${shared ? `G.zones[${key(e.from.zone)}]` : 'sourceOf(x, e)'};`];
  if (countAll) lines.push('const per = Infinity;');
  // A literal count is written in: `Number(1)` is 1, and the compiled expression's call is gone.
  else if (typeof e.count === 'number' && Number.isFinite(e.count)) lines.push(`const per = ${String(e.count)};`);
  else lines.push(`const per = Number(${k.add(p.expr(e.count, scope, T.number))}(e));`);
  const targets = targetSource(p, e, scope, k);
  lines.push(targets.src);
  lines.push(`const need = ${countAll ? 'source.length' : 'per * piles.length'};`, 'const have = source.length;', 'let last;');
  // The cards dealt, counted once at the end (or before a throw) instead of a `touched` call per card.
  lines.push('let dealt = 0;', 'let faces;');
  lines.push(`outer: for (let round = 0; ${countAll ? 'source.length > 0' : 'round < per'}; round++) {`, 'for (let t = 0; t < piles.length; t++) {');
  if (countAll) lines.push('if (source.length === 0) break outer;');
  const keep = e.refillKeep === undefined ? 'undefined' : JSON.stringify(e.refillKeep);
  let refill = 'false';
  if (e.refill !== undefined) {
    const from = def.zones[e.refill.zone]!;
    const call = `refillFrom(x, e, scope, source, ref, ${keep})`;
    // One shared pile with no more than `keep` cards gives none: the refill would return false after looking.
    refill = from.scope !== 'player' && !from.row ? `(G.zones[${key(e.refill.zone)}].length > ${e.refillKeep ?? 0} && ${call})` : call;
  }
  lines.push(`if (source.length === 0 && !${refill}) {`, 'if (x.setup) { touched(x, dealt); throw new DealShort(op, need, have); }', 'break outer;', '}');
  lines.push('const card = source.pop();', 'const pile = piles[t];');
  lines.push(toZone.order === 'set' ? 'putCards(pile, toZone, [card]);' : 'pile.push(card);');
  // `setCardFace` inlined, with `G.faceUp` made writable once per deal (on the first card that turns) rather than
  // asked of `writable` for every card, which looks the map up in the set of shared maps each time: the map it
  // returns stays this state's own for the rest of the deal (a refill's `setFace` gets the same one).
  lines.push(
    e.faceUp === true ? 'if (!G.faceUp[card]) (faces ??= writable(G, "faceUp"))[card] = true;' : 'if (G.faceUp[card]) delete (faces ??= writable(G, "faceUp"))[card];',
    'dealt++;',
  );
  if (e.lastTo) lines.push(`last = ${targets.seatOf};`);
  lines.push('}', '}', 'touched(x, dealt);');
  if (e.lastTo) lines.push(`if (last !== undefined) G.vars[${key(e.lastTo)}] = last;`);
  return k.make<EffectsFn>(`return function deal(x, e) {\n${lines.join('\n')}\n};`);
}
