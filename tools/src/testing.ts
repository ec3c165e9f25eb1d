/**
 * `@deckhand/cli/testing`: what a game folder's rules test needs (a folder made by `npm create deckhand`): the game
 * loaded from its folder as the server loads it, and whole matches through boardgame.io's headless Client, each seat
 * seeing only its own view.
 */
import { loadGameFrom, type LoadedGame } from '@deckhand/games';
import { handsOf, startMatch, type Match, type MatchOptions, type SeatState } from '@deckhand/games/testing/match';

export { handsOf, loadGameFrom, startMatch };
export type { LoadedGame, Match, MatchOptions, SeatState };
export { fastPlayout, playout, type CompiledGame, type GameDef } from '@deckhand/dsl';
