export { HousePanel, houseOutcomes, type HouseOutcome, type HousePanelProps } from './HousePanel';
