/**
 * What boardgame.io's master would send a seat for a state: the filtered 'update' message (G through playerView,
 * plugins through their own views, the log redacted). Property tests inspect exactly this.
 */
import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { CompiledGame, PlayerView } from '@deckhand/dsl';

export interface SentUpdate {
  state: State<PlayerView> & { plugins: Record<string, { data?: unknown }> };
  log: { action: { payload: { type: string; playerID: string; args?: unknown } } }[];
}

const filters = new WeakMap<CompiledGame, ReturnType<typeof getFilterPlayerView>>();

export function sentTo(game: CompiledGame, state: State, seat: number | null): SentUpdate {
  let filter = filters.get(game);
  if (!filter) filters.set(game, (filter = getFilterPlayerView(game as Game)));
  const msg = filter(seat === null ? null : String(seat), { type: 'update', args: ['match', state] } as never) as unknown as {
    args: [string, SentUpdate['state'], SentUpdate['log']];
  };
  return { state: msg.args[1], log: msg.args[2] ?? [] };
}

/** Card ids shown face up anywhere in a view's zones. */
export function shownCards(view: PlayerView): Set<number> {
  const out = new Set<number>();
  const walk = (v: unknown) => {
    if (typeof v === 'number') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
  };
  walk(Object.values(view.zones));
  return out;
}
