export { UndoButton, type UndoButtonProps } from './UndoButton';
