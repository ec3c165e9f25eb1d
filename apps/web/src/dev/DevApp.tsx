/**
 * `deckhand dev`'s page: the game the dev server compiled, played locally (every seat by one person, or any seat by
 * a bot) on the same GameBoard the match page uses, with a designer's side panel. After every save the new version
 * of the game is swapped in (or, for a change to its TypeScript, the page reloads) and the moves made so far are
 * replayed; a spec error shows as an overlay over the last match that compiled.
 */
import { useEffect, useMemo, useState } from 'react';
import { compile, nextRaceDeadline, prng, randomChoice, raceRefereeAction, seedOf, clientDef, type CompiledGame, type GameDef } from '@deckhand/dsl';
import { GameBoard, GamePanels, panelMoves, type BoardCtx, type PanelProps, type SeatInfo } from '@deckhand/ui';
import { hooks, bot } from 'virtual:deckhand-dev-game';
import { useDevGame, type DevGame } from './live-game';
import { ringFaces } from '../match/ring-faces';
import { actionText, replay, type LocalMatch, type MatchSetup, type ReplayStop } from './local-match';
import { NewMatchForm } from './NewMatchForm';
import { Overlay } from './Overlay';
import { loadSession, randomSeed, saveSession, type DevSession } from './session';
import { SidePanel } from './SidePanel';

const BOT_DELAY_MS = 400;

function defaultSetup(def: GameDef): MatchSetup {
  return { seed: randomSeed(), players: Math.min(def.players.max, Math.max(def.players.min, 3)), setupData: {} };
}

/** The saved session if it still fits the game (player count in range, only known options), else a fresh one. */
function sessionFor(dev: DevGame, def: GameDef): DevSession {
  const saved = loadSession(dev.id);
  if (saved && saved.setup.players >= def.players.min && saved.setup.players <= def.players.max) {
    const setupData = Object.fromEntries(Object.entries(saved.setup.setupData).filter(([k]) => k in def.options));
    return { ...saved, setup: { ...saved.setup, setupData } };
  }
  return { setup: defaultSetup(def), actions: [], cursor: null, viewAs: null, bots: [] };
}

function replayNote(dev: DevGame, replayed: number, total: number, stopped: ReplayStop | undefined): string {
  const what = dev.changed.length ? `Reloaded after ${dev.changed.join(', ')} changed` : 'Restored the match';
  if (!stopped) return `${what}: replayed ${replayed} of ${total} move${total === 1 ? '' : 's'}.`;
  return `${what}: replay stopped at move ${stopped.index + 1} of ${total} (${actionText(stopped.action)}): ${stopped.reason}. The moves after it were dropped.`;
}

export function DevApp() {
  const dev = useDevGame();
  const def = dev.def;
  const compiled = useMemo((): { game?: CompiledGame; error?: string } => {
    if (!def) return {};
    try {
      return { game: compile(def, hooks) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [def]);
  if (!def || !compiled.game) {
    return (
      <main className="page dev" data-version={dev.version}>
        <header className="match-head"><h1>{dev.id}</h1><span className="muted">deckhand dev</span></header>
        {compiled.error && <p className="error" role="alert">The game does not compile: {compiled.error}</p>}
        {!def && dev.diagnostics.length === 0 && <p className="muted">Waiting for a valid game.yaml…</p>}
        {dev.diagnostics.length > 0 && <Overlay diagnostics={dev.diagnostics} stale={false} />}
      </main>
    );
  }
  // A new version mounts a new preview, which replays the saved moves on it, as a page reload would.
  return <Preview key={dev.version} dev={dev} def={def} game={compiled.game} />;
}

function Preview({ dev, def, game }: { dev: DevGame; def: GameDef; game: CompiledGame }) {
  const [first] = useState(() => {
    const saved = sessionFor(dev, def);
    const r = replay(game, saved.setup, saved.actions);
    const total = saved.actions.length;
    const note = total ? replayNote(dev, r.stopped ? r.stopped.index : total, total, r.stopped) : dev.changed.length ? `Reloaded after ${dev.changed.join(', ')} changed.` : '';
    // A fresh match shows the board through the eyes of the seat that moves first.
    const fresh = !loadSession(dev.id);
    return { session: fresh ? { ...saved, viewAs: r.match.activeSeats()[0] ?? null } : saved, run: { match: r.match, note } };
  });
  const [session, setSession] = useState<DevSession>(first.session);
  const [run, setRun] = useState(first.run);
  const [, rerender] = useState(0);
  const [overlayHidden, setOverlayHidden] = useState(false);
  const match: LocalMatch = run.match;
  const last = match.states.length - 1;
  const at = session.cursor === null ? last : Math.min(session.cursor, last);
  const state = match.states[at]!;

  const update = (s: Partial<DevSession>) => {
    const next = { ...session, ...s, actions: [...match.actions] };
    setSession(next);
    saveSession(dev.id, next);
    rerender((n) => n + 1);
  };
  useEffect(() => saveSession(dev.id, { ...session, actions: [...match.actions] }), []);

  const act = (seat: number, move: string, args: unknown[]) => {
    const reason = match.send({ seat, move, args }, at);
    if (reason) {
      setRun({ match, note: `Refused: ${actionText({ seat, move, args })}: ${reason}` });
      return;
    }
    // Following the turn: the board shows whoever must act next, so one person plays every seat.
    const next = match.activeSeats();
    const human = next.filter((s) => !session.bots.includes(s));
    const viewAs = session.viewAs !== null && human.length && !human.includes(session.viewAs) ? human[0]! : session.viewAs;
    setRun({ match, note: '' });
    update({ cursor: null, viewAs });
  };

  // Bot seats play when it is their turn, at the latest state only.
  useEffect(() => {
    if (at !== last || state.ctx.gameover) return;
    const seat = match.activeSeats().find((s) => session.bots.includes(s) && match.legal(s).length > 0);
    if (seat === undefined) return;
    const t = setTimeout(() => {
      const rand = prng(seedOf(`bots:${session.setup.seed}:${last}`));
      const pick = (bot?.choose ?? randomChoice)(match.legal(seat), rand, match.latest, seat, game);
      act(seat, pick.move, pick.args);
    }, BOT_DELAY_MS);
    return () => clearTimeout(t);
  });

  // Race phases: the referee closes a tie window on time, as the server would.
  useEffect(() => {
    if (at !== last) return;
    const deadline = nextRaceDeadline(state.G);
    if (deadline === undefined) return;
    const t = setTimeout(() => {
      const ref = raceRefereeAction(match.latest.G);
      if (ref) act(Number(ref.playerID), ref.type, []);
    }, Math.max(0, deadline - Date.now()));
    return () => clearTimeout(t);
  });

  const newMatch = (setup: MatchSetup) => {
    const fresh = replay(game, setup, []);
    setRun({ match: fresh.match, note: `New match, seed ${setup.seed}.` });
    const next: DevSession = { ...session, setup, actions: [], cursor: null, viewAs: session.viewAs === null ? null : 0 };
    setSession(next);
    saveSession(dev.id, next);
  };

  const seats = Array.from({ length: session.setup.players }, (_, s) => s);
  const players: SeatInfo[] = seats.map((s) => ({ name: `Seat ${s + 1}`, connected: true, ...(session.bots.includes(s) ? { bot: true } : {}) }));
  const viewAs = session.viewAs !== null && session.viewAs < session.setup.players ? session.viewAs : null;
  const view = match.view(viewAs, at);
  const panel: PanelProps = {
    def: clientDef(def),
    view,
    ctx: state.ctx as unknown as BoardCtx,
    playerID: viewAs === null ? null : String(viewAs),
    onMove: (name, args) => (viewAs === null ? undefined : act(viewAs, name, args)),
    players,
  };

  return (
    <main className="page dev" data-version={dev.version} data-moves={match.actions.length}>
      <header className="match-head">
        <h1>{def.name}</h1>
        <span className="muted">deckhand dev · seed {session.setup.seed} · {session.setup.players} players</span>
      </header>
      {run.note && <p className="banner" role="status" data-testid="dev-replay">{run.note}</p>}
      {dev.diagnostics.length > 0 && !overlayHidden && <Overlay diagnostics={dev.diagnostics} stale={dev.stale} onHide={() => setOverlayHidden(true)} />}
      {dev.diagnostics.length > 0 && overlayHidden && (
        <p className="banner warn" role="alert">
          The spec has {dev.diagnostics.length} problem{dev.diagnostics.length === 1 ? '' : 's'}; this match runs the last version that compiled.{' '}
          <button type="button" className="btn link" onClick={() => setOverlayHidden(false)}>Show</button>
        </p>
      )}
      <nav className="dev-seats" aria-label="Seats">
        {seats.map((s) => (
          <span key={s} className="dev-seat">
            <button type="button" className="btn" aria-pressed={viewAs === s} onClick={() => update({ viewAs: s })}>
              Seat {s + 1}{match.activeSeats(at).includes(s) ? ' •' : ''}
            </button>
            <label>
              <input type="checkbox" checked={session.bots.includes(s)} onChange={(e) => update({ bots: e.target.checked ? [...session.bots, s] : session.bots.filter((b) => b !== s) })} /> bot
            </label>
          </span>
        ))}
        <button type="button" className="btn" aria-pressed={viewAs === null} onClick={() => update({ viewAs: null })}>Spectator</button>
      </nav>
      <div className="dev-layout">
        <div className="match-board" data-turn={state.ctx.turn} data-over={state.ctx.gameover ? 'true' : undefined}>
          <GameBoard {...panel} renderFace={ringFaces(session.setup.seed, view)} hiddenMoves={panelMoves(panel)}>
            <GamePanels {...panel} />
          </GameBoard>
        </div>
        <SidePanel match={match} at={at} onTravel={(i) => update({ cursor: i >= last ? null : Math.max(0, i) })} onAct={act} />
      </div>
      <NewMatchForm key={session.setup.seed + session.setup.players} def={def} setup={session.setup} onStart={newMatch} />
    </main>
  );
}
