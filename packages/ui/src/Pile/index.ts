export { Pile, type PileProps } from './Pile';
