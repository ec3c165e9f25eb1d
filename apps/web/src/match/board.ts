/** The board the match page draws: @deckhand/ui's generic GameBoard (any game from its def and a seat's view). */
export { GameBoard as Board, type GameBoardProps as BoardProps } from '@deckhand/ui';
