// Types of a `.yaml` game import: add `/// <reference types="@deckhand/vite-plugin/client" />` (or list it in
// tsconfig's `types`) beside `vite/client`.
declare module '*.yaml' {
  import type { Game } from 'boardgame.io';
  import type { ClientGameDef } from '@deckhand/dsl/client';
  /** The game's IR without its deck list: what the kit's GameBoard draws from. */
  export const def: ClientGameDef;
  /** In the browser: `clientGame(def)` (the server runs every move); in server-side code: the whole compiled game. */
  export const game: Game;
  const module: { id: string; name: string; def: ClientGameDef; game: Game };
  export default module;
}
