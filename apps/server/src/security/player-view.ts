import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { MatchMessage } from '../transport/pubsub';

type PlayerID = string | null;

/** Removes the random plugin's seed and PRNG state: with them a client can replay every future shuffle. */
function withoutRandomState<T extends Partial<State> | undefined>(state: T): T {
  if (!state || !state.plugins || !('random' in state.plugins)) return state;
  const { random: _random, ...plugins } = state.plugins;
  return { ...state, plugins };
}

/**
 * Everything a socket is sent passes through here. boardgame.io's own filter already applies `playerView` to `state`
 * and redacts the log, but its `sync` carries `initialState` untouched — every hand and the deck order at the start,
 * plus the PRNG seed (upstream issue #1159). We filter `initialState` the same way as `state` and strip the random
 * plugin from both.
 */
export function createViewer(game: Game) {
  const filter = getFilterPlayerView(game);
  const view = (playerID: PlayerID, state: State): State => {
    const filtered = filter(playerID as string, { type: 'update', args: ['', state] } as never) as unknown as { args: [string, State] };
    return withoutRandomState(filtered.args[1]);
  };
  return {
    sync(
      playerID: PlayerID,
      matchID: string,
      info: { state: State; initialState: State; log: LogEntry[]; filteredMetadata: unknown },
    ): MatchMessage {
      const filtered = filter(playerID as string, { type: 'sync', args: [matchID, info] } as never) as unknown as {
        args: [string, { state: State; log: LogEntry[] }];
      };
      const [, synced] = filtered.args;
      return {
        type: 'sync' as MatchMessage['type'],
        args: [
          matchID,
          {
            ...synced,
            state: withoutRandomState(synced.state),
            initialState: view(playerID, info.initialState),
          },
        ],
      };
    },
    message(playerID: PlayerID, message: MatchMessage): MatchMessage {
      if (message.type !== 'update') return message;
      const filtered = filter(playerID as string, message as never) as unknown as { type: 'update'; args: [string, State, LogEntry[]] };
      const [matchID, state, log] = filtered.args;
      return { type: 'update', args: [matchID, withoutRandomState(state), log] };
    },
  };
}

/** Seat list without credentials, as upstream sends it. */
export function publicPlayers(metadata: Server.MatchData) {
  return Object.values(metadata.players).map(({ credentials: _c, ...rest }) => rest);
}
