/**
 * The game the dev preview shows, kept current without reloading the page: the dev server pushes each newly
 * validated version of the spec as the HMR event `deckhand:game` (tools/src/dev/plugin.ts), and the page swaps it in.
 * A version older than the one shown (an event that crossed a reload) is ignored.
 */
import { useEffect, useState } from 'react';
import { game as loaded, hot } from 'virtual:deckhand-dev-game';

export type DevGame = typeof loaded;

/** The event name the dev server sends; kept in step with GAME_EVENT in tools/src/dev/plugin.ts. */
const GAME_EVENT = 'deckhand:game';

export function newer(current: DevGame, next: DevGame): DevGame {
  return next.id === current.id && next.version > current.version ? next : current;
}

export function useDevGame(): DevGame {
  const [game, setGame] = useState<DevGame>(loaded);
  useEffect(() => {
    // The virtual module's HMR context, not this file's: the page may be compiled (the npm package's `deckhand dev`).
    const channel = hot;
    if (!channel) return;
    const onGame = (next: DevGame) => setGame((current) => newer(current, next));
    channel.on(GAME_EVENT, onGame);
    return () => channel.off(GAME_EVENT, onGame);
  }, []);
  return game;
}
