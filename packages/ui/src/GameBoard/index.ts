export { GameBoard, type GameBoardProps } from './GameBoard';
export { availableMoves, blockedReason, eligibleCards, pileChoices, resultText, seatCardCount, type BoardMove } from './model';
export { scoreColumns, type ScoreColumn } from './scores';
