/** Creates a match, seats this browser in it under the remembered name, and goes there. */
import { api, type GameSummary } from '../api/lobby';
import { saveSeat, type KeyValueStore } from '../api/credentials';
import { matchPath } from '../app/routes';
import { navigate } from '../app/navigation';

export async function startMatch(
  store: KeyValueStore,
  game: GameSummary,
  body: Parameters<typeof api.create>[1],
  name: string,
): Promise<void> {
  const matchID = await api.create(game.id, body);
  const joined = await api.join(game.id, matchID, { playerName: name });
  saveSeat(store, game.id, matchID, { playerID: joined.playerID, credentials: joined.playerCredentials, playerName: name });
  navigate(matchPath(game.id, matchID));
}
