export { Seat, type SeatProps } from './Seat';
export { TurnClock, clockText, spokenTime, type TurnClockProps } from './TurnClock';
