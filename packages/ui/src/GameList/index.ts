export { GameList, type GameListProps, type GameSummary, type CreateMatch } from './GameList';
export { defaults as optionDefaults, optionError, type OptionValues } from './options';
