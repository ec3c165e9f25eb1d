/** `G.handHistory`: each hand's public scores, recorded when the hand is over (runtime/turn/hand-history.ts). */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout } from '../src/index';
import { gameFrom, start } from './helpers';

/** Two cards each; a card scores its value for whoever played it; first to 12 wins. Beside the kept score, this
 * hand's points (reset), a count no seat sees (private) and one for the table (global). */
const ROUNDS = `
id: rounds
name: Rounds
players: { min: 2, max: 4 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..8 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  played: { visibility: public }
vars:
  score: { type: number, scope: player, initial: 0 }
  points: { type: number, scope: player, initial: 0 }
  seen: { type: number, scope: player, initial: 0, private: owner }
  plays: { type: number, initial: 0 }
  flag: { type: boolean, scope: player, initial: false }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: 2 }
  endIf: all(seats, count(hand[seat]) == 0)
  onEnd:
    - forEachSeat:
        - set: { var: score, seat: seat, value: "vars.score[seat] + vars.points[seat]" }
  reset: [points, plays]
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: played }
      - set: { var: points, seat: self, value: "vars.points[self] + c.v" }
      - set: { var: seen, seat: self, value: "vars.seen[self] + 1" }
      - set: { var: plays, value: vars.plays + 1 }
      - endTurn
end:
  - when: max(seats, vars.score[seat]) >= 12
    rank: { by: "vars.score[seat]" }
`;

describe('hand history', () => {
  it('records every public number kept per seat when a hand is scored, before reset, and nothing else', () => {
    const m = start(gameFrom(ROUNDS), 2, 'hh1');
    expect(m.state.G.handHistory).toBeUndefined();
    const points = [0, 0];
    for (let k = 0; k < 4; k++) {
      const seat = Number(m.state.ctx.currentPlayer);
      const c = (m.state.G.zones.hand as number[][])[seat]![0]!;
      points[seat]! += c + 1; // card ids 0..7 have values 1..8
      expect(m.move(seat, 'play', c)).toBe(true);
    }
    const G = m.state.G;
    // Hand 1 scored: its points as they stood (the reset has since cleared them), the running score; not the private
    // count, the table's count or a boolean.
    expect(G.handHistory).toEqual([{ hand: 1, vars: { score: points, points } }]);
    if (!m.state.ctx.gameover) expect(G.vars.points).toEqual([0, 0]);
  });

  it('keeps one record per hand played, in order, the last one matching the final scores', () => {
    const g = gameFrom(ROUNDS);
    for (let seed = 0; seed < 4; seed++) {
      const G = playout(g, { players: 3, seed }).final.G;
      const h = G.handHistory!;
      expect(h.map((r) => r.hand)).toEqual(Array.from({ length: G.hands!.number }, (_, i) => i + 1));
      expect(h.at(-1)!.vars.score).toEqual(G.vars.score);
      // Each record's score is the previous one's plus that hand's points.
      h.forEach((r, i) => expect(r.vars.score).toEqual(r.vars.points!.map((p, s) => p + (i === 0 ? 0 : h[i - 1]!.vars.score![s]!))));
    }
  });

  it('is the same on the fast simulator as on boardgame.io', () => {
    const g = gameFrom(ROUNDS);
    for (let seed = 0; seed < 3; seed++) {
      const slow = playout(g, { players: 4, seed }).final.G;
      const fast = fastPlayout(g, { players: 4, seed }).final.G;
      expect(fast.handHistory).toEqual(slow.handHistory);
      expect(slow.handHistory!.length).toBeGreaterThan(0);
    }
  });

  it('is sent alike to every seat and to spectators (public numbers only)', () => {
    const g = gameFrom(ROUNDS);
    const G = playout(g, { players: 3, seed: 7 }).final.G;
    const views = [null, '0', '1', '2'].map((s) => g.deckhand.playerView(G, s).handHistory);
    for (const v of views) expect(v).toEqual(G.handHistory);
    expect(JSON.stringify(views[0])).not.toContain('seen');
  });

  it('keeps a team variable once per team', () => {
    const teams = ROUNDS.replace('players: { min: 2, max: 4 }', 'players: { min: 4, max: 4 }\nteams: { count: 2 }').replace(
      'score: { type: number, scope: player, initial: 0 }',
      'score: { type: number, scope: team, initial: 0 }',
    )
      .replace('value: "vars.score[seat] + vars.points[seat]"', 'value: "vars.score[team(seat)] + vars.points[seat]"')
      .replace('- set: { var: score, seat: seat,', '- set: { var: score, team: team(seat),')
      .replace('max(seats, vars.score[seat]) >= 12', 'max(seats, vars.score[team(seat)]) >= 12')
      .replace('rank: { by: "vars.score[seat]" }', 'rank: { by: "vars.score[team(seat)]" }');
    const G = playout(gameFrom(teams), { players: 4, seed: 1 }).final.G;
    const h = G.handHistory!;
    expect(h.length).toBeGreaterThan(0);
    for (const r of h) expect(r.vars.score).toHaveLength(2);
    for (const r of h) expect(r.vars.points).toHaveLength(4);
  });
});
