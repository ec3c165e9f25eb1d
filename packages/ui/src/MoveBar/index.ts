export { MoveBar, type MoveBarProps, type PileChoice } from './MoveBar';
export { capitalised, words, literal, type MoveBarMove, type UiArgDef, type TextArgDef } from './args';
