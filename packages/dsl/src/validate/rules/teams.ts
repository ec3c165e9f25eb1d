/**
 * `teams:` checked: one way of saying how many teams, a split that comes out even at every allowed table, one name
 * per team; and the variables kept per team need teams to exist.
 */
import { Codes } from '../../diagnostics/codes';
import type { GameSpecOutput } from '../../schema/game';
import type { TeamsDef } from '../../ir/types';
import type { Checker } from '../context';

export function checkTeams(c: Checker, spec: GameSpecOutput): TeamsDef | undefined {
  const t = spec.teams;
  for (const [name, v] of Object.entries(spec.vars ?? {})) {
    if (v.scope !== 'team') continue;
    if (!t) c.error(Codes.InvalidValue, `"${name}" is kept per team, but this game declares no teams`, ['vars', name, 'scope'], { hint: 'declare them: teams: { count: 2 } (partners sit opposite), or use scope: player' });
    if (v.private === 'owner') c.error(Codes.InvalidValue, `"${name}" is kept per team: "private: owner" is for a per-seat variable`, ['vars', name, 'private'], { hint: 'private: server keeps it from every seat' });
  }
  if (!t) return undefined;
  if ((t.count === undefined) === (t.size === undefined)) {
    c.error(t.count === undefined ? Codes.MissingKey : Codes.InvalidValue, t.count === undefined ? 'say how the seats split: "count" (how many teams) or "size" (seats per team)' : 'say "count" or "size", not both: one follows from the other', ['teams'], {
      key: true,
      hint: 'e.g. teams: { count: 2 } — four players play two against two, partners opposite',
    });
    return undefined;
  }
  const bad: number[] = [];
  for (let n = spec.players.min; n <= spec.players.max; n++) {
    const ok = t.count !== undefined ? n % t.count === 0 : n % t.size! === 0;
    if (!ok) bad.push(n);
  }
  if (bad.length > 0) {
    const what = t.count !== undefined ? `${t.count} teams` : `teams of ${t.size}`;
    c.error(Codes.InvalidValue, `${bad.length === 1 ? `${bad[0]} players do` : `${bad.join(', ')} players do`} not split evenly into ${what}`, ['teams', t.count !== undefined ? 'count' : 'size'], {
      hint: `allow only player counts that split evenly (players: { min, max }), or change the teams`,
    });
  }
  if (t.names && t.count !== undefined && t.names.length !== t.count) {
    c.error(Codes.InvalidValue, `${t.names.length} team name${t.names.length === 1 ? '' : 's'} for ${t.count} teams: give one per team, team 0 first`, ['teams', 'names']);
  }
  if (t.names && t.size !== undefined) {
    const most = Math.floor(spec.players.max / t.size);
    if (t.names.length < most) c.error(Codes.InvalidValue, `${t.names.length} team names, but ${spec.players.max} players make ${most} teams: give one per team`, ['teams', 'names']);
  }
  return {
    ...(t.count !== undefined ? { count: t.count } : { size: t.size! }),
    seating: t.seating ?? 'alternate',
    ...(t.names ? { names: t.names } : {}),
  };
}
