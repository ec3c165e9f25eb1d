/**
 * The `move` effect as generated JavaScript (`new Function`), one function per effect of a game, beside its closure
 * in effects.ts (`moveFn`), which stays the reference and what runs where code generation is off (the browser,
 * `DECKHAND_NO_CODEGEN=1`).
 *
 * Why: the closure is one body shared by every move effect of every game, so its calls (the `where:` condition, the
 * pile walk's visitor, the target pile) are megamorphic sites and its options (reveal, the bookkeeping a game keeps,
 * the zone's shape) are read on every call. Here each effect gets its own body: what is known when the game is
 * compiled is written into the text (the source zone's shape walked by plain loops, no visitor closure; branches
 * that cannot run left out; the target's order and face), and what is not (the condition, the count, the target
 * pile, the refill) is called as its compiled function, passed in as a constant, so each call site sees one target
 * and V8 can inline it.
 *
 * Same semantics as `moveFn`, statement for statement: the same cards in the same order, the same errors, the same
 * bookkeeping (generated-action.test.ts plays every form both ways).
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { withLocal } from '../../expr/scope';
import { T } from '../../expr/types';
import { Consts, key } from '../../expr/compile/codegen';
import type { EffectOp, SourceRef, ZoneRef } from '../../ir/types';
import type { Exec } from './exec';
import { refillFrom } from './exec';
import { InvalidMove, refPileFn, refSeatFn, type Fn, type Program } from '../program';
import type { Pile } from '../state/state';
import { findCard, putCards, takeAt } from '../state/zones';
import { writable, writableFaceUp, writablePlayedBy } from '../state/card-maps';

type MoveOp = Extract<EffectOp, { op: 'move' }>;
type EffectsFn = (x: Exec, env: Env) => void;

/**
 * The loops over the piles `ref` names, in the order `pileWalkerOf` visits them (resolve-ref.ts), with `body`
 * (statements over `pile` and `seat`) written inside: no visitor closure and no call per pile.
 */
export function walkSource(p: Program, ref: ZoneRef, scope: Scope, k: Consts, body: string): string {
  const zone = p.def.zones[ref.zone]!;
  const seatFn = refSeatFn(p, ref, scope);
  const pileFn = refPileFn(p, ref, scope);
  const everySeat = seatFn === '*' || seatFn === undefined;
  const everyPile = pileFn === '*' || pileFn === undefined;
  const z = `G.zones[${key(ref.zone)}]`;
  const rowWalk = (row: string, seat: string): string => {
    if (everyPile) return `{ const row = ${row}; for (let pi = 0; pi < row.length; pi++) { const pile = row[pi], seat = ${seat}; ${body} } }`;
    const pf = k.add(pileFn);
    return `{ const pi = Number(${pf}(e)); const pile = Number.isInteger(pi) ? ${row}[pi] : undefined; if (pile) { const seat = ${seat}; ${body} } }`;
  };
  if (zone.scope !== 'player') {
    if (!zone.row) return `{ const pile = ${z}, seat = undefined; ${body} }`;
    return rowWalk(z, 'undefined');
  }
  const seatWalk = (seat: string): string => {
    const held = `perSeat[${seat}]`;
    const inner = zone.row ? rowWalk('held', seat) : `{ const pile = held, seat = ${seat}; ${body} }`;
    return `{ const held = Number.isInteger(${seat}) ? ${held} : undefined; if (held !== undefined) ${inner} }`;
  };
  if (everySeat) {
    return `{ const perSeat = ${z}, gone = G.out; for (let s = 0; s < e.numPlayers; s++) { if (gone.length !== 0 && gone.includes(s)) continue; ${seatWalk('s')} } }`;
  }
  const sf = k.add(seatFn);
  return `{ const perSeat = ${z}; const s = Number(${sf}(e)); ${seatWalk('s')} }`;
}

/**
 * Where a move's card argument was declared to come from, when `cards` is that argument's bare name in the move's
 * own scope: `from: ["stock[self]", "handPiles[self][*]"], top: true` (Build Up's play). Undefined elsewhere (a
 * trigger's move, an expression, a name a loop rebinds).
 */
export function declaredSources(p: Program, cards: unknown, scope: Scope): { ref: SourceRef; top: boolean }[] | undefined {
  if (typeof cards !== 'string') return undefined;
  const name = cards.trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || scope.locals.has(name)) return undefined;
  const move = Object.values(p.def.moves).find((m) => p.scopes.move[m.name] === scope);
  const arg = move?.args.find((a) => a.name === name);
  if (!arg || (arg.type !== 'card' && arg.type !== 'cards')) return undefined;
  return arg.from.map((ref) => ({ ref, top: arg.top || ref.top === true }));
}

/**
 * Statements that look for `card` in the piles its argument was declared to come from (their tops only where the
 * argument takes top cards), setting `atPile`, `atIndex`, `atZone`, `atSeat` and leaving the block `found` when it is
 * there. The listing put it there, so this is where it most often is; a card is in one place only, so wherever the
 * search finds it is the answer, and when it is not there (an action not listed, an earlier effect moved it, a seat
 * or pile expression that cannot be read) the full search after these statements runs.
 */
function declaredSearch(p: Program, cards: unknown, scope: Scope, k: Consts): string {
  const sources = declaredSources(p, cards, scope);
  if (!sources || sources.length === 0) return '';
  const walks = sources.map(({ ref, top }) => {
    const index = top ? 'pile.length !== 0 && pile[pile.length - 1] === card ? pile.length - 1 : -1' : 'pile.indexOf(card)';
    const body = `const ix = ${index}; if (ix >= 0) { atPile = pile; atIndex = ix; atZone = ${key(ref.zone)}; atSeat = seat; break found; }`;
    return walkSource(p, ref, scope, k, body);
  });
  return `try { ${walks.join('\n')} } catch { /* the full search below */ }`;
}

/**
 * `const pile = …;`: the target pile, read straight from the table where the reference names one pile by
 * expressions (a seat's pile, a row's pile by its index), as effects.ts `onePileFn` does; anything else (a pile
 * one past a row's end, which may open; a seat or index out of range, refused in its own words) goes to that
 * closure, `to`. Written here, the seat and index expressions are called from this effect's own sites (the
 * closure's sites saw every game's targets).
 */
function targetPile(p: Program, ref: ZoneRef, scope: Scope, k: Consts): string {
  const zone = p.def.zones[ref.zone]!;
  const z = `G.zones[${key(ref.zone)}]`;
  const seatFn = refSeatFn(p, ref, scope);
  if (!zone.row) {
    if (zone.scope !== 'player') return `const pile = ${z};`;
    if (typeof seatFn !== 'function') return 'const pile = to(x, e);';
    return `const ts = Number(${k.add(seatFn)}(e)); const pile = (Number.isInteger(ts) ? ${z}[ts] : undefined) ?? to(x, e);`;
  }
  const pileFn = refPileFn(p, ref, scope);
  if (typeof pileFn !== 'function') return 'const pile = to(x, e);';
  const inRow = (row: string): string =>
    `const ti = Number(${k.add(pileFn)}(e)); const pile = (${row} !== undefined && Number.isInteger(ti) && ti >= 0 && ti < ${row}.length ? ${row}[ti] : undefined) ?? to(x, e);`;
  if (zone.scope !== 'player') return `const trow = ${z}; ${inRow('trow')}`;
  if (typeof seatFn !== 'function') return 'const pile = to(x, e);';
  return `const ts = Number(${k.add(seatFn)}(e)); const trow = Number.isInteger(ts) && ts >= 0 ? ${z}[ts] : undefined; ${inRow('trow')}`;
}

/**
 * The statements that turn card `card` face up or down (`faceUp`: true, false, or undefined for face down), as
 * `setCardFace` does (exec.ts), written in place: no call per card, the map made writable only when it changes.
 */
function faceText(card: string, faceUp: boolean | undefined): string {
  return faceUp === true ? `if (!G.faceUp[${card}]) writableFaceUp(G)[${card}] = true;` : `if (G.faceUp[${card}]) delete writableFaceUp(G)[${card}];`;
}

/**
 * The generated form of one `move` effect. `to` is the closure that finds the target pile (effects.ts
 * `onePileFn`). Throws if the text does not compile; the caller then keeps the closure.
 *
 * Where `cards:` names one card (Build Up's play: `cards: c`), that card is moved by straight-line statements with
 * no list of the cards moved; elsewhere the lists of the cards moved (and their sources and holders) are the
 * effect's own, emptied per call. Both were a new array or two per action, the largest allocation of the effect.
 */
export function generatedMove(p: Program, e: MoveOp, scope: Scope, to: (x: Exec, env: Env) => Pile): EffectsFn {
  const def = p.def;
  const toZone = def.zones[e.to.zone]!;
  const k = new Consts();
  k.add(to, 'to');
  k.add(toZone, 'toZone');
  k.add(findCard, 'findCard');
  k.add(takeAt, 'takeAt');
  k.add(putCards, 'putCards');
  k.add(refillFrom, 'refillFrom');
  k.add(writable, 'writable');
  k.add(writableFaceUp, 'writableFaceUp');
  k.add(writablePlayedBy, 'writablePlayedBy');
  k.add(InvalidMove, 'InvalidMove');
  k.add(def, 'def');
  k.add(scope, 'scope');
  k.add(e.refill, 'ref');
  k.add({ lastFrom: undefined as string | undefined }, 'st');
  const reveal = e.reveal === true;
  const tracksTurns = def.tracksMoveTurns === true;
  const tracksSources = def.tracksMoveSources === true;
  const face = e.faceUp === undefined ? undefined : e.faceUp;
  /**
   * What follows the taking: the cards `n` (a number, or 1) into the target pile, face, reveal and bookkeeping.
   * `one`: a single card, in `card` (its source zone in `atZone`, its holder in `atSeat`); else the lists `moved`,
   * `sources`, `holders`.
   */
  const place = (one: boolean): string[] => {
    const out: string[] = [targetPile(p, e.to, scope, k)];
    const n = one ? '1' : 'n';
    if (toZone.capacity !== undefined) {
      out.push(`if (pile.length + ${n} > ${toZone.capacity}) throw new InvalidMove(${JSON.stringify(`"${toZone.name}" holds at most ${toZone.capacity} cards`)});`);
    }
    const position = JSON.stringify(e.position ?? 'top');
    if (toZone.order === 'set' || e.position === 'bottom') out.push(one ? `putCards(pile, toZone, [card], ${position});` : `putCards(pile, toZone, moved, ${position});`);
    else out.push(one ? 'pile.push(card);' : 'for (let i = 0; i < n; i++) pile.push(moved[i]);');
    out.push(`x.placedIn = ${key(toZone.name)};`);
    out.push(one ? faceText('card', face) : `for (let i = 0; i < n; i++) { const card = moved[i]; ${faceText('card', face)} }`);
    out.push(`x.changed = (x.changed ?? 0) + ${n};`);
    if (reveal) {
      if (one) out.push('x.revealed.push(card);', '(x.revealedFrom ??= []).push(atSeat ?? null);');
      else out.push('for (let i = 0; i < n; i++) x.revealed.push(moved[i]);', 'const from = (x.revealedFrom ??= []);', 'for (let i = 0; i < holders.length; i++) from.push(holders[i]);');
    }
    // One card: its entry in each map written directly; else one loop per map.
    const each = (map: string, value: string): string => (one ? `${map}[card] = ${value};` : `{ const m = ${map}; for (let i = 0; i < n; i++) m[moved[i]] = ${value}; }`);
    out.push('if (e.self !== undefined) {', each('writablePlayedBy(G)', 'e.self'));
    if (tracksTurns) out.push(each("writable(G, 'movedOn')", 'e.turn'));
    if (tracksSources) out.push(each("writable(G, 'movedFrom')", one ? 'atZone' : 'sources[i]'));
    out.push('}');
    return out;
  };
  // The lists of the cards a call moves (and their sources and holders): this effect's own, emptied at each call
  // that takes a list (a call never runs inside another: nothing a move calls runs effects). Nothing keeps them: the
  // pile, the reveals and the maps copy what they hold.
  k.add([], 'moved');
  if (tracksSources) k.add([], 'sources');
  if (reveal) k.add([], 'holders');
  const emptyLists = ['while (moved.length > 0) moved.pop();'];
  if (tracksSources) emptyLists.push('while (sources.length > 0) sources.pop();');
  if (reveal) emptyLists.push('while (holders.length > 0) holders.pop();');
  const lines: string[] = ['const G = e.G;'];
  if (e.cards !== undefined) {
    const cardsFn: Fn = p.expr(e.cards, scope, [T.card, T.cards]);
    k.add(cardsFn, 'cardsOf');
    // Where the card is: the declared sources first, then the whole table. Sets atPile, atIndex, atZone, atSeat.
    const find = [
      'let atPile, atIndex = -1, atZone, atSeat;',
      'found: {',
      declaredSearch(p, e.cards, scope, k),
      'const at = findCard(G, def, card, st.lastFrom);',
      'if (!at) throw new InvalidMove(`card ${card} is not on the table`);',
      'atPile = at.pile; atIndex = at.index; atZone = at.loc.zone; atSeat = at.loc.seat;',
      '}',
      'st.lastFrom = atZone;',
      'takeAt(atPile, atIndex);',
    ];
    lines.push(
      'const v = cardsOf(e);',
      // No card (nothing to do) or one card: no list made.
      'if (v === null || v === undefined) return;',
      'if (!Array.isArray(v)) {',
      'const card = v;',
      ...find,
      ...place(true),
      'return;',
      '}',
      'const list = v;',
      ...emptyLists,
    );
    lines.push('for (let i = 0; i < list.length; i++) {', 'const card = list[i];', ...find, 'moved.push(card);');
    if (tracksSources) lines.push('sources.push(atZone);');
    if (reveal) lines.push('holders.push(atSeat ?? null);');
    lines.push('}');
  } else if (e.from) {
    const where: Fn | undefined = e.where !== undefined ? p.expr(e.where, withLocal(scope, 'card', T.card), T.boolean) : undefined;
    const countFn: Fn | undefined = e.count !== undefined && e.count !== 'all' ? p.expr(e.count, scope, T.number) : undefined;
    if (where) k.add(where, 'where');
    if (countFn) k.add(countFn, 'countOf');
    // The count, when known now: Infinity (every card that holds, or `all`) or 1 (no count, no condition).
    const fixed = countFn ? undefined : e.count === undefined ? (where ? Infinity : 1) : Infinity;
    const count = fixed === Infinity ? 'Infinity' : fixed === 1 ? '1' : 'count';
    if (fixed === undefined) lines.push('const count = Number(countOf(e));');
    const finite = fixed !== Infinity;
    const mayRefill = finite && e.refill !== undefined;
    const refill = `refillFrom(x, e, scope, pile, ref, ${e.refillKeep === undefined ? 'undefined' : JSON.stringify(e.refillKeep)})`;
    lines.push(...emptyLists);
    const body: string[] = ['let taken = 0;'];
    if (mayRefill && fixed === undefined) body.push(`if (pile.length === 0 && count !== Infinity) ${refill};`);
    else if (mayRefill) body.push(`if (pile.length === 0) ${refill};`);
    body.push(`for (let i = pile.length - 1; i >= 0${fixed === Infinity ? '' : ` && taken < ${count}`}; i--) {`, 'const card = pile[i];');
    // The outer `card` is put back after the walk (`finally` below); inside it only where a refill, which may read
    // it, can run between two conditions.
    if (where) body.push('e.card = card;', 'const holds = where(e);', ...(mayRefill ? ['e.card = outer;'] : []), 'if (!holds) continue;');
    body.push('takeAt(pile, i);', 'moved.push(card);');
    if (tracksSources) body.push(`sources.push(${key(e.from.zone)});`);
    if (reveal) body.push('holders.push(seat ?? null);');
    body.push('taken++;');
    if (mayRefill) {
      const notAll = fixed === undefined ? ' && count !== Infinity' : '';
      body.push(`if (pile.length === 0 && taken < ${count}${notAll}) { ${refill}; i = pile.length; }`);
    }
    body.push('}');
    const walk = walkSource(p, e.from, scope, k, body.join('\n'));
    if (where) lines.push('const outer = e.card;', `try { ${walk} } finally { e.card = outer; }`);
    else lines.push(walk);
    lines.push('if (moved.length === 0) return;', 'if (moved.length > 1) {', 'moved.reverse();');
    if (tracksSources) lines.push('sources.reverse();');
    if (reveal) lines.push('holders.reverse();');
    lines.push('}');
  } else {
    // Neither cards nor a source (validation refuses it): nothing moves.
    lines.push('return;');
    return k.make<EffectsFn>(`return function move(x, e) {\n${lines.join('\n')}\n};`);
  }
  lines.push('const n = moved.length;', 'if (n === 0) return;', ...place(false));
  return k.make<EffectsFn>(`return function move(x, e) {\n${lines.join('\n')}\n};`);
}
