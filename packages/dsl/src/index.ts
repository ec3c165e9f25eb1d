/** @deckhand/dsl: the YAML card-game language — parse, validate, IR, compile to boardgame.io. */
export * from './diagnostics';
export type * from './ir/types';
export { validate, type ValidateOptions, type ValidateResult } from './validate/validate';
export { parseYaml, locate, type SourceFile } from './parse/parse';
export { GameSpec, jsonSchema, type GameSpecInput } from './schema/game';
export { compile, type CompiledGame, type CompileOptions } from './compile/compile';
export { publicDef } from './compile/public-def';
export { validateSetupData } from './compile/setup-data';
export { compileExpr, type ExprError } from './expr/compile';
export { makeScope } from './expr/scope';
export { defineHooks, hookNames, type GameHooks, type HookContext, type HookFn, type HookRandom } from './hooks/api';
export type { GameState, GameResult, LogEntry, Pile, RaceOutcome, RaceState } from './runtime/state';
export type { PlayerView, ViewCard, ViewPile } from './runtime/view';
export type { Action } from './runtime/rules';
export type { Loc } from './runtime/zones';
export { playout, randomChoice, type Chooser, type PlayoutOptions, type PlayoutResult, type TimedAction } from './sim/playout';
export { nextRaceDeadline, normaliseAnswer, RACE_MOVES, raceRefereeAction, type RaceView } from './race/actions';
export { prng, seedOf } from './sim/prng';
