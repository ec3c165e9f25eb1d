export { MoveBar, type MoveBarProps, type PileChoice } from './MoveBar';
export { words, literal, type MoveBarMove, type UiArgDef, type TextArgDef } from './args';
