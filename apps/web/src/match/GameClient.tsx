/**
 * The boardgame.io React client for one game: `clientGame(def)` (every move runs on the server, the browser holds
 * no deck) over boardgame.io's socket.io transport to this same origin, websocket only.
 */
import { Client, type BoardProps as BgioBoardProps } from './bgio-client';
import { clientGame, type ClientGameDef, type PlayerView } from '@deckhand/dsl/client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { PATCH_AUTH } from './patch-feed';
import { rejectionFeed } from './rejections';
import type { ChatFeed } from './chat-feed';
import { Board } from './board';
import { loadRingFaces, ringFaces } from './ring-faces';
import { GamePanels, loadDragKit, loadGamePanels, panelMoves, type BoardCtx, type PanelProps, type SeatInfo, type TableSize } from '@deckhand/ui';
import { EndScreen } from './EndScreen';
import { TurnHint, openMoves } from './TurnHint';
import { loadCuePrefs, useTurnCue } from './turn-cue';

export interface MatchClientProps {
  matchID: string;
  playerID?: string;
  credentials?: string;
  /** The table's card size (the header's control); boardgame.io's client hands it on to the board. */
  tableSize?: TableSize;
}

/** Seat info the lobby knows (names, bots) merged with the live connection flags boardgame.io sends. */
function seatsOf(lobby: readonly SeatInfo[], matchData: BgioBoardProps['matchData'], numPlayers: number): SeatInfo[] {
  return Array.from({ length: numPlayers }, (_, s) => {
    const live = matchData?.find((m) => m.id === s);
    const known = lobby[s] ?? {};
    // The lobby's name wins: it marks a seat a bot plays for now ("Ada (bot playing)").
    const name = known.name ?? live?.name;
    return { ...known, ...(name ? { name } : {}), ...(live?.isConnected !== undefined ? { connected: live.isConnected || !!known.bot } : {}) };
  });
}

export interface MatchHooks {
  /** The lobby's seats (names, bot flags), read at render time. */
  seats: () => readonly SeatInfo[];
  /** Offered to a seated player once the game is over. */
  playAgain: () => void;
  /** A move's description from the game's YAML (the rules sheet), for the first-turn hint. */
  describe: (move: string) => string | undefined;
  /** Opens the rules drawer. */
  openRules: () => void;
  /** The table chat, read off this client's socket (chat-feed.ts). */
  chat?: ChatFeed;
  /**
   * A turn began, or the seats to move changed (a seat's part of a shared phase began or ended), by the state just
   * received: the page reads the table again at once, so a turn timer started with it shows with the new state, not
   * up to a poll later.
   */
  onTurn?: () => void;
}

/**
 * Fetches ahead the game-specific drawing a def will want, each a chunk of its own chosen by the def's shape (the
 * quiz panel by its protocol, ring cards by their card type): called as soon as a page has the def, so the code is
 * here before the first board, which then never draws a placeholder. Never rejects (a part that failed is asked for
 * again where it is drawn).
 */
export function loadGameParts(def: ClientGameDef): Promise<void> {
  return Promise.all([loadGamePanels(def), loadRingFaces(def).catch(() => undefined)]).then(() => undefined);
}

export function makeGameClient(def: ClientGameDef, numPlayers: number, hooks: MatchHooks): ComponentType<MatchClientProps> {
  const feed = rejectionFeed({ server: window.location.origin, socketOpts: { transports: ['websocket'], auth: PATCH_AUTH } }, hooks.chat);
  function MatchBoard(props: BgioBoardProps<PlayerView> & { tableSize?: TableSize }) {
    const { G, ctx, moves, playerID, matchID, matchData, isConnected, _stateID, undo } = props;
    // A refused move's reason, shown until the next state arrives (the board keeps the selection meanwhile), with the
    // state id the move was made from: a refusal can arrive after a newer state (another seat moved first).
    const [rejection, setRejection] = useState<{ message: string; stateID?: number }>();
    const rejected = rejection?.message;
    useEffect(() => feed.subscribe((r) => r.matchID === matchID && setRejection({ message: r.message, ...(r.stateID !== undefined ? { stateID: r.stateID } : {}) })), [matchID]);
    useEffect(() => setRejection(undefined), [G]);
    // A seated player's drag kit is fetched at once, not when the board first wants it: a board that gets it while the
    // player is choosing draws its table again, and the choice made so far would be lost. Spectators never fetch it.
    useEffect(() => {
      if (playerID != null) void loadDragKit().catch(() => undefined);
    }, [playerID]);
    const onMove = (name: string, args: unknown[]) => {
      const send = moves[name];
      if (send) send(...args);
    };
    const boardCtx = ctx as unknown as BoardCtx;
    const seat = playerID ?? null;
    const players = seatsOf(hooks.seats(), matchData, ctx.numPlayers);
    const panel: PanelProps = { def, view: G, ctx: boardCtx, playerID: seat, onMove, players };
    const over = !!(G.result || ctx.gameover);
    const myTurn = !over && seat !== null && openMoves(def, G, boardCtx, seat).length > 0;
    useTurnCue(def.name, over ? 'over' : myTurn ? 'your-turn' : 'other');
    const [hintDismissed, setHintDismissed] = useState(false);
    const movedBefore = seat !== null && G.log.some((e) => e.seat === Number(seat) && e.move !== undefined);
    const hint = myTurn && !movedBefore && !hintDismissed;
    // A seated player in a game under way: the board (bounded to one screen by styles.css) is brought into view
    // once, so the hand and the moves are on screen with the table above them, not below the page's header.
    const frame = useRef<HTMLDivElement>(null);
    const playing = seat !== null && !over;
    const toMove = `${ctx.turn}|${ctx.activePlayers ? Object.keys(ctx.activePlayers).sort().join(',') : ctx.currentPlayer}`;
    const firstDraw = useRef(true);
    useEffect(() => {
      // (Not on the first drawing: the page has just read the table.)
      if (!firstDraw.current) hooks.onTurn?.();
      firstDraw.current = false;
    }, [toMove]);
    useEffect(() => {
      if (playing && window.scrollY === 0) frame.current?.scrollIntoView({ block: 'start' });
    }, [playing]);
    // The data attributes are for tests and tools: the turn, the state's id (it changes with every move, several per
    // turn), whether the match is over, whatever the board draws, and the state a shown refusal's move was made from.
    return (
      <div ref={frame} className="match-board" data-turn={ctx.turn} data-state={_stateID} data-over={G.result || ctx.gameover ? 'true' : undefined} data-rejected-state={rejection?.stateID}>
        {!isConnected && <p className="banner warn" role="alert">Connecting to the server…</p>}
        {over && <EndScreen def={def} view={G} players={players} numPlayers={ctx.numPlayers} playerID={seat} onPlayAgain={hooks.playAgain} />}
        {/* Game-specific drawing comes from data, not from a game id: faces by their shape (ring-faces.tsx), table
            panels by the shape of the hook view (the kit's gamePanels registry); a move a drawn panel handles (the
            quiz's `answer`) is left out of the board's generic controls. */}
        {/* "Confirm moves" (the header's switch, read as the board draws): no card plays on a single click. */}
        <Board {...panel} matchID={matchID} renderFace={ringFaces(matchID, G)} hiddenMoves={panelMoves(panel)} confirmMoves={loadCuePrefs().confirm} onUndo={undo} tableSize={props.tableSize ?? 'medium'}
          // The first-move hint in the log's place (beside the table, or above the dock on a phone): above the board it
          // pushed the dock off a phone's screen ("End turn" cut off) and squeezed the other seats' strip.
          notice={hint ? <TurnHint def={def} view={G} ctx={boardCtx} playerID={seat!} describe={hooks.describe} onRules={hooks.openRules} onDismiss={() => setHintDismissed(true)} /> : undefined}
          {...(rejected ? { rejection: rejected } : {})}>
          <GamePanels {...panel} />
        </Board>
      </div>
    );
  }
  return Client<PlayerView>({
    game: clientGame(def) as never,
    board: MatchBoard,
    numPlayers,
    multiplayer: feed.multiplayer,
    debug: false,
    loading: () => <p className="muted" role="status">Connecting…</p>,
  }) as ComponentType<MatchClientProps>;
}
