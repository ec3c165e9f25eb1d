export { Seat, type SeatProps } from './Seat';
