export { main } from './cli';
export { simulate, type SimulationReport } from './commands/simulate';
export { schemaText } from './commands/schema';
export { renderReport, analyse, type SimulationData, type GameRecord, type Summary } from './report';
