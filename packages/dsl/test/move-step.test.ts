/**
 * The simulator's move steps generated per phase (runtime/turn/steps.fast.ts) against the generic step they stand in for
 * (runtime/turn/steps.ts `moveStep`): chosen for every move of every phase where code generation is on, never where it is
 * off, and the same tables, logs and refusals move after move in games that take each branch the generator leaves
 * out or keeps (simultaneous phases, free moves, a phase's own turn, a phase without moves of its own, turn stages,
 * a move whose first effect says its line, secret card arguments, rejected moves).
 */
import { describe, expect, it } from 'vitest';
import { chooser } from './helpers';
import { compile, formatDiagnostic, simulator, validate, type CompiledGame, type SimState } from '../src/index';
import { Flow } from '../src/sim/flow';
import { isPhaseStep } from '../src/runtime/turn/steps.fast';
import { newExec } from '../src/runtime/effects/exec';
import type { MoveStep } from '../src/runtime/turn/steps';

const ROUNDS = `
id: rounds
name: Rounds
players: { min: 2, max: 4 }
cards:
  c: { attributes: { v: number } }
deck: [ { type: c, range: { v: 1..30 } } ]
zones:
  deck: {}
  hand: { scope: player, order: set, visibility: owner }
  chosen: { scope: player, visibility: owner }
  table: { scope: player, visibility: public }
vars:
  asked: { type: seat, initial: 1 }
  answers: { type: number }
setup:
  - deal: { from: deck, to: hand, count: 6 }
phases:
  pick:
    start: true
    simultaneous: true
    maxMovesEach: 2
    moves: [pick, tidy]
    onEnd:
      - forEachSeat: [ { move: { from: "chosen[seat]", to: "table[seat]", count: all } } ]
    next: ask
  ask:
    moves: [answer, ready]
    turn: { first: vars.asked, next: vars.asked }
    endIf: vars.answers >= 3
    next: chat
  chat:
    endIf: vars.answers >= 6
    next: pick
moves:
  pick:
    args: { c: { type: card, from: "hand[self]" } }
    log: "{self} picked {c}"
    do: [ { move: { cards: c, to: "chosen[self]" } } ]
  tidy:
    free: true
  answer:
    do:
      - set: { var: answers, value: vars.answers + 1 }
      - set: { var: asked, value: "vars.asked == 1 ? 0 : 1" }
      - endTurn
  ready:
    do:
      - log: is ready
      - set: { var: answers, value: vars.answers + 1 }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

const STAGED = `
id: staged
name: Staged
players: { min: 2, max: 4 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..13, suit: [clubs, diamonds, hearts, spades] } }
zones:
  deck: { visibility: hidden }
  discard: { visibility: top }
  hand: { scope: player, visibility: owner }
  melds: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 7 }
  - move: { from: deck, to: discard }
turn:
  stages: [draw, { name: meld, optional: true }, discard]
moves:
  drawStock:
    stage: draw
    then: next
    if: count(deck) > 0
    do: [ { move: { from: deck, to: "hand[self]" } } ]
  takeDiscard:
    stage: draw
    then: meld
    do: [ { move: { from: discard, to: "hand[self]" } } ]
  meld:
    stage: meld
    args:
      cards: { type: cards, from: "hand[self]", min: 3 }
    if: same(cards, card.rank)
    do: [ { move: { cards: cards, to: melds } } ]
  shout:
    do:
      - log: shouts
  discard:
    stage: discard
    args:
      c: { type: card, from: "hand[self]" }
    log: "{self} let go of {c}"
    do:
      - move: { cards: c, to: discard }
      - endTurn
end:
  - when: any(seats, count(hand[seat]) == 0) or count(deck) == 0
    rank: { by: "count(hand[seat])", order: asc }
`;

function gameOf(yaml: string, codegen: boolean): CompiledGame {
  const r = validate(yaml, { file: 'steps.yaml' });
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compile(r.def, {}, { codegen });
}

const plain = (s: SimState) => JSON.stringify({ G: s.G, ctx: s.ctx });

/** Every move step the simulator's flow holds: phase → move → the phase it was generated for ('generic': none). */
function stepsOf(game: CompiledGame): Record<string, Record<string, string | null>> {
  const flow = new Flow(game.deckhand.program) as unknown as { phases: Map<string | null, { moves: Map<string, { step: Parameters<typeof isPhaseStep>[0] }> }> };
  const out: Record<string, Record<string, string | null>> = {};
  for (const [phase, cfg] of flow.phases) {
    const row: Record<string, string | null> = {};
    for (const [name, move] of cfg.moves) row[name] = isPhaseStep(move.step) ? move.step.phase : 'generic';
    out[String(phase)] = row;
  }
  return out;
}

describe('the move step generated per phase', () => {
  it('is the step of every move in every phase where code generation is on, and never where it is off', () => {
    expect(stepsOf(gameOf(ROUNDS, true))).toEqual({
      null: { pick: null, tidy: null, answer: null, ready: null },
      pick: { pick: 'pick', tidy: 'pick' },
      ask: { answer: 'ask', ready: 'ask' },
      // A phase without moves of its own: the game's moves, each generated for it.
      chat: { pick: 'chat', tidy: 'chat', answer: 'chat', ready: 'chat' },
    });
    expect(stepsOf(gameOf(STAGED, true))).toEqual({ null: { drawStock: null, takeDiscard: null, meld: null, shout: null, discard: null } });
    for (const yaml of [ROUNDS, STAGED]) {
      for (const row of Object.values(stepsOf(gameOf(yaml, false)))) for (const step of Object.values(row)) expect(step).toBe('generic');
    }
  });

  it('leaves out what the phase and move do not need, and keeps what they do', () => {
    const program = gameOf(STAGED, true).deckhand.program;
    const flow = new Flow(program) as unknown as { phases: Map<string | null, { moves: Map<string, { step: () => void }> }> };
    const src = (name: string) => flow.phases.get(null)!.moves.get(name)!.step.toString();
    // The stage check only for a move that names stages; the first effect's line taken only where it says the move.
    expect(src('meld')).toContain('openInStage(');
    expect(src('shout')).not.toContain('openInStage(');
    expect(src('shout')).toContain('takeLine(');
    expect(src('meld')).not.toContain('takeLine(');
    expect(src('discard')).toContain('moveLine(');
    expect(src('meld')).not.toContain('moveLine(');
    // Not simultaneous: the stuck check after the move, and the current player's turn checked before it.
    expect(src('meld')).toContain('endTurnIfStuck(');
    const rounds = new Flow(gameOf(ROUNDS, true).deckhand.program) as unknown as typeof flow;
    const pick = rounds.phases.get('pick')!.moves.get('pick')!.step.toString();
    expect(pick).not.toContain('endTurnIfStuck(');
    expect(pick).toContain('>= 2) return false');
    expect(rounds.phases.get('pick')!.moves.get('tidy')!.step.toString()).not.toContain('G.moved[seat] = ');
  });

  it("gives a listed tuple's effects the arguments record a client's move gets: same fields, order, values, prototype", () => {
    const game = gameOf(STAGED, true);
    const p = game.deckhand.program;
    const sim = simulator(game);
    const flow = new Flow(p);
    const steps = (flow as unknown as { phases: Map<string | null, { moves: Map<string, { step: MoveStep }> }> }).phases.get(null)!.moves;
    const random = { shuffle: <T>(v: T[]) => v, int: () => 0, number: () => 0 };
    const events = { endTurn: () => undefined, endPhase: () => undefined, setPhase: () => undefined, setStage: () => undefined };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6 && seen.size < 2; seed++) {
      const s = sim.start({ players: 2, seed: `args${seed}` });
      const pick = chooser(seed);
      for (let n = 0; n < 60 && !sim.isOver(s); n++) {
        const seat = sim.actors(s)[0]!;
        const listed = sim.legalActions(s, seat);
        if (listed.length === 0) break;
        for (const action of listed) {
          if (action.args === undefined || (action.args as unknown[]).length === 0) continue;
          const step = steps.get(action.move)!.step;
          expect(isPhaseStep(step)).toBe(true);
          // The same tuple through the step twice, on copies of the table: as listed, and as a client's move.
          const [fast, checked] = [true, false].map((asListed) => {
            const c = sim.clone(s);
            const env = flow.env(c);
            expect(step(newExec(p, random, { events }), env, seat, action.args as unknown[], null, asListed)).toBe(true);
            return env.args!;
          }) as [Record<string, unknown>, Record<string, unknown>];
          expect(Object.getPrototypeOf(fast)).toBe(Object.getPrototypeOf(checked));
          expect(Object.keys(fast)).toEqual(Object.keys(checked));
          expect(Object.values(fast)).toEqual(Object.values(checked));
          // A cards argument is the record's own list, not the tuple's.
          for (const v of Object.values(fast)) if (Array.isArray(v)) expect((action.args as unknown[]).includes(v)).toBe(false);
          seen.add(action.move);
        }
        sim.apply(s, seat, listed[pick(listed.length)]!);
      }
    }
    expect([...seen].sort()).toEqual(['discard', 'meld']);
  });

  it.each([
    ['ROUNDS', ROUNDS, 3, ['answer', 'pick', 'ready', 'tidy']],
    ['STAGED', STAGED, 2, ['discard', 'drawStock', 'meld', 'shout', 'takeDiscard']],
  ] as const)('gives the same tables, log and refusals as the generic step, move after move (%s)', (_name, yaml, players, moves) => {
    const [gen, generic] = [gameOf(yaml, true), gameOf(yaml, false)].map(simulator) as [ReturnType<typeof simulator>, ReturnType<typeof simulator>];
    let refused = 0;
    let played = 0;
    const movesSeen = new Set<string>();
    const phasesSeen = new Set<unknown>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = gen.start({ players, seed: `st${seed}` });
      const b = generic.start({ players, seed: `st${seed}` });
      const pick = chooser(seed);
      for (let step = 0; step < 80 && !gen.isOver(a); step++) {
        const actors = gen.actors(a);
        expect(generic.actors(b)).toEqual(actors);
        const seat = actors[pick(actors.length)]!;
        const listed = gen.legalActions(a, seat);
        expect(generic.legalActions(b, seat)).toEqual(listed);
        // Now and then a move the seat may not make now (another stage, another seat's card, a used-up turn).
        const action = pick(5) === 0 || listed.length === 0 ? { move: moves[pick(moves.length)]!, args: [pick(52)] } : listed[pick(listed.length)]!;
        const ok = gen.apply(a, seat, action);
        expect(generic.apply(b, seat, action)).toBe(ok);
        if (ok) {
          played++;
          movesSeen.add(action.move);
          phasesSeen.add(a.ctx.phase);
        } else refused++;
        expect(plain(a)).toBe(plain(b));
      }
    }
    expect(played).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(10);
    expect([...movesSeen].sort()).toEqual(moves);
    if (yaml === ROUNDS) expect(phasesSeen.has('chat')).toBe(true);
  });
});
