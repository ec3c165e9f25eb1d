/**
 * Partnerships (issue 36, constructs): `teams:` fixed by seat, `team(seat)`, `partner(seat)` that stays right when a
 * seat is out, variables kept per team, log lines naming a team, an end naming the winning team. Played through
 * boardgame.io and the fast simulator, with generated code on and off.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, validate } from '../src/index';
import { resultHeadline } from '../src/log/result-sentence';
import { gameFrom, playBothWays, start } from './helpers';

const GAME = (teams: string, extra = '', players = '{ min: 4, max: 4 }') => `
id: t
name: T
players: ${players}
${teams}
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
vars:
  score: { type: number, scope: team, initial: 0 }
  mate: { type: seat, scope: player, initial: 0 }
setup:
  - forEachSeat:
      - set: { var: mate, seat: seat, value: partner(seat) }
moves:
  take:
    do:
      - move: { from: deck, to: table }
      - set: { var: score, team: team(self), value: "vars.score[team(self)] + top(table).v" }
      - log: "{team(self)} scores {top(table).v}; partner {partner(self)}"
      - endTurn
${extra}
end:
  - when: count(deck) == 0
    team: "vars.score[team(0)] >= vars.score[team(1)] ? team(0) : team(1)"
    reason: The deck is out.
`;

describe('teams', () => {
  it('splits seats by the pattern: alternate puts partners opposite, blocks puts neighbours together', () => {
    const alt = start(gameFrom(GAME('teams: { count: 2 }')), 4);
    expect(alt.state.G.vars['mate']).toEqual([2, 3, 0, 1]);
    expect(alt.state.G.vars['score']).toEqual([0, 0]);
    const six = start(gameFrom(GAME('teams: { size: 2 }', '', '{ min: 6, max: 6 }')), 6);
    expect(six.state.G.vars['mate']).toEqual([3, 4, 5, 0, 1, 2]);
    expect(six.state.G.vars['score']).toEqual([0, 0, 0]);
    const blocks = start(gameFrom(GAME('teams: { count: 2, seating: blocks }', '', '{ min: 6, max: 6 }')), 6);
    expect(blocks.state.G.vars['mate']).toEqual([1, 2, 0, 4, 5, 3]);
  });

  it('keeps one score per team, names the team in the log and the winning team in the result', () => {
    for (const codegen of [true, false]) {
      const game = gameFrom(GAME('teams: { count: 2, names: [North-South, East-West] }'), {}, { codegen });
      const r = fastPlayout(game, { players: 4, seed: 3 });
      const G = r.final.G;
      const byTeam = [0, 0];
      G.zones['table']!.forEach((c, i) => (byTeam[i % 2]! += (c as number) + 1));
      expect(G.vars['score']).toEqual(byTeam);
      const lines = G.log.filter((l) => l.parts !== undefined).map((l) => l.parts!);
      expect(lines[0]).toEqual(['North-South scores ', { n: (G.zones['table'] as number[])[0]! + 1 }, '; partner ', { seat: 2 }]);
      expect(lines[1]![0]).toBe('East-West scores ');
      const won = byTeam[0]! >= byTeam[1]! ? 0 : 1;
      const [w, l] = won === 0 ? ['North-South', 'East-West'] : ['East-West', 'North-South'];
      expect(resultHeadline(G.result)).toEqual([`${w} (`, { list: [{ seat: won }, { seat: won + 2 }] }, ')', ' wins', '; ', `${l} (`, { list: [{ seat: 1 - won }, { seat: 3 - won }] }, ')', ' loses']);
      expect(G.result).toMatchObject({ winners: [won, won + 2], losers: [1 - won, 3 - won], ranks: won === 0 ? [1, 2, 1, 2] : [2, 1, 2, 1], teams: [[0, 2], [1, 3]], winningTeam: won, teamNames: ['North-South', 'East-West'] });
    }
  });

  it('agrees between boardgame.io and the fast simulator', () => {
    const { ok, G } = playBothWays(gameFrom(GAME('teams: { count: 2 }')), 4, 's', 0, 'take');
    expect(ok).toBe(true);
    expect((G.vars['score'] as number[])[0]).toBeGreaterThan(0);
  });

  it('names an unnamed team by its members', () => {
    const r = fastPlayout(gameFrom(GAME('teams: { count: 2 }')), { players: 4, seed: 1 });
    const line = r.final.G.log.find((l) => l.parts !== undefined);
    expect(line?.parts?.slice(0, 2)).toEqual([{ list: [{ seat: 0 }, { seat: 2 }] }, ' scores ']);
  });

  it('finds the partner across a seat that is out, where next(seat, 2) lands on an opponent', () => {
    const extra = `eliminate: "seat == 1 and count(table) >= 1"`;
    const yaml = GAME('teams: { count: 2 }', extra).replace(
      '      - endTurn',
      '      - set: { var: mate, seat: self, value: partner(self) }\n      - endTurn',
    );
    const m = start(gameFrom(yaml), 4);
    expect(m.move(0, 'take')).toBe(true);
    expect(m.state.G.out).toEqual([1]);
    expect(m.state.G.vars['mate']).toEqual([2, 3, 0, 1]);
    // next(0, 2) with seat 1 out is seat 3, an opponent; the partner is still seat 2.
    expect(m.move(2, 'take')).toBe(true);
    expect((m.state.G.vars['mate'] as number[])[2]).toBe(0);
  });

  it.each([
    ['teams: { count: 4 }', '5 players do not split evenly into 4 teams'],
    ['teams: { count: 2, size: 2 }', 'say "count" or "size", not both'],
    ['teams: { count: 2, names: [A] }', '1 team name for 2 teams'],
  ])('refuses %s', (teams, message) => {
    const r = validate(GAME(teams, '', '{ min: 4, max: 5 }'), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic).join('\n')).toContain(message);
  });

  it('refuses a team variable read by a seat, a seat variable read by a team, and team functions without teams', () => {
    const bad = (from: string, to: string, teams = 'teams: { size: 2 }') => {
      const r = validate(GAME(teams).replace(from, to), { file: 'g.yaml' });
      return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
    };
    expect(bad('"vars.score[team(self)] + top', '"vars.score[self] + top')).toEqual([
      'g.yaml:23:65: one value per team: index it with a team, not a seat in "vars.score[self] + top(table).v" (e.g. vars.score[team(self)]) [expr/type]',
    ]);
    expect(bad('set: { var: score, team: team(self)', 'set: { var: score, seat: self')[0]).toContain('"score" is per team: say which "team"');
    expect(bad("", "", "")[0]).toContain("\"score\" is kept per team, but this game declares no teams");
    expect(bad('team: "vars.score', 'team: "vars.score').length).toBe(0);
    expect(bad('value: partner(seat)', 'value: "vars.mate[team(seat)]"')[0]).toContain('one value per seat: index it with a seat, not a team');
    expect(bad('? team(0) : team(1)', '? 0 : 1')[0]).toContain('is a number, not a team');
  });
});
