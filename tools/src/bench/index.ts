export { measureCore, coreSteps, PLAYERS } from './core';
export { measureLong } from './long';
export { runServerBench, parseServerOutput, SERVER_BENCH } from './server';
export { formatTable, showRatio } from './format';
export { ratios, spread, verdict, isFigure, type BenchFigure, type Spread, type Verdict } from './figure';
