export { ScoresByHand, type ScoresByHandProps } from './ScoresByHand';
export type { HandHistoryProps } from './HandHistory';
