/** Search bots: information-set search over any compiled game, deciding from one seat's view. */
export { searchBot, decide, type Decision, type SearchBotOptions } from './bot';
export { BUDGETS, LEVELS, budgetOf, isLevel, type Budget, type Level } from './budget';
export { determinize, type DeterminizeInput } from './belief/determinize';
export { pairedSearch } from './search/paired';
export { placeRewards } from './search/reward';
export { search, rewardsOf, type RolloutPolicy, type SearchInput, type SearchResult } from './search/search';
export { fastSim, reducerSim, type SearchSim } from './search/simulator';
