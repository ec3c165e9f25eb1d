export { Pile, type PileProps, type PileDrop } from './Pile';
