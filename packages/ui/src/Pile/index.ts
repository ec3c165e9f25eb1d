export { Pile, spokenCount, type PileProps, type PileDrop } from './Pile';
