/**
 * A race phase in boardgame.io terms: every seat active at once, the three race moves (server-only, so the time
 * stamp is the server's; concurrent, so they ignore stale state ids; answers redacted from other seats' logs), a
 * first round opened when the phase begins. See docs/race.md.
 */
import type { Ctx, FnContext, LongFormMove, PhaseConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Env } from '../expr/env';
import type { PhaseDef } from '../ir/types';
import type { Exec } from '../runtime/exec';
import { InvalidMove } from '../runtime/program';
import type { GameState } from '../runtime/state';
import { RACE_MOVES } from './actions';
import { openRound, raceMove, type RaceCtl, type RaceMoveKind } from './runtime';
import { moveMap } from '../compile/move-map';

type FnArgs = FnContext<GameState> & { playerID?: string };

/** How the compiler builds an Exec and an Env (passed in, so this module does not import the compiler). */
export interface RaceTools {
  exec(random: FnArgs['random'] | undefined, events: FnArgs['events'] | undefined): Exec;
  env(G: GameState, ctx: Ctx): Env;
}

function tracked(x: Exec, ctl: RaceCtl): Exec {
  const ev = x.events;
  if (!ev) return x;
  x.events = {
    endTurn: () => ev.endTurn(),
    endPhase: () => {
      ctl.phaseEnded = true;
      ev.endPhase();
    },
    setPhase: (phase) => {
      ctl.phaseEnded = true;
      ev.setPhase(phase);
    },
  };
  return x;
}

function raceMoveConfig(ph: PhaseDef, kind: RaceMoveKind, tools: RaceTools): LongFormMove<GameState> {
  return {
    move: ({ G, ctx, playerID, random, events }: FnArgs, ...raw: unknown[]) => {
      if (raw.length > (kind === 'answer' ? 1 : 0)) return INVALID_MOVE;
      const ctl: RaceCtl = { phaseEnded: false };
      const x = tracked(tools.exec(random, events), ctl);
      const seat = Number(playerID);
      const env: Env = { ...tools.env(G, ctx), self: seat };
      try {
        return raceMove(x, env, ph, seat, kind, raw[0], ctl) ? undefined : INVALID_MOVE;
      } catch (e) {
        if (e instanceof InvalidMove) return INVALID_MOVE;
        throw e;
      }
    },
    client: false,
    redact: kind === 'answer',
    ignoreStaleStateID: true,
  } as unknown as LongFormMove<GameState>;
}

/** Turns a compiled phase into a race phase: its moves, and a first round once the phase's own onBegin has run. */
export function attachRace(ph: PhaseDef, config: PhaseConfig<GameState>, tools: RaceTools): void {
  const begin = config.onBegin;
  config.onBegin = (args: FnArgs) => {
    begin?.(args);
    const ctl: RaceCtl = { phaseEnded: false };
    openRound(tracked(tools.exec(args.random, args.events), ctl), tools.env(args.G, args.ctx), ph, ctl);
  };
  const end = config.onEnd;
  config.onEnd = (args: FnArgs) => {
    end?.(args);
    if (args.G.race) args.G.race.open = false;
  };
  config.moves = moveMap([
    [RACE_MOVES.answer, raceMoveConfig(ph, 'answer', tools)],
    [RACE_MOVES.stuck, raceMoveConfig(ph, 'stuck', tools)],
    [RACE_MOVES.resolve, raceMoveConfig(ph, 'resolve', tools)],
  ]);
}
