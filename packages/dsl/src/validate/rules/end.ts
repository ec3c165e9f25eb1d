/** How a game ends (an `end` rule or an `endGame` effect): each key's expression checked, and only one way chosen. */
import { Codes } from '../../diagnostics/codes';
import { withLocal, type Scope } from '../../expr/scope';
import { T, isTeam, show } from '../../expr/types';
import type { EndSpecIR } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { Checker } from '../context';

export interface EndInput {
  winner?: string | number | boolean;
  winners?: string | number | boolean;
  loser?: string | number | boolean;
  losers?: string | number | boolean;
  draw?: string | number | boolean;
  rank?: { by: string | number | boolean; order?: 'asc' | 'desc'; ties?: string | number | boolean };
  team?: string | number | boolean;
  score?: string | number | boolean;
}

export const ONE_OF = ['winner', 'winners', 'loser', 'losers', 'draw', 'rank', 'team'] as const;

export function checkEnd(c: Checker, e: EndInput, scope: Scope, path: Path, players?: { min: number; max: number }): EndSpecIR {
  const given = ONE_OF.filter((k) => e[k] !== undefined);
  // winner + loser together is fine (a duel); any other pair says two things at once.
  const pairOk = given.length === 2 && given.includes('winner') && given.includes('loser');
  if (given.length > 1 && !pairOk) {
    c.error(Codes.InvalidValue, `say how the game ends one way: found ${given.join(' and ')}`, [...path, given[1]!], { key: true, hint: 'rank: ranks every seat; winner(s)/loser(s) split the table in two; draw: shares it' });
  }
  const out: EndSpecIR = {};
  if (e.winner !== undefined && c.expr(e.winner, scope, [...path, 'winner'], T.seat)) out.winner = e.winner;
  if (e.winners !== undefined && c.expr(e.winners, scope, [...path, 'winners'], T.seats)) out.winners = e.winners;
  if (e.loser !== undefined && c.expr(e.loser, scope, [...path, 'loser'], T.seat)) out.loser = e.loser;
  if (e.losers !== undefined && c.expr(e.losers, scope, [...path, 'losers'], T.seats)) out.losers = e.losers;
  if (e.draw !== undefined && c.expr(e.draw, scope, [...path, 'draw'], T.seats)) out.draw = e.draw;
  if (e.team !== undefined) {
    // A team is a number only `team(seat)` or a team variable makes: a bare number or a seat here is a mistake.
    const ty = c.expr(e.team, scope, [...path, 'team'], T.number);
    if (ty && !isTeam(ty)) {
      c.error(Codes.ExprType, `"team" names the winning team, and "${String(e.team)}" is a ${show(ty)}, not a team`, [...path, 'team'], { hint: 'e.g. team: team(self), or team: "vars.score[team(0)] > vars.score[team(1)] ? team(0) : team(1)"' });
    } else if (ty) out.team = e.team;
  }
  if (e.score !== undefined) {
    if (e.rank) c.error(Codes.InvalidValue, '"rank" already scores every seat by its "by": "score" is for the other ways of ending', [...path, 'score'], { key: true });
    else if (c.expr(e.score, withLocal(scope, 'seat', T.seat), [...path, 'score'], T.number)) out.score = e.score;
  }
  if (e.rank && players?.max === 1) {
    // One seat has nobody to be ranked against: a ranking would always end in a "draw" with itself.
    c.error(Codes.InvalidValue, 'a one-seat game cannot rank its seat against others: it is won or lost', [...path, 'rank'], {
      key: true,
      hint: 'say whether it was won, with the score beside it: winners: "filter(seats, vars.points >= 50)", score: vars.points',
    });
  }
  if (e.rank) {
    const seat = withLocal(scope, 'seat', T.seat);
    if (scope.locals.has('seat')) {
      c.error(Codes.ExprShadow, 'rank binds "seat", which hides the outer "seat"', [...path, 'rank'], { key: true });
    }
    c.expr(e.rank.by, seat, [...path, 'rank', 'by'], T.number);
    const ties = e.rank.ties === undefined || e.rank.ties === 'share' ? 'share' : e.rank.ties;
    if (ties !== 'share') c.expr(ties, seat, [...path, 'rank', 'ties'], T.number);
    out.rank = { by: e.rank.by, order: e.rank.order ?? 'desc', ties };
  }
  return out;
}
