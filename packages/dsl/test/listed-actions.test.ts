/**
 * An action the simulator's own legal listing handed out for this very table is applied without the checks that
 * listing already made (its argument values, its precondition, its guard); any other action — a copy, one listed
 * before the table changed, one listed for another seat, or any action of a game whose hook adds actions of its own —
 * is checked as a client's would be. Either way the game reaches the same state.
 */
import { describe, expect, it } from 'vitest';
import { simulator, type Action, type GameHooks } from '../src/index';
import { gameFrom } from './helpers';

const GAME = `
id: listed
name: Listed
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..8 } }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
  played: { visibility: public }
hooks: [even]
setup:
  - deal: { from: deck, to: hand, count: 4 }
turn:
  first: 0
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    if: c.rank >= 2
    guard: even
    do:
      - move: { cards: c, to: played }
      - endTurn
end:
  - when: count(played) >= 4
    draw: seats
`;

function counted(extra: Partial<GameHooks> = {}) {
  const calls = { guard: 0 };
  const hooks: GameHooks = {
    guards: {
      even: (h) => {
        calls.guard++;
        return h.args.c !== 2;
      },
    },
    ...extra,
  };
  return { sim: simulator(gameFrom(GAME, hooks)), calls };
}

/** How many guard calls applying `pick(listed)` costs, given as the listed object itself and as a copy of it. */
function guardCalls(extra: Partial<GameHooks>, pick: (listed: Action[]) => Action, before?: (sim: ReturnType<typeof counted>['sim'], s: ReturnType<ReturnType<typeof counted>['sim']['start']>) => void) {
  const out: { accepted: boolean; calls: number }[] = [];
  for (const copy of [false, true]) {
    const { sim, calls } = counted(extra);
    const s = sim.start({ players: 2, seed: 'l' });
    const listed = sim.legalActions(s, 0);
    before?.(sim, s);
    const a = pick(listed);
    const at = calls.guard;
    const accepted = sim.apply(s, 0, copy ? { move: a.move, args: [...a.args] } : a);
    out.push({ accepted, calls: calls.guard - at });
  }
  return { listed: out[0]!, copy: out[1]! };
}

describe('actions the simulator listed for this table', () => {
  it('are applied without their checks again (a copy of one is checked: one guard call more)', () => {
    const r = guardCalls({}, (l) => l[0]!);
    expect(r.listed.accepted).toBe(true);
    expect(r.copy.accepted).toBe(true);
    expect(r.copy.calls - r.listed.calls).toBe(1);
  });

  it('are checked again once the table changed under them', () => {
    // Listed, then seat 0 plays and seat 1 plays: seat 0's old list is stale, its actions checked (and card played refused).
    const r = guardCalls({}, (l) => l[1]!, (sim, s) => {
      const first = sim.legalActions(s, 0)[0]!;
      expect(sim.apply(s, 0, first)).toBe(true);
      expect(sim.apply(s, 1, sim.legalActions(s, 1)[0]!)).toBe(true);
    });
    expect(r.listed.accepted).toBe(r.copy.accepted);
    expect(r.copy.calls - r.listed.calls).toBe(0);
  });

  it('are refused from another seat than the one they were listed for, and stay trusted for their own', () => {
    const { sim, calls } = counted();
    const s = sim.start({ players: 2, seed: 'l' });
    sim.apply(s, 0, sim.legalActions(s, 0)[0]!);
    const forOne = sim.legalActions(s, 1);
    const at = calls.guard;
    // Seat 0 given seat 1's action: not its turn, refused before any check.
    expect(sim.apply(s, 0, forOne[0]!)).toBe(false);
    expect(calls.guard).toBe(at);
    // Nothing changed on the table: seat 1's own listed action is still applied without its checks.
    const copy = counted();
    const t = copy.sim.start({ players: 2, seed: 'l' });
    copy.sim.apply(t, 0, copy.sim.legalActions(t, 0)[0]!);
    copy.sim.legalActions(t, 1);
    const at2 = copy.calls.guard;
    const at1 = calls.guard;
    expect(sim.apply(s, 1, forOne[0]!)).toBe(true);
    expect(copy.sim.apply(t, 1, { move: forOne[0]!.move, args: [...forOne[0]!.args] })).toBe(true);
    expect(calls.guard - at1).toBe(copy.calls.guard - at2 - 1);
  });

  it('are all checked when a hook adds actions of its own', () => {
    const hook = { enumerate: () => [{ move: 'play', args: [0] }] };
    const rules = guardCalls(hook, (l) => l[0]!);
    expect(rules.listed.accepted).toBe(true);
    expect(rules.copy.calls - rules.listed.calls).toBe(0);
    // The hook's own action (card 0 is not in seat 0's hand) is refused by the checks, not applied.
    const added = guardCalls(hook, (l) => l.find((a) => a.args[0] === 0)!);
    expect(added.listed.accepted).toBe(false);
    expect(added.copy.accepted).toBe(false);
  });

  it('reach the same table as the same actions checked', () => {
    const trusted = counted().sim;
    const checked = counted().sim;
    const a = trusted.start({ players: 2, seed: 'same' });
    const b = checked.start({ players: 2, seed: 'same' });
    while (!trusted.isOver(a)) {
      const seat = trusted.actors(a)[0]!;
      const list = trusted.legalActions(a, seat);
      const pick = list[list.length - 1]!;
      expect(trusted.apply(a, seat, pick)).toBe(true);
      expect(checked.apply(b, seat, { move: pick.move, args: [...pick.args] })).toBe(true);
      expect(a.G).toEqual(b.G);
      expect(a.ctx).toEqual(b.ctx);
    }
    expect(checked.isOver(b)).toBe(true);
  });
});

describe('an action a caller adds to a listed list', () => {
  it('is checked as any other', () => {
    const { sim, calls } = counted();
    const s = sim.start({ players: 2, seed: 'l' });
    const list = sim.legalActions(s, 0);
    // Card 1 is in seat 0's hand and passes every check: the guard is asked about it at apply all the same.
    const own: Action = { move: 'play', args: [list[0]!.args[0]] };
    list.push(own);
    const at = calls.guard;
    expect(sim.apply(s, 0, own)).toBe(true);
    const trusted = counted();
    const t = trusted.sim.start({ players: 2, seed: 'l' });
    const tl = trusted.sim.legalActions(t, 0);
    const at2 = trusted.calls.guard;
    expect(trusted.sim.apply(t, 0, tl[0]!)).toBe(true);
    expect(calls.guard - at).toBe(trusted.calls.guard - at2 + 1);
  });
});
