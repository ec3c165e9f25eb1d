/**
 * boardgame.io's React `Client`, the part the match page uses: the same options and the same board props, on top of
 * `boardgame.io/client`. boardgame.io/react also brings its lobby component, cookies, prop-types, its MCTS bot and
 * the lobby client (~8 KB gzipped) into the page's first load; the match page needs none of them.
 */
import { Client as createClient } from 'boardgame.io/client';
import type { BoardProps } from 'boardgame.io/react';
import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';

export type { BoardProps };

type ClientOpts = Parameters<typeof createClient>[0];

export interface ReactClientOpts<G> {
  game: ClientOpts['game'];
  board: ComponentType<BoardProps<G>>;
  numPlayers?: number;
  multiplayer?: ClientOpts['multiplayer'];
  /** boardgame.io's debug panel is never drawn here. */
  debug?: false;
  /** Shown until the client has the match's state. */
  loading?: ComponentType;
}

export interface ClientProps {
  matchID?: string;
  playerID?: string | null;
  credentials?: string | null;
  /** Any other prop is handed on to the board, as boardgame.io's own wrapper does (the match page's table size). */
  [extra: string]: unknown;
}

export function Client<G>({ game, board: Board, numPlayers, multiplayer, loading: Loading }: ReactClientOpts<G>): ComponentType<ClientProps> {
  function WrappedBoard({ matchID = 'default', playerID = null, credentials = null, ...extra }: ClientProps) {
    const [client] = useState(() => createClient({ game, numPlayers, multiplayer, debug: false, matchID, playerID, credentials } as ClientOpts));
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      const unsubscribe = client.subscribe(() => redraw());
      client.start();
      return () => {
        client.stop();
        unsubscribe();
      };
    }, [client]);
    // A prop changed after the client was made: told to it, as boardgame.io's own wrapper does.
    const first = useRef({ matchID, playerID, credentials });
    useEffect(() => {
      if (first.current.matchID !== matchID) client.updateMatchID(matchID);
      if (first.current.playerID !== playerID) client.updatePlayerID(playerID as string);
      if (first.current.credentials !== credentials) client.updateCredentials(credentials as string);
      first.current = { matchID, playerID, credentials };
    }, [client, matchID, playerID, credentials]);
    const state = client.getState();
    if (state === null) return Loading ? <Loading /> : <div className="bgio-loading">connecting...</div>;
    const props = {
      ...extra,
      ...state,
      isMultiplayer: !!multiplayer,
      moves: client.moves,
      events: client.events,
      matchID: client.matchID,
      playerID: client.playerID,
      credentials: client.credentials,
      reset: client.reset,
      undo: client.undo,
      redo: client.redo,
      log: client.log,
      matchData: client.matchData,
      sendChatMessage: client.sendChatMessage,
      chatMessages: client.chatMessages,
    } as unknown as BoardProps<G>;
    return (
      <div className="bgio-client">
        <Board {...props} />
      </div>
    );
  }
  return WrappedBoard;
}
