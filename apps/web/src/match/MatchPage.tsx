/**
 * /match/:gameId/:matchID — the board for this browser's seat (its credentials come from localStorage, so a
 * reload rejoins), or a spectator's board with a join form while seats are free; a share link; leave; play again.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ClientGameDef } from '@deckhand/dsl/client';
import { api, ApiError, freeSeats, isBotSeat, type LobbyMatch } from '../api/lobby';
import { browserStore, forgetSeat, lastName, loadSeat, saveSeat, type SeatCredentials } from '../api/credentials';
import { nameError } from '../lobby/create-form';
import { lobbyPath, matchPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { makeGameClient } from './GameClient';
import type { SeatInfo } from '@deckhand/ui';

const store = browserStore();

function ShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="share">
      <label htmlFor="share-link">Share link</label>
      <input id="share-link" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" className="btn" onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
    </div>
  );
}

function JoinForm({ match, onJoined }: { match: LobbyMatch; onJoined: (seat: SeatCredentials) => void }) {
  const [name, setName] = useState(() => lastName(store));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const free = freeSeats(match);
  if (free.length === 0) return <p className="muted">Every seat is taken: you are watching.</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = nameError(name);
    if (bad) return setError(bad);
    setBusy(true);
    try {
      const r = await api.join(match.gameName, match.matchID, { playerName: name.trim() });
      const seat = { playerID: r.playerID, credentials: r.playerCredentials, playerName: name.trim() };
      saveSeat(store, match.gameName, match.matchID, seat);
      onJoined(seat);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="join card-panel" onSubmit={submit} aria-label="Join this match">
      <p>You are watching. {free.length} seat{free.length === 1 ? '' : 's'} free.</p>
      <label>
        Your name <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} aria-invalid={!!error} />
      </label>
      <button className="btn primary" type="submit" disabled={busy}>Join</button>
      {error && <p className="error" role="alert">{error}</p>}
    </form>
  );
}

export function MatchPage({ gameId, matchID }: { gameId: string; matchID: string }) {
  const [def, setDef] = useState<ClientGameDef>();
  const [match, setMatch] = useState<LobbyMatch>();
  const [error, setError] = useState<string>();
  const [seat, setSeat] = useState<SeatCredentials | undefined>(() => loadSeat(store, gameId, matchID));
  const seatsRef = useRef<SeatInfo[]>([]);
  const playAgainRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    setSeat(loadSeat(store, gameId, matchID));
    Promise.all([api.clientDef(gameId), api.match(gameId, matchID)]).then(
      ([d, m]) => {
        if (!live) return;
        setDef(d);
        setMatch(m);
      },
      (err: unknown) => live && setError(err instanceof ApiError && err.status === 404 ? 'This match does not exist (or has ended and been removed).' : String((err as Error).message ?? err)),
    );
    return () => {
      live = false;
    };
  }, [gameId, matchID]);

  // The lobby's view of the seats (names, bots) is refreshed while seats are free, for the join form and names.
  useEffect(() => {
    if (!match || freeSeats(match).length === 0) return;
    const t = setInterval(() => api.match(gameId, matchID).then(setMatch, () => undefined), 3000);
    return () => clearInterval(t);
  }, [gameId, matchID, match]);

  seatsRef.current = (match?.players ?? []).map((p) => ({ ...(p.name ? { name: p.name } : {}), ...(isBotSeat(p) ? { bot: true } : {}) }));
  const numPlayers = match?.players.length ?? 0;
  const GameClient = useMemo(() => (def && numPlayers ? makeGameClient(def, numPlayers, { seats: () => seatsRef.current, playAgain: () => playAgainRef.current() }) : undefined), [def, numPlayers]);

  if (error) {
    return (
      <main className="page">
        <p className="error" role="alert">{error}</p>
        <a href={lobbyPath()} onClick={(e) => { e.preventDefault(); navigate(lobbyPath()); }}>Back to the lobby</a>
      </main>
    );
  }
  if (!def || !match || !GameClient) return <main className="page"><p className="muted" role="status">Loading…</p></main>;

  const url = `${window.location.origin}${matchPath(gameId, matchID)}`;
  const leave = async () => {
    if (seat) await api.leave(gameId, matchID, { playerID: seat.playerID, credentials: seat.credentials }).catch(() => undefined);
    forgetSeat(store, gameId, matchID);
    navigate(lobbyPath(gameId));
  };
  const playAgain = async () => {
    if (!seat) return;
    try {
      const next = await api.playAgain(gameId, matchID, { playerID: seat.playerID, credentials: seat.credentials });
      navigate(matchPath(gameId, next));
    } catch (err) {
      setError((err as Error).message);
    }
  };

  playAgainRef.current = () => void playAgain();

  return (
    <main className="page match">
      <header className="match-head">
        <a href={lobbyPath(gameId)} onClick={(e) => { e.preventDefault(); navigate(lobbyPath(gameId)); }}>← Lobby</a>
        <h1>{def.name}</h1>
        <span className="muted" data-testid="seat-line">
          {seat ? `You are ${seat.playerName} (seat ${Number(seat.playerID) + 1})` : 'Watching'}
        </span>
        {seat && <button type="button" className="btn" onClick={leave}>Leave</button>}
      </header>
      <ShareLink url={url} />
      {!seat && <JoinForm match={match} onJoined={setSeat} />}
      <GameClient key={seat?.playerID ?? 'spectator'} matchID={matchID} {...(seat ? { playerID: seat.playerID, credentials: seat.credentials } : {})} />
    </main>
  );
}
