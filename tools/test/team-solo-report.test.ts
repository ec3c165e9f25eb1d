/**
 * Issue 36, constructs: a partnership game (`teams:`) and a solitaire as `deckhand simulate`, `--json` and the balance
 * report count them, through one function (report/outcome.ts): a team's win is a win for each member and one win for
 * the team, labelled as a team result; a solitaire is won or lost (never drawn), with its mean score.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/commands/simulate';
import { analyse, renderReport } from '../src/report';

const PARTNERS = `
id: partners
name: Partners
players: { min: 4, max: 4 }
teams: { count: 2, names: [North-South, East-West] }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..13 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
vars:
  points: { type: number, scope: team, initial: 0 }
setup:
  - shuffle: deck
moves:
  take:
    do:
      - move: { from: deck, to: table, faceUp: true }
      - set: { var: points, team: team(self), value: "vars.points[team(self)] + top(table).v" }
      - endTurn
end:
  - when: count(deck) == 0
    rank: { by: "vars.points[team(seat)]" }
`;

const SOLO = `
id: solo
name: Solo
players: { min: 1, max: 1 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..10 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
setup:
  - shuffle: deck
moves:
  turn:
    do:
      - move: { from: deck, to: table, faceUp: true }
end:
  - when: count(table) == 3
    winners: "filter(seats, sum(table, card.v) >= 17)"
    score: "sum(table, card.v)"
`;

function gamesRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'team-solo-'));
  for (const [id, yaml] of [['partners', PARTNERS], ['solo', SOLO]] as const) {
    mkdirSync(join(root, id));
    writeFileSync(join(root, id, 'game.yaml'), yaml);
  }
  return root;
}

describe('team and solitaire results in simulate, --json and the report', () => {
  const root = gamesRoot();

  it('counts a team win for each member and once for the team, labelled as a team result', async () => {
    const r = await simulate('partners', 4, 40, 't', 5000, { gamesRoot: root, collect: true });
    expect(r.completed).toBe(40);
    expect(r.teams?.map((t) => t.label)).toEqual(['North-South (seats 1 and 3)', 'East-West (seats 2 and 4)']);
    const [ns, ew] = r.teams!;
    // 91 points in all: never a tie, so every game is one team's win and the other's loss.
    expect(r.draws).toBe(0);
    expect(ns!.wins + ew!.wins).toBe(40);
    expect(ns!.wins).toBe(ew!.losses);
    expect(r.winsBySeat).toEqual([ns!.wins, ew!.wins, ns!.wins, ew!.wins]);
    const s = analyse(r.data!);
    expect(s.teams?.map((t) => Math.round(t.wins.p * t.wins.n))).toEqual([ns!.wins, ew!.wins]);
    const html = await renderReport(r.data!);
    expect(html).toContain('<h2>By team</h2>');
    expect(html).toContain('seat 1 (team North-South (seats 1 and 3))');
  });

  it('counts a solitaire as won or lost, with its mean score', async () => {
    const r = await simulate('solo', 1, 50, 's', 5000, { gamesRoot: root, collect: true });
    expect(r.draws).toBe(0);
    expect(r.solo!.wins + r.solo!.losses).toBe(50);
    expect(r.solo!.wins).toBeGreaterThan(0);
    expect(r.solo!.losses).toBeGreaterThan(0);
    const scores = r.data!.records.map((x) => x.scores![0]!);
    expect(r.solo!.meanScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 50, 2);
    expect(r.data!.records.filter((x) => x.scores![0]! >= 17).length).toBe(r.solo!.wins);
    const html = await renderReport(r.data!);
    expect(html).toContain('A solitaire: every finished game is won or lost, never drawn.');
    expect(html).not.toContain('<h2>By seat</h2>');
  });
});
