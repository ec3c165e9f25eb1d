/**
 * The effects without a closure of their own, interpreted: what runtime/effects/effects.ts compiles every other effect
 * into a call of. The hot effects (`move`, `deal`, `set`, `if`, `forEachSeat`, `forEach`, `endTurn`) never come here.
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { Effect } from '../../ir/types';
import { templateLine } from '../../log/write';
import { sayAsHouse } from '../../log/house-line';
import { eliminate, hookContext, removeEmpty, resolve, resolveOne, setFace, touched, type Exec } from './exec';
import { gather } from './gather';
import { alive } from '../program';
import { resultFrom } from './result';
import type { LogEntry, Pile } from '../state/state';
import { noteLine } from '../log/told';
import { pileAt, putCards, rowOf } from '../state/zones';
import { post, settle } from './pots';

/** The effects that have closures of their own in runtime/effects/effects.ts. */
type ClosureOp = 'deal' | 'move' | 'set' | 'if' | 'forEachSeat' | 'forEach' | 'repeat' | 'endTurn';

/** An effect this file interprets. */
export type InterpretedEffect = Exclude<Effect, { op: ClosureOp }>;

/** One effect, interpreted: what a compiled effect without a closure of its own runs. */
export function runEffect(x: Exec, e: InterpretedEffect, env: Env, scope: Scope): void {
  const G = env.G;
  const def = x.p.def;
  switch (e.op) {
    case 'shuffle': {
      for (const loc of resolve(x, e.zone, env, scope)) {
        const pile = pileAt(G, def, loc);
        if (pile) {
          touched(x, pile.length > 1 ? pile.length : 0);
          pile.splice(0, pile.length, ...x.random.shuffle(pile));
        }
      }
      return;
    }
    case 'flip': {
      for (const loc of resolve(x, e.zone, env, scope)) {
        const pile = pileAt(G, def, loc);
        if (!pile || pile.length === 0) continue;
        const cards = e.which === 'top' ? [pile[pile.length - 1]!] : pile;
        touched(x, cards.filter((c) => (env.G.faceUp[c] === true) !== Boolean(e.faceUp)).length);
        setFace(x, env, cards, e.faceUp);
      }
      return;
    }
    case 'passHands': {
      const hands = G.zones[e.zone] as Pile[];
      const seats = alive(G, env.numPlayers);
      const before = seats.map((s) => hands[s]!.slice());
      touched(x, before.reduce((n, h) => n + h.length, 0));
      const step = e.direction === 'left' ? 1 : -1;
      seats.forEach((s, i) => {
        const to = seats[(i + step + seats.length) % seats.length]!;
        hands[to]!.splice(0, hands[to]!.length, ...before[i]!);
        if (def.zones[e.zone]!.order === 'set') hands[to]!.sort((a, b) => a - b);
      });
      return;
    }
    case 'gather': {
      const { pile } = resolveOne(x, e.to, env, scope);
      touched(x, gather(G, def, pile, e.from, env.numPlayers));
      return;
    }
    case 'poolAndRedeal': {
      const hands = G.zones[e.zone] as Pile[];
      const seats = alive(G, env.numPlayers);
      const pool = x.random.shuffle(seats.flatMap((s) => hands[s]!.splice(0, hands[s]!.length)));
      touched(x, pool.length);
      // One card at a time round-robin: `count` each when the pool holds count × seats (as it does after a pool of
      // equal hands); a smaller pool is dealt out as evenly as it goes, a larger one keeps going round.
      for (let i = 0; pool.length > 0; i++) putCards(hands[seats[i % seats.length]!]!, def.zones[e.zone]!, [pool.pop()!]);
      return;
    }
    case 'newPile': {
      const zone = def.zones[e.zone.zone]!;
      const seat = e.zone.seat !== undefined && e.zone.seat !== '*' ? Number(x.p.expr(e.zone.seat, scope, T.number)(env)) : undefined;
      const row = rowOf(G, zone, seat);
      if (row.length < (zone.row?.max ?? Infinity)) {
        row.push([]);
        touched(x, 1);
      }
      return;
    }
    case 'removeEmptyPiles': {
      const zone = def.zones[e.zone.zone]!;
      if (zone.row?.fixed) return;
      const seat = e.zone.seat !== undefined && e.zone.seat !== '*' ? Number(x.p.expr(e.zone.seat, scope, T.number)(env)) : undefined;
      removeEmpty(env, zone.name, seat, x);
      return;
    }
    case 'eliminate': {
      const seat = Number(x.p.expr(e.seat, scope, T.number)(env));
      eliminate(env, seat);
      return;
    }
    case 'log': {
      const entry: LogEntry = x.noLogText ? { turn: env.turn, seat: env.self ?? null } : { turn: env.turn, seat: env.self ?? null, ...templateLine(x, e.message, env, scope) };
      // The house's own line: in its name (log/house-line.ts).
      if (x.house && def.house) sayAsHouse(def.house, entry);
      G.log.push(entry);
      noteLine(x, entry);
      return;
    }
    case 'post':
      post(x, e, env, scope);
      return;
    case 'settle':
      settle(x, e, env, scope);
      return;
    case 'randomSeat': {
      const seats = alive(G, env.numPlayers);
      G.vars[e.var] = seats[x.random.int(seats.length)] ?? 0;
      return;
    }
    case 'hook': {
      const fn = x.p.hooks.effects?.[e.name];
      if (!fn) throw new Error(`hook "${e.name}" is not implemented`);
      fn(hookContext(x, env));
      return;
    }
    case 'reverse':
      G.dir = G.dir === -1 ? 1 : -1;
      return;
    case 'skip': {
      const n = Math.max(0, Math.floor(Number(x.p.expr(e.count, scope, T.number)(env))));
      G.skip = (G.skip ?? 0) + n;
      return;
    }
    case 'endPhase':
      x.events?.endPhase();
      return;
    case 'setPhase':
      x.events?.setPhase(e.phase);
      return;
    case 'endGame': {
      G.result = resultFrom(x, env, e, scope);
      return;
    }
  }
}

