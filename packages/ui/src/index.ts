/**
 * @deckhand/ui: the React kit that draws any Deckhand game. Components take the def (IR without `cards`), a
 * seat's PlayerView (faces from `view.faces`) and ctx; nothing here runs DSL or game code (type imports only).
 * Import './theme.css' tokens come with the components; override the `--dh-*` custom properties to restyle.
 */
import './theme.css';

export type { BoardCtx, BoardData, CardFace, ClientGameDef, Faces, MoveArgs, SeatInfo, TurnClockInfo } from './types';

// Parts fetched on demand (README, "What loads on demand"): fetched ahead with these.
export { onDemand, type OnDemand } from './on-demand';
export { Card, faceLabel, faceText, backLabel, loadCardAnimations, loadSyllables, type CardProps } from './Card';
export { Pile, type PileProps } from './Pile';
export { Hand, type HandProps } from './Hand';
export { Row, type RowProps } from './Row';
export { Seat, TurnClock, type SeatProps, type TurnClockProps } from './Seat';
export { UndoButton, type UndoButtonProps } from './Undo';
export { HousePanel, houseOutcomes, type HouseOutcome, type HousePanelProps } from './House';
export { CardZoom, isTableSize, loadCardZoom, TABLE_SCALE, TABLE_SIZES, TableSizeControl, type CardZoomProps, type TableSize, type TableSizeControlProps } from './Zoom';
export { ChatPanel, mergeLines, readEntries, readEntry, senderKey, SPECTATORS, visibleLines, type ChatEntry, type ChatPanelProps } from './Chat';
export { MoveBar, words, literal, type MoveBarProps, type MoveBarMove, type PileChoice, type UiArgDef, type TextArgDef } from './MoveBar';
export { Log, logLineText, namer, type LogProps } from './Log';
export { GameBoard, availableMoves, blockedReason, eligibleCards, loadDragKit, pileChoices, resultText, scoreColumns, seatCardCount, type BoardMove, type GameBoardProps, type ScoreColumn } from './GameBoard';
export { ScoresByHand, type ScoresByHandProps, type HandHistoryProps } from './HandHistory';
export { QuizPanel, QuizPanelOnDemand, loadQuizPanel, quizViewOf, QUIZ_ANSWER_MOVE, type QuizPanelProps, type QuizView, type QuizRoundView, type QuizQuestionView, type QuizLastAnswer } from './QuizPanel';
export { GamePanels, gamePanels, loadGamePanels, panelMoves, type GamePanel, type GamePanelsProps, type PanelProps } from './GamePanels';
export { RingCard, RingCardBlank, type RingCardProps, type RingLayoutData, type RingName } from './RingCard';
export { GameList, optionDefaults, optionError, type GameListProps, type GameSummary, type CreateMatch, type OptionValues } from './GameList';
export { MatchList, type MatchListProps, type MatchSummary, type MatchSeat } from './MatchList';
