/**
 * A race phase in boardgame.io terms: every seat active at once, the three race moves (an answer or a slap, stuck,
 * resolve; server-only, so the time stamp is the server's; concurrent, so they ignore stale state ids; answers
 * redacted from other seats' logs), a first round opened when the phase begins. See docs/race.md.
 */
import type { Ctx, FnContext, LongFormMove, PhaseConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Env } from '../expr/env';
import type { PhaseDef } from '../ir/types';
import type { Exec } from '../runtime/effects/exec';
import { InvalidMove } from '../runtime/program';
import type { GameState } from '../runtime/state/state';
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
    setStage: (stage) => ev.setStage(stage),
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

/** A race move's body on any mutable `G` (shared by boardgame.io and the fast simulator): false when rejected. */
export function raceMoveStep(ph: PhaseDef, kind: RaceMoveKind): (x: Exec, env: Env, seat: number, raw: readonly unknown[]) => boolean {
  return (x, env, seat, raw) => {
    // An answer is [text, round?], a slap [round?]; stuck and resolve take nothing (a client never claims a time).
    if (raw.length > (kind === 'answer' ? 2 : kind === 'slap' ? 1 : 0)) return false;
    const ctl: RaceCtl = { phaseEnded: false };
    env.self = seat;
    try {
      return raceMove(tracked(x, ctl), env, ph, seat, kind, raw, ctl);
    } catch (e) {
      if (e instanceof InvalidMove) return false;
      throw e;
    }
  };
}

/** What a race phase adds when it begins (a first round, after the phase's own onBegin) and ends. */
export function raceBegin(ph: PhaseDef, x: Exec, env: Env): void {
  const ctl: RaceCtl = { phaseEnded: false };
  openRound(tracked(x, ctl), env, ph, ctl);
}

export function raceEnd(G: GameState): void {
  if (G.race) {
    G.race.open = false;
    delete G.race.nextAt;
  }
}

function raceMoveConfig(ph: PhaseDef, kind: RaceMoveKind, tools: RaceTools): LongFormMove<GameState> {
  const step = raceMoveStep(ph, kind);
  return {
    move: ({ G, ctx, playerID, random, events }: FnArgs, ...raw: unknown[]) =>
      step(tools.exec(random, events), tools.env(G, ctx), Number(playerID), raw) ? undefined : INVALID_MOVE,
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
    raceBegin(ph, tools.exec(args.random, args.events), tools.env(args.G, args.ctx));
  };
  const end = config.onEnd;
  config.onEnd = (args: FnArgs) => {
    end?.(args);
    raceEnd(args.G);
  };
  config.moves = moveMap([
    ph.race!.slap !== undefined ? [RACE_MOVES.slap, raceMoveConfig(ph, 'slap', tools)] : [RACE_MOVES.answer, raceMoveConfig(ph, 'answer', tools)],
    [RACE_MOVES.stuck, raceMoveConfig(ph, 'stuck', tools)],
    [RACE_MOVES.resolve, raceMoveConfig(ph, 'resolve', tools)],
  ]);
}
