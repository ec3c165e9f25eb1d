/**
 * /match/:gameId/:matchID — the waiting room until the match starts, then the board for this browser's seat (its
 * credentials come from localStorage, so a reload rejoins) or a spectator's; a share link; "How to play"; leave
 * (mid-game a bot plays the seat until you take it back); the end screen and the rematch, which every seated
 * human is told about and taken to at their own seat.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ClientGameDef } from '@deckhand/dsl/client';
import { api, ApiError, type MatchSummary, type RulesSheet } from '../api/lobby';
import { browserStore, forgetSeat, loadSeat, playerName, saveSeat, type SeatCredentials } from '../api/credentials';
import { nameError } from '../lobby/create-form';
import { lobbyPath, matchPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { loadGameParts, makeGameClient } from './GameClient';
import { WaitingRoom } from './WaitingRoom';
import { useChat, useMuted } from './chat-state';
import { chatFeed } from './chat-feed';
import { senderKey, TableSizeControl } from '@deckhand/ui';
import { useMatchTable } from './useMatchTable';
import { tabTitle, useCuePrefs } from './turn-cue';
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

function JoinForm({ gameId, summary, onJoined }: { gameId: string; summary: MatchSummary; onJoined: (seat: SeatCredentials) => void }) {
  const [name, setName] = useState(() => playerName(store));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const free = summary.status === 'waiting' ? summary.waitingFor : 0;
  if (free === 0) return <p className="muted">{summary.status === 'over' ? 'This match is over.' : 'Every seat is taken: you are watching.'}</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = nameError(name);
    if (bad) return setError(bad);
    setBusy(true);
    try {
      const r = await api.join(gameId, summary.matchID, { playerName: name.trim() });
      const seat = { playerID: r.playerID, credentials: r.playerCredentials, playerName: name.trim() };
      saveSeat(store, gameId, summary.matchID, seat);
      onJoined(seat);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="join card-panel" onSubmit={submit} aria-label="Join this match">
      <p>You are watching. {free} seat{free === 1 ? '' : 's'} free.</p>
      <label>
        Your name <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} aria-invalid={!!error} />
      </label>
      <button className="btn primary" type="submit" disabled={busy}>Join</button>
      {error && <p className="error" role="alert">{error}</p>}
    </form>
  );
}

/**
 * Seat info for the board: lobby names, bots, a human seat a bot plays for now marked as such, and the host's turn
 * timer on the seats it runs for (their chips count it down from the server's figures, whatever this machine's clock says).
 */
function seatInfos(summary: MatchSummary | undefined): SeatInfo[] {
  const endsAt = summary?.turnEndsAt;
  const now = summary?.now;
  const seconds = summary?.turnSeconds;
  // Each seat's own end (its time started when its turn, or its part of a shared phase, began).
  const clock = (seat: number) => {
    const ends = summary?.seatEndsAt?.[seat] ?? endsAt;
    return ends !== undefined && now !== undefined && seconds && summary?.timedSeats?.includes(seat) ? { endsAt: ends, now, seconds } : undefined;
  };
  return (summary?.seats ?? []).map((s) => ({
    ...(s.name ? { name: s.standIn ? `${s.name} (bot playing)` : s.name } : {}),
    ...(s.bot || s.standIn ? { bot: true } : {}),
    ...(clock(s.seat) ? { turnClock: clock(s.seat)! } : {}),
  }));
}

// Fetched the first time the rules or the chat are opened (see ChatDrawer.tsx).
const RulesDrawer = lazy(() => import('./RulesDrawer').then((m) => ({ default: m.RulesDrawer })));
const ChatDrawer = lazy(() => import('./ChatDrawer').then((m) => ({ default: m.ChatDrawer })));

export function MatchPage({ gameId, matchID }: { gameId: string; matchID: string }) {
  const [def, setDef] = useState<ClientGameDef>();
  const [sheet, setSheet] = useState<RulesSheet>();
  const [error, setError] = useState<string>();
  const [seat, setSeat] = useState<SeatCredentials | undefined>(() => loadSeat(store, gameId, matchID));
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesMounted, setRulesMounted] = useState(false);
  useEffect(() => {
    if (rulesOpen) setRulesMounted(true);
  }, [rulesOpen]);
  const [chatOpen, setChatOpen] = useState(false);
  // Whether the chat was ever opened here: the drawer is mounted (and its code fetched) from then on.
  const [chatMounted, setChatMounted] = useState(false);
  useEffect(() => {
    if (chatOpen) setChatMounted(true);
  }, [chatOpen]);
  // The table chat of this match, read off the game client's socket (chat-feed.ts); a new seat gets a new client.
  const chat = useMemo(() => chatFeed(), [gameId, matchID]);
  const { lines: chatLines } = useChat(chat);
  const [muted, setMuted] = useMuted(store, matchID);
  // Lines read: everything up to the last time the panel was open.
  const [chatRead, setChatRead] = useState(0);
  useEffect(() => {
    if (chatOpen) setChatRead(chatLines.length);
  }, [chatOpen, chatLines.length]);
  // A phone keeps the header to one row: what is used once in a while (turn cues, leave, the share link) opens from "More".
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [prefs, setPrefs] = useCuePrefs();
  const { summary, error: tableError, refresh } = useMatchTable(gameId, matchID);
  const seatsRef = useRef<SeatInfo[]>([]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const actions = useRef({ playAgain: () => undefined as void, describe: (_m: string) => undefined as string | undefined, openRules: () => undefined as void });

  useEffect(() => {
    let live = true;
    setSeat(loadSeat(store, gameId, matchID));
    api.clientDef(gameId).then(
      (d) => {
        // The game's own drawing (its quiz panel, its ring cards) is fetched while the socket connects.
        void loadGameParts(d);
        if (live) setDef(d);
      },
      (err: unknown) => live && setError(String((err as Error).message ?? err)),
    );
    api.rules(gameId).then((s) => live && setSheet(s), () => undefined);
    return () => {
      live = false;
    };
  }, [gameId, matchID]);
  useEffect(() => {
    if (tableError instanceof ApiError && tableError.status === 404) setError('This match does not exist (or has ended and been removed).');
  }, [tableError]);
  useEffect(() => {
    if (def && summary?.status === 'waiting') document.title = tabTitle(def.name, 'waiting-room');
  }, [def, summary?.status]);

  seatsRef.current = seatInfos(summary);
  const numPlayers = summary?.numPlayers ?? 0;
  const GameClient = useMemo(
    () =>
      def && numPlayers
        ? makeGameClient(def, numPlayers, {
            seats: () => seatsRef.current,
            playAgain: () => actions.current.playAgain(),
            describe: (m) => actions.current.describe(m),
            openRules: () => actions.current.openRules(),
            chat,
            onTurn: () => refreshRef.current(),
          })
        : undefined,
    [def, numPlayers, chat],
  );

  if (error) {
    return (
      <main className="page">
        <p className="error" role="alert">{error}</p>
        <a href={lobbyPath()} onClick={(e) => { e.preventDefault(); navigate(lobbyPath()); }}>Back to the lobby</a>
      </main>
    );
  }
  if (!def || !summary || !GameClient) return <main className="page"><p className="muted" role="status">Loading…</p></main>;

  const url = `${window.location.origin}${matchPath(gameId, matchID)}`;
  const seated = seat && !seat.left ? seat : undefined;
  const auth = seat ? { playerID: seat.playerID, credentials: seat.credentials } : undefined;
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : String(err));

  const leave = async () => {
    if (auth) {
      const r = await api.leave(gameId, matchID, auth).catch(() => undefined);
      // Mid-game the seat stays ours (a bot plays it): keep the credentials to take it back later.
      if (r?.standIn) saveSeat(store, gameId, matchID, { ...seat!, left: true });
      else forgetSeat(store, gameId, matchID);
    }
    navigate(lobbyPath(gameId));
  };
  const reclaim = async () => {
    if (!auth) return;
    setBusy(true);
    try {
      await api.reclaim(gameId, matchID, auth);
      const back = { playerID: seat!.playerID, credentials: seat!.credentials, playerName: seat!.playerName };
      saveSeat(store, gameId, matchID, back);
      setSeat(back);
      refresh();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    if (!auth) return;
    setBusy(true);
    await api.start(gameId, matchID, auth).then(refresh, fail);
    setBusy(false);
  };
  const removeSeat = async (seatNo: number) => {
    if (!auth) return;
    setBusy(true);
    await api.removeSeat(gameId, matchID, { ...auth, seat: String(seatNo) }).then(refresh, fail);
    setBusy(false);
  };
  /** Follows the rematch: the same seat under the same credentials (the server seated every human there). */
  const goTo = (next: string) => {
    if (seat) saveSeat(store, gameId, next, { playerID: seat.playerID, credentials: seat.credentials, playerName: seat.playerName });
    navigate(matchPath(gameId, next));
  };
  const playAgain = async () => {
    if (!auth) return;
    try {
      goTo(await api.playAgain(gameId, matchID, auth));
    } catch (err) {
      fail(err);
    }
  };
  actions.current = {
    playAgain: () => void playAgain(),
    describe: (m) => sheet?.moves.find((x) => x.name === m)?.description,
    openRules: () => setRulesOpen(true),
  };
  const me = seated ? seated.playerID : null;
  const unread = chatLines.slice(chatRead).filter((l) => l.sender !== me && !muted.has(senderKey(l.sender))).length;
  const isHost = seated !== undefined && summary.host === Number(seated.playerID);
  const letSpectators = async (allowed: boolean) => {
    if (!auth) return;
    await api.chatSettings(gameId, matchID, { ...auth, spectators: allowed }).then(refresh, fail);
  };
  const rematchBy = summary.nextMatchBy !== undefined ? summary.seats[summary.nextMatchBy]?.name : undefined;
  const waiting = summary.status === 'waiting';

  return (
    <main className="page match">
      <header className="match-head">
        <a href={lobbyPath(gameId)} onClick={(e) => { e.preventDefault(); navigate(lobbyPath(gameId)); }}>← Lobby</a>
        <h1>{def.name}</h1>
        <span className="muted" data-testid="seat-line">
          {seat ? `You are ${seat.playerName} (seat ${Number(seat.playerID) + 1})${seat.left ? ' — a bot is playing for you' : ''}` : 'Watching'}
        </span>
        {sheet && <button type="button" className="btn" onClick={() => setRulesOpen(true)}>How to play</button>}
        {summary.status !== 'waiting' && (
          <button type="button" className="btn" aria-expanded={chatOpen} onClick={() => setChatOpen(!chatOpen)} aria-label={unread > 0 ? `Chat, ${unread} unread` : 'Chat'}>
            Chat{unread > 0 && <span className="chat-unread" aria-hidden="true">{unread}</span>}
          </button>
        )}
        <button type="button" className="btn match-more" aria-expanded={more} aria-controls="match-extras" onClick={() => setMore(!more)}>More</button>
        <div id="match-extras" className="match-extras" data-open={more || undefined}>
          <label className="cue"><input type="checkbox" checked={prefs.notify} onChange={(e) => setPrefs({ ...prefs, notify: e.target.checked })} /> Notify my turn</label>
          <label className="cue"><input type="checkbox" checked={prefs.sound} onChange={(e) => setPrefs({ ...prefs, sound: e.target.checked })} /> Sound</label>
          <label className="cue"><input type="checkbox" checked={prefs.confirm} onChange={(e) => setPrefs({ ...prefs, confirm: e.target.checked })} /> Confirm moves</label>
          <TableSizeControl value={prefs.tableSize} onChange={(tableSize) => setPrefs({ ...prefs, tableSize })} />
          {seated && summary.status !== 'over' && <button type="button" className="btn" onClick={leave}>Leave</button>}
          <ShareLink url={url} />
        </div>
      </header>
      {seat?.left && summary.status === 'playing' && (
        <p className="banner" role="status">
          A bot is playing your seat while you are away.{' '}
          <button type="button" className="btn primary" onClick={reclaim} disabled={busy}>Take your seat back</button>
        </p>
      )}
      {summary.nextMatchID && seat && (
        <p className="banner" role="status">
          {rematchBy ?? 'Someone'} started a rematch — same seats.{' '}
          <button type="button" className="btn primary" onClick={() => goTo(summary.nextMatchID!)}>Go to the rematch</button>
        </p>
      )}
      {waiting && (
        <WaitingRoom summary={summary} {...(seated ? { mySeat: Number(seated.playerID), onStart: start, onRemove: removeSeat } : {})} busy={busy} />
      )}
      {!seat && <JoinForm gameId={gameId} summary={summary} onJoined={(s) => { setSeat(s); refresh(); }} />}
      {!waiting && <GameClient key={seated?.playerID ?? 'spectator'} matchID={matchID} tableSize={prefs.tableSize} {...(seated ? { playerID: seated.playerID, credentials: seated.credentials } : {})} />}
      {sheet && rulesMounted && (
        <Suspense fallback={null}>
          <RulesDrawer sheet={sheet} open={rulesOpen} onClose={() => setRulesOpen(false)} />
        </Suspense>
      )}
      {!waiting && chatMounted && (
        <Suspense fallback={null}>
          <ChatDrawer
            feed={chat}
            open={chatOpen}
            onClose={() => setChatOpen(false)}
            numSeats={summary.numPlayers}
            seatName={(s) => summary.seats[s]?.name ?? `Seat ${s + 1}`}
            me={me}
            {...(me === null && !summary.spectatorChat ? { readOnly: seat?.left ? 'You left this match: take your seat back to write.' : 'Spectators read the chat; the host has not let them write.' } : {})}
            muted={muted}
            onMute={setMuted}
            {...(isHost ? { spectators: { allowed: summary.spectatorChat === true, onChange: (v: boolean) => void letSpectators(v) } } : {})}
          />
        </Suspense>
      )}
    </main>
  );
}
