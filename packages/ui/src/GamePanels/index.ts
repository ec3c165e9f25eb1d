export { GamePanels, type GamePanel, type GamePanelsProps, type PanelProps } from './GamePanels';
export { gamePanels } from './registry';
