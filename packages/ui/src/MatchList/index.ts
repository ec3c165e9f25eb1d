export { MatchList, type MatchListProps, type MatchSummary, type MatchSeat } from './MatchList';
