export { measureCore, coreSteps } from './core';
export { pairedOrder, repeatOrder } from './order';
export { allowedCpus, cpuPinner, parseCpuList, type Pinner } from './pinning';
export { PAIRS, type Pair } from './pairs';
export { SETTING_TEXT, type CoreFigure, type Setting } from './setting';
export { measureLong } from './long';
export { runServerBench, parseServerOutput } from './server';
export { formatTable, showRatio } from './format';
export { ratios, spread, verdict, type BenchFigure } from './figure';
