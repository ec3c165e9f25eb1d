/**
 * A move's step generated for the phase it is played in: the fast simulator's (sim/flow.ts), which keeps one map of
 * moves per phase and so knows, when the game is built, which phase every step it holds runs in. What the generic
 * step (runtime/turn/steps.ts `moveStep`, the reference, which the boardgame.io adapter and `DECKHAND_NO_CODEGEN=1` run)
 * looks up or tests on every action is settled here once: the phase's stages and turn, whether it is simultaneous,
 * whether the move's first effect says its line, whether its arguments are secret, its log line, its argument names.
 * The lists an action fills (the lines its effects write, what waits for the action's end) are the step's own,
 * emptied for each action rather than made anew, by `pop`: they hold a few entries at most, and `length = 0` is a
 * call into the engine (its `set length` was 1 % of a Build Up simulator action, whose play leaves a caption
 * waiting every time). Same steps in the same order: games/src/sim-agreement.test.ts plays
 * every shipped game with both.
 */
import type { MoveDef } from '../../ir/types';
import { effectsFn } from '../effects/effects';
import { carriedArg } from './carried';
import { moveLineFn, settleLog } from '../../log/write';
import { InvalidMove, type Program } from '../program';
import { Consts, key } from '../../expr/compile/codegen';
import { checkMove } from '../legal/legal-actions';
import { afterAction } from './after-action';
import { turnDefFor } from './phase-moves';
import { openInStage, stagesIn } from './stages';
import { revealLanded } from '../log/landed';
import { NO_PROTO } from '../legal/args';
import { addReveals, tellOnLines } from '../log/told';
import type { WrittenLine } from '../effects/exec';
import { addLine, advanceStage, cardArgs, endTurnIfStuck, firstEffectSays, NONE, takeLine, type MoveStep } from './steps';

/** A step made by `moveStepIn`, marked with the phase it was made for (what tests check). */
export interface PhaseMoveStep extends MoveStep {
  readonly phase: string | null;
}

/** Whether `step` is one `moveStepIn` made (else it is the generic `moveStep`). */
export function isPhaseStep(step: MoveStep): step is PhaseMoveStep {
  return 'phase' in step;
}

/**
 * The step of move `m` in `phase` (null: the game's own turn, or a phase without moves of its own), as generated
 * source: only the branches this move and phase need, each call from a site of its own (its type feedback is this
 * move's, not every game's). Called only while that phase is the current one: the caller keeps a step per phase.
 * Undefined when the text does not compile (the caller then keeps the generic step).
 */
export function moveStepIn(p: Program, m: MoveDef, phase: string | null): PhaseMoveStep | undefined {
  // A move that carries a card's run (runtime/turn/carried.ts) runs the generic step, which counts what went with it.
  if (carriedArg(m) !== undefined) return undefined;
  const scope = p.scopes.move[m.name]!;
  const ph = phase !== null ? p.def.phases[phase] : undefined;
  // canAct's phase checks, read once.
  const simultaneous = ph?.simultaneous === true;
  // A stage check only where the turn has stages and the move names some (else every stage allows it).
  const stages = stagesIn(p, phase);
  const says = firstEffectSays(m);
  const k = new Consts();
  k.add(m, 'm');
  k.add(stages, 'stages');
  k.add(turnDefFor(p, phase), 'turn');
  k.add(effectsFn(p, m.do, scope), 'body');
  if (m.log !== undefined) k.add(moveLineFn(p, m.log, scope), 'moveLine');
  // Emptied at the start of each action (a rejected or failed one may leave entries behind); actions never nest.
  k.add([] as WrittenLine[], 'lines');
  k.add([] as (() => void)[], 'pending');
  const fns = { checkMove, openInStage, NO_PROTO, InvalidMove, revealLanded, tellOnLines, cardArgs, takeLine, addReveals, addLine, afterAction, settleLog, advanceStage, endTurnIfStuck, NONE };
  for (const [name, f] of Object.entries(fns)) k.add(f, name);
  // A listed tuple's arguments record, made by a constructor of the move's own (its argument names as fields, in
  // order, on the records' empty prototype): the same own fields and prototype as `newArgs()` filled name by name,
  // allocated inline at the record's final shape instead of by `Object.create` (a call into the engine) and a shape
  // change per name: 50 instructions of a Build Up simulator action's 9,480 (0.5 %, tools/bench/instructions.sh).
  const params = m.args.map((_, i) => `a${i}`);
  const src: string[] = [
    `function Args(${params.join(', ')}) {`,
    ...m.args.map((a, i) => `this[${key(a.name)}] = a${i};`),
    '}',
    'Args.prototype = NO_PROTO;',
    'return function step(x, env, seat, raw, activeSeats, listed) {',
    'const G = env.G;',
    'env.self = seat;',
    'if (G.result) return false;',
    'if (!Number.isInteger(seat) || seat < 0 || seat >= env.numPlayers || (G.out.length !== 0 && G.out.includes(seat))) return false;',
    simultaneous
      ? `if ((G.moved[seat] ?? 0) >= ${ph!.maxMovesEach ?? 1}) return false;`
      : 'if (activeSeats ? !activeSeats.includes(seat) : env.currentPlayer !== seat) return false;',
  ];
  if (stages !== undefined && m.stages !== undefined) src.push('if (!openInStage(m, stages, env.stage)) return false;');
  src.push('let args;', 'if (listed === true) {');
  src.push(`args = new Args(${m.args.map((a, i) => (a.type === 'cards' ? `Array.isArray(raw[${i}]) ? [...raw[${i}]] : raw[${i}]` : `raw[${i}]`)).join(', ')});`);
  src.push(
    '} else {',
    'args = checkMove(x, m, raw, env);',
    "if (typeof args === 'string') return false;",
    '}',
    'env.args = args;',
    'if (G.lastOut.length) G.lastOut = [];',
    'const at = G.log.length;',
    'while (lines.length > 0) lines.pop();',
    'x.lines = lines;',
    'if (x.afterAction === undefined) {',
    'while (pending.length > 0) pending.pop();',
    'x.afterAction = pending;',
    '}',
    'try {',
    'body(x, env);',
    '} catch (err) {',
    'if (err instanceof InvalidMove) return false;',
    'throw err;',
    '}',
  );
  if (!m.free) src.push('G.moved[seat] = (G.moved[seat] ?? 0) + 1;');
  src.push('if (G.stuck !== 0) G.stuck = 0;');
  if (m.secretArgs) src.push('revealLanded(x, env, m, seat);');
  if (says) src.push('if (lines.length > 0 && lines[0].entry === G.log[at]) lines.shift();');
  src.push('x.told = lines.length > 0 && x.revealed.length > 0 ? tellOnLines(x, lines, cardArgs(m, env), 0) : NONE;');
  if (says) src.push('const said = takeLine(G.log, at, seat);');
  const head = `turn: env.turn, seat, move: ${key(m.name)}, args: raw`;
  if (m.log !== undefined) {
    // Nothing revealed (nearly four actions in five of Build Up's): the entry is made after its line, with the line's
    // fields in the literal, in the order `addLine` adds them (message, then parts), rather than given them after (a
    // shape change each and a new block for the fields the literal had no room for) and `addReveals` called for
    // nothing. Same fields, same order, same values. 23 instructions of a Build Up simulator action alone, 30-40 with the
    // arguments' constructor above (together 81-93 of 9,480, 0.9 %, tools/bench/instructions.sh).
    src.push(
      'let entry;',
      'if (x.revealed.length === 0 && !x.noLogText) {',
      'const line = moveLine(x, env);',
      'if (line.message === undefined) {',
      `entry = line.parts === undefined ? { ${head} } : { ${head}, parts: line.parts };`,
      `} else entry = line.parts === undefined ? { ${head}, message: line.message } : { ${head}, message: line.message, parts: line.parts };`,
      '} else {',
      `entry = { ${head} };`,
      'addReveals(entry, x, x.told);',
      'if (!x.noLogText) addLine(entry, moveLine(x, env));',
      '}',
    );
  } else src.push(`const entry = { ${head} };`, 'addReveals(entry, x, x.told);');
  if (says) src.push('if (said) addLine(entry, said);');
  src.push(
    'if (at === G.log.length) G.log.push(entry);',
    'else G.log.splice(at, 0, entry);',
    'const before = x.revealed.length;',
    'afterAction(x, env);',
    'if (x.revealed.length > before) tellOnLines(x, [{ entry, at: -1 }, ...lines], NONE, before);',
    'x.lines = undefined;',
    'x.told = undefined;',
    'const waiting = x.afterAction;',
    'if (waiting !== undefined) {',
    'if (waiting.length > 0) settleLog(x);',
    'else x.afterAction = undefined;',
    'if (waiting === pending) while (pending.length > 0) pending.pop();',
    '}',
  );
  if (stages !== undefined) src.push('if (env.stage) advanceStage(x, env, m, stages);');
  if (!simultaneous) src.push('endTurnIfStuck(x, env, activeSeats, turn);');
  src.push('return true;', '};');
  let step: MoveStep;
  try {
    step = k.make<MoveStep>(src.join('\n'));
  } catch {
    return undefined;
  }
  return Object.assign(step, { phase });
}
