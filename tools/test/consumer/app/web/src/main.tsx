/// <reference types="vite/client" />
/// <reference types="@deckhand/vite-plugin/client" />
import { createRoot } from 'react-dom/client';
import { Client } from 'boardgame.io/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { BoardProps } from 'boardgame.io/react';
import type { PlayerView } from '@deckhand/dsl/client';
import { GameBoard, type BoardCtx } from '@deckhand/ui';
import bag from './bag.yaml';

function Board({ G, ctx, moves, playerID }: BoardProps<PlayerView>) {
  return <GameBoard def={bag.def} view={G} ctx={ctx as unknown as BoardCtx} playerID={playerID} onMove={(name, args) => moves[name]?.(...args)} />;
}

const params = new URLSearchParams(location.search);
const BagClient = Client<PlayerView>({ game: bag.game as never, board: Board, numPlayers: 2, multiplayer: SocketIO({ server: params.get('server') ?? location.origin }), debug: false });

createRoot(document.getElementById('root')!).render(<BagClient matchID={params.get('match') ?? 'default'} playerID={params.get('seat') ?? '0'} />);
