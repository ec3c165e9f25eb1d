export { GamePanels, loadGamePanels, panelMoves, type GamePanelsProps } from './GamePanels';
export { type GamePanel, type PanelProps } from './panel';
export { gamePanels } from './registry';
