/**
 * @deckhand/dsl/client: the browser's entry. Only what a client needs to build its boardgame.io shell from a
 * client def, so a web bundle does not carry the parser, the zod schema and yaml that the main entry loads.
 */
export { clientDef, clientGame, moveNames, type ClientGameDef, type GameSummary } from './compile/client-game';
export { RACE_MOVES } from './race/actions';
export { prng, seedOf } from './sim/prng'; // seeded drawings the browser must reproduce (WordARound's ring layout)
export type * from './ir/types';
export type { PlayerView, CardFace, InkText } from './runtime/views/view';
export type { ViewCard, ViewPile } from './runtime/views/view-card';
export type { GameResult, LogEntry } from './runtime/state/state';
export { historyVars, type HandRecord } from './runtime/turn/hand-history';
export { teamName, teamTable } from './ir/teams';
export type { MatchStatus, MatchSummary, RulesCardType, RulesSheet, SeatSummary } from './contract/table';
export type { LegalMove, LegalView } from './runtime/legal/legal-view';
export { isLegal, LEGAL_TUPLE_CAP, nextValues, playableCards, tuplesFrom } from './runtime/legal/legal-view';
export { MOVE_REJECTED_EVENT, type MoveRejection } from './protocol';
export { decodePatch, PATCH_EVENT, type JsonPatchOperation, type WirePatch } from './wire-patch';
export { humanise, labelOf } from './ir/words';
export { LEVELS, type Level } from './bots/budget';
export { drawFace, fillTemplate, rankOf, suitOf, type DrawnFace, type SuitName } from './face/draw';
export { listText, logSentence, partText, pileName, sentenceText, unseenCount, type Namer, type SentenceDef } from './log/sentence';
export { capitalised, ordinal, reasonAfterDash, resultHeadline, resultSentence } from './log/result-sentence';
export { namesOf, rowPileName, sayValue } from './log/value-names';
export type { LogPart } from './log/parts';
export { countedParts, readLines, type ReadLine } from './log/coalesce';
