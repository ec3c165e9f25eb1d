/** A passing phase (`pass:`): whom each seat passes to this hand, and every chosen card changing hands at once. */
import type { Env } from '../../expr/env';
import { T } from '../../expr/types';
import type { PassDef, PassDirection } from '../../ir/types';
import type { Exec } from '../effects/exec';
import { alive } from '../program';
import type { Pile } from '../state/state';
import { putCards } from '../state/zones';
import { writable } from '../state/card-maps';

/**
 * This hand's target: the list is taken in turn, hand 1 the first. With an odd number of seats in play nobody
 * sits across, so `across` is left out of a list (hearts for 3: left, right, hold).
 */
function targetOf(pass: PassDef, env: Env, seats: number): PassDef['to'][number] {
  return targetOfHand(pass, env.G.hands?.number ?? 1, seats);
}

function targetOfHand(pass: PassDef, hand: number, seats: number): PassDef['to'][number] {
  let list = pass.to;
  if (list.length > 1 && seats % 2 === 1) {
    const even = list.filter((t) => !('dir' in t) || t.dir !== 'across');
    if (even.length > 0) list = even;
  }
  return list[(hand - 1) % list.length]!;
}

/** Whether nobody passes this hand: the phase is then skipped. */
export function passIsHold(pass: PassDef, env: Env): boolean {
  const t = targetOf(pass, env, alive(env.G, env.numPlayers).length);
  return 'dir' in t && t.dir === 'hold';
}

const STEPS: Record<Exclude<PassDirection, 'hold'>, (n: number) => number> = {
  left: () => 1,
  right: (n) => n - 1,
  across: (n) => Math.floor(n / 2),
};

/**
 * Whom seat `seat` passes to in hand `hand` (1 the first) when the target is a way round the table, among `seats` in
 * play (in seat order); undefined for a `hold` hand or a seat expression. What a seat knows of where its own passed
 * cards went (the search bot's determinization).
 */
export function passRecipient(pass: PassDef, hand: number, seats: readonly number[], seat: number): number | undefined {
  const t = targetOfHand(pass, hand, seats.length);
  const i = seats.indexOf(seat);
  if (!('dir' in t) || t.dir === 'hold' || i < 0) return undefined;
  return seats[(i + STEPS[t.dir](seats.length)) % seats.length];
}

const WORDS: Record<PassDirection, string> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across the table',
  hold: '',
};

/**
 * Every seat's held cards go, all at once, to `into` of its target: left is the next seat in seat order (the
 * direction of play does not change it), right the one before, across the one halfway round, among seats in play;
 * a seat expression that names nobody in play keeps the cards with the passer.
 */
export function deliverPasses(x: Exec, env: Env, pass: PassDef): void {
  const G = env.G;
  const seats = alive(G, env.numPlayers);
  const t = targetOf(pass, env, seats.length);
  if ('dir' in t && t.dir === 'hold') return;
  const hold = G.zones[pass.hold] as Pile[];
  const into = G.zones[pass.into] as Pile[];
  const zone = x.p.def.zones[pass.into]!;
  const seatFn = 'seat' in t ? x.p.expr(t.seat, x.p.scopes.seat, T.number) : undefined;
  const seatEnv: Env = { ...env, seat: 0 };
  const moves = seats.map((s, i) => {
    let to: number;
    if (seatFn) {
      seatEnv.seat = s;
      const v = Number(seatFn(seatEnv));
      to = seats.includes(v) ? v : s;
    } else to = seats[(i + STEPS[(t as { dir: Exclude<PassDirection, 'hold'> }).dir](seats.length)) % seats.length]!;
    return { to, cards: hold[s]!.splice(0, hold[s]!.length) };
  });
  let moved = 0;
  for (const m of moves) {
    putCards(into[m.to]!, zone, m.cards);
    for (const c of m.cards) if (G.faceUp[c]) delete writable(G, 'faceUp')[c];
    moved += m.cards.length;
  }
  if (moved > 0) x.changed = (x.changed ?? 0) + moved;
  const how = 'dir' in t ? WORDS[t.dir] : '';
  G.log.push({ turn: env.turn, seat: null, message: how ? `The chosen cards are passed ${how}.` : 'The chosen cards are passed.' });
}
