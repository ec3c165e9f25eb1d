export { GameBoard, type GameBoardProps } from './GameBoard';
export { availableMoves, blockedReason, eligibleCards, pileChoices, resultText, seatCardCount, type BoardMove } from './model';
export { loadDragKit } from './lazy-drag';
export { scoreColumns, type ScoreColumn } from './scores';
