export { GamePanels, panelMoves, type GamePanel, type GamePanelsProps, type PanelProps } from './GamePanels';
export { gamePanels } from './registry';
