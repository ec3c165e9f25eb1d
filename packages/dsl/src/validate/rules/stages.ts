/**
 * Turn stages: each turn's `stages` are distinct names, never in a shared (simultaneous or race) phase; each move's
 * `stage:` names stages of every turn it may be played in, and its `then:` (or each entry of a conditional `then:`
 * list, whose default, the entry without `when`, comes last) a stage of those turns or `next`.
 */
import { Codes } from '../../diagnostics/codes';
import type { GameDef, MoveDef, StageDef, TurnDef } from '../../ir/types';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

type TurnSpecOut = NonNullable<GameSpecOutput['turn']>;
type Path = readonly (string | number)[];

/** `turn.stages` as written (a name, or `{ name, optional, label }`) → StageDef[], duplicates reported. */
export function checkStageList(c: Checker, t: TurnSpecOut | undefined, path: Path): StageDef[] | undefined {
  if (!t?.stages) return undefined;
  const out: StageDef[] = [];
  t.stages.forEach((s, i) => {
    const d: StageDef = typeof s === 'string' ? { name: s, optional: false } : { name: s.name, optional: s.optional ?? false, ...(s.label !== undefined ? { label: s.label } : {}) };
    if (d.name === 'next') {
      c.error(Codes.Duplicate, '"next" cannot name a stage: a move\'s `then: next` means the stage after its own', [...path, 'stages', i], { hint: 'rename the stage' });
    } else if (out.some((o) => o.name === d.name)) {
      c.error(Codes.Duplicate, `the stage "${d.name}" is listed twice`, [...path, 'stages', i]);
    }
    out.push(d);
  });
  return out;
}

/** The turns a move may be played in: the game's turn, or the turns of the phases that open it. */
function turnsOf(def: Pick<GameDef, 'turn' | 'phases'>, m: MoveDef): { turn: TurnDef; where: string; shared: boolean }[] {
  const phases = Object.values(def.phases);
  if (phases.length === 0) return [{ turn: def.turn, where: 'the turn', shared: false }];
  return phases
    .filter((ph) => ph.moves.length === 0 || ph.moves.includes(m.name))
    .map((ph) => ({ turn: ph.turn ?? def.turn, where: `the turn of phase "${ph.name}"`, shared: ph.simultaneous || Boolean(ph.race) }));
}

export function checkStages(c: Checker, spec: GameSpecOutput, def: Pick<GameDef, 'turn' | 'phases' | 'moves'>): void {
  for (const ph of Object.values(def.phases)) {
    if ((ph.simultaneous || ph.race) && (ph.turn ?? def.turn).stages?.length) {
      const own = spec.phases?.[ph.name]?.turn?.stages !== undefined;
      c.error(Codes.UnknownStage, `phase "${ph.name}" is ${ph.simultaneous ? 'simultaneous' : 'a race'}: every seat moves at once, so its turn cannot have stages`, own ? ['phases', ph.name, 'turn', 'stages'] : ['phases', ph.name], {
        key: true,
        hint: own ? 'remove turn.stages from this phase' : 'give this phase its own turn: { } without stages',
      });
    }
  }
  const all = [...new Set([def.turn, ...Object.values(def.phases).map((ph) => ph.turn)].flatMap((t) => t?.stages ?? []).map((s) => s.name))];
  for (const m of Object.values(def.moves)) {
    const path = ['moves', m.name];
    const written = spec.moves[m.name]?.stage;
    const at = (i: number): Path => (Array.isArray(written) ? [...path, 'stage', i] : [...path, 'stage']);
    const turns = turnsOf(def, m);
    (m.stages ?? []).forEach((name, i) => {
      if (all.length === 0) {
        c.error(Codes.UnknownStage, `the move names the stage "${name}", but no turn has stages`, at(i), { hint: 'declare them in turn: { stages: [...] }' });
        return;
      }
      if (!c.resolve(Codes.UnknownStage, 'stage', name, all, at(i))) return;
      for (const t of turns) {
        if (!(t.turn.stages ?? []).some((s) => s.name === name)) {
          c.error(Codes.UnknownStage, `${t.where} has no stage "${name}"${t.turn.stages?.length ? ` (its stages: ${t.turn.stages.map((s) => s.name).join(', ')})` : ''}`, at(i));
        }
      }
    });
    if (m.then === undefined) continue;
    const thenPath = [...path, 'then'];
    if (!m.stages) {
      c.error(Codes.UnknownStage, '"then" moves the turn on from the move\'s own stage: say which with "stage:"', thenPath, { key: true });
      continue;
    }
    // The plain form (`then: meld`) or a conditional list (`then: [ { when, stage }, …, { stage } ]`).
    const listed = Array.isArray(m.then);
    const targets = typeof m.then === 'string' ? [{ stage: m.then, at: thenPath }] : m.then.map((b, i) => ({ stage: b.stage, at: [...thenPath, i, 'stage'] }));
    if (Array.isArray(m.then)) {
      const first = m.then.findIndex((b) => b.when === undefined);
      const after = m.then.length - 1 - first;
      if (first >= 0 && after > 0) {
        c.error(Codes.InvalidValue, `the entry without "when" is the default and must come last: the ${after === 1 ? 'entry' : `${after} entries`} after it would never be read`, [...thenPath, first], {
          hint: 'move it to the end of the list, or give it a "when:"',
        });
      }
    }
    for (const { stage, at } of targets) {
      if (stage === 'next') {
        for (const t of turns) {
          const last = t.turn.stages?.at(-1)?.name;
          if (last !== undefined && m.stages.includes(last)) {
            c.error(Codes.UnknownStage, `"${listed ? 'stage' : 'then'}: next" from "${last}", the last stage of ${t.where}: there is no stage after it`, at, { hint: 'end the turn with endTurn instead' });
          }
        }
        continue;
      }
      c.resolve(Codes.UnknownStage, 'stage', stage, ['next', ...all], at);
    }
  }
}
