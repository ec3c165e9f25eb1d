import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { decide, HORIZON_PER_SEAT } from '../bot';
import { standingOf } from './standing';
import { HANDS_YAML, NIM_YAML, SHED_YAML } from '../../../test/bot-games';

const shed = gameFrom(SHED_YAML);

function shedDecision(opts: { maxRolloutMoves?: number } = {}) {
  const m = start(shed, 2, 's');
  const { G, ctx } = m.state;
  const actions = shed.deckhand.legalActions(G, ctx, '0');
  const view = shed.deckhand.playerView(G, '0');
  return decide(shed, { view, ctx, seat: 0, actions }, prng(4), { budget: { iterations: 400, steps: 3000 }, ...opts });
}

describe('standing: who is ahead by the game\'s own ranking', () => {
  it('ranks by the last end rule that ranks (here the limit\'s `then`): tied first is a draw, fewer cards lead', () => {
    const standing = standingOf(shed)!;
    const m = start(shed, 2, 's');
    expect(standing(m.state.G, m.state.ctx)).toMatchObject({ draw: [0, 1] });
    expect(m.move(0, 'two')).toBe(true);
    expect(standing(m.state.G, m.state.ctx)).toMatchObject({ winner: 0 });
    expect(m.move(1, 'one')).toBe(true);
    expect(standing(m.state.G, m.state.ctx)).toMatchObject({ winner: 0 });
  });

  it('in a game of hands, scores the hand in play as if it ended now, on a copy (the state keeps its scores)', () => {
    const rounds = gameFrom(HANDS_YAML);
    const standing = standingOf(rounds)!;
    const m = start(rounds, 2, 'r');
    const seat = Number(m.state.ctx.currentPlayer);
    const hand = (m.state.G.zones.hand as number[][])[seat]!;
    const value = (c: number) => rounds.deckhand.def.cards[c]!.attrs.v as number;
    expect(m.move(seat, 'play', hand.reduce((a, b) => (value(a) > value(b) ? a : b)))).toBe(true);
    // Nothing is scored before the hand ends, yet the seat that played a card is ahead.
    expect(m.state.G.vars.score).toEqual([0, 0]);
    expect(standing(m.state.G, m.state.ctx)).toMatchObject({ winner: seat });
    expect(m.state.G.vars.score).toEqual([0, 0]);
  });

  it('a hand\'s end that draws at random is not run: the scores are read as they stand', () => {
    const shuffling = gameFrom(HANDS_YAML.replace('  onEnd:\n', '  onEnd:\n    - shuffle: deck\n'));
    const m = start(shuffling, 2, 'r');
    const seat = Number(m.state.ctx.currentPlayer);
    expect(m.move(seat, 'play', (m.state.G.zones.hand as number[][])[seat]![0]!)).toBe(true);
    expect(standingOf(shuffling)!(m.state.G, m.state.ctx)).toMatchObject({ draw: [0, 1] });
  });

  it('a game whose end rules never rank has none (its rollouts run to the end)', () => {
    expect(standingOf(gameFrom(NIM_YAML))).toBeUndefined();
  });

  it('random rollouts stop at the horizon and are scored by it: more of them in the same simulated actions, and the better move', () => {
    const cut = shedDecision();
    const full = shedDecision({ maxRolloutMoves: 400 });
    // An iteration costs the tree's descent plus at most the horizon; run to the end, a random game is ~100 actions.
    const perIteration = (d: typeof cut) => d.search!.steps / d.search!.iterations;
    expect(perIteration(full)).toBeGreaterThan(3 * HORIZON_PER_SEAT * 2);
    expect(perIteration(cut)).toBeLessThan(perIteration(full) / 2);
    expect(cut.search!.iterations).toBeGreaterThan(2 * full.search!.iterations);
    expect(cut.move).toBe('two');
    const value = (d: typeof cut, move: string) => d.search!.stats.find((s) => s.action.move === move)!.value;
    expect(value(cut, 'two')).toBeGreaterThan(value(cut, 'slow'));
  });
});
