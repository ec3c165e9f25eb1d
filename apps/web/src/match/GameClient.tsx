/**
 * The boardgame.io React client for one game: `clientGame(def)` (every move runs on the server, the browser holds
 * no deck) over boardgame.io's socket.io transport to this same origin, websocket only.
 */
import { Client, type BoardProps as BgioBoardProps } from 'boardgame.io/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import { clientGame, type ClientGameDef, type PlayerView } from '@deckhand/dsl/client';
import type { ComponentType } from 'react';
import { Board } from './board';
import { ringFaces } from './ring-faces';
import { GamePanels, panelMoves, type BoardCtx, type PanelProps, type SeatInfo } from '@deckhand/ui';

export interface MatchClientProps {
  matchID: string;
  playerID?: string;
  credentials?: string;
}

/** Seat info the lobby knows (names, bots) merged with the live connection flags boardgame.io sends. */
function seatsOf(lobby: readonly SeatInfo[], matchData: BgioBoardProps['matchData'], numPlayers: number): SeatInfo[] {
  return Array.from({ length: numPlayers }, (_, s) => {
    const live = matchData?.find((m) => m.id === s);
    const known = lobby[s] ?? {};
    const name = live?.name ?? known.name;
    return { ...known, ...(name ? { name } : {}), ...(live?.isConnected !== undefined ? { connected: live.isConnected || !!known.bot } : {}) };
  });
}

export interface MatchHooks {
  /** The lobby's seats (names, bot flags), read at render time. */
  seats: () => readonly SeatInfo[];
  /** Offered to a seated player once the game is over. */
  playAgain: () => void;
}

export function makeGameClient(def: ClientGameDef, numPlayers: number, hooks: MatchHooks): ComponentType<MatchClientProps> {
  function MatchBoard(props: BgioBoardProps<PlayerView>) {
    const { G, ctx, moves, playerID, matchID, matchData, isConnected } = props;
    const onMove = (name: string, args: unknown[]) => {
      const send = moves[name];
      if (send) send(...args);
    };
    const boardCtx = ctx as unknown as BoardCtx;
    const seat = playerID ?? null;
    const players = seatsOf(hooks.seats(), matchData, ctx.numPlayers);
    const panel: PanelProps = { def, view: G, ctx: boardCtx, playerID: seat, onMove, players };
    // The data attributes are for tests and tools: the turn and whether the match is over, whatever the board draws.
    return (
      <div className="match-board" data-turn={ctx.turn} data-over={G.result || ctx.gameover ? 'true' : undefined}>
        {!isConnected && <p className="banner warn" role="alert">Connecting to the server…</p>}
        {/* Game-specific drawing comes from data, not from a game id: faces by their shape (ring-faces.tsx), table
            panels by the shape of the hook view (the kit's gamePanels registry); a move a drawn panel handles (the
            quiz's `answer`) is left out of the board's generic controls. */}
        <Board {...panel} renderFace={ringFaces(matchID, G)} hiddenMoves={panelMoves(panel)}>
          <GamePanels {...panel} />
        </Board>
        {G.result && playerID != null && (
          <p className="again">
            <button type="button" className="btn primary" onClick={hooks.playAgain}>Play again</button>
          </p>
        )}
      </div>
    );
  }
  return Client<PlayerView>({
    game: clientGame(def) as never,
    board: MatchBoard,
    numPlayers,
    multiplayer: SocketIO({ server: window.location.origin, socketOpts: { transports: ['websocket'] } }),
    debug: false,
    loading: () => <p className="muted" role="status">Connecting…</p>,
  }) as ComponentType<MatchClientProps>;
}
