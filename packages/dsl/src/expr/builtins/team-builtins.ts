/**
 * The functions over partnerships (`teams:`): `team(seat)`, `partner(seat)`, `members(team)`. Each reads the game's
 * team pattern, so it is made per game (`Builtin.withTeams`); in a game without teams calling one is an error.
 */
import type { Builtin } from './builtin';
import { T, isTeam, type Ty } from '../types';
import { membersOf, partnerOf, teamOf } from '../../ir/teams';

const aSeat = (a: Ty[]): boolean => a[0]!.t === 'number' && !isTeam(a[0]!);

export const TEAM_BUILTINS: [string, Builtin][] = [
  [
    'team',
    {
      arity: [1, 1],
      doc: 'team(seat): the team the seat plays on (teams:), e.g. vars.score[team(self)]; a log line names it',
      type: () => T.team,
      impl: () => null,
      withTeams: (teams, a) =>
        aSeat(a) ? { ty: T.team, impl: (env, args) => teamOf(teams, Number(args[0]!.fn(env)), env.numPlayers) } : 'expects a seat',
    },
  ],
  [
    'partner',
    {
      arity: [1, 1],
      doc: 'partner(seat): the seat\'s next teammate in the turn direction still in the game (teams:); unlike next(seat, 2) it never lands on an opponent when a seat between them is out',
      type: () => T.seat,
      impl: () => null,
      withTeams: (teams, a) =>
        aSeat(a)
          ? { ty: T.seat, impl: (env, args) => partnerOf(teams, Number(args[0]!.fn(env)), env.numPlayers, env.G.out, env.G.dir ?? 1) }
          : 'expects a seat',
    },
  ],
  [
    'members',
    {
      arity: [1, 1],
      doc: 'members(team): the seats of a team, in seat order (teams:), e.g. members(team(self)) or winners: members(…)',
      type: () => T.seats,
      impl: () => [],
      withTeams: (teams, a) =>
        isTeam(a[0]!) ? { ty: T.seats, impl: (env, args) => membersOf(teams, Number(args[0]!.fn(env)), env.numPlayers) } : 'expects a team, e.g. members(team(self))',
    },
  ],
];
