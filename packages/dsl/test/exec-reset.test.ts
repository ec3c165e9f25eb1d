/**
 * The simulator's one step context per run (runtime/effects/exec.ts `resetExec`, sim/flow.ts `exec`): made ready for the
 * next step it must be what a new context would be, field for field, so a field added to `Exec` later and not
 * cleared there fails here instead of leaking from one step into the next.
 */
import { describe, expect, it } from 'vitest';
import { execOf, resetExec, type Events, type Exec } from '../src/runtime/effects/exec';
import { newKeptListing } from '../src/runtime/legal/kept-listing';
import { gameFrom } from './helpers';

const YAML = `
id: ex
name: Exec
players: { min: 2, max: 2 }
cards:
  c: {}
deck:
  - { type: c, copies: 4 }
zones:
  deck: { visibility: hidden }
moves:
  go:
    do: []
end:
  - when: "false"
    draw: seats
`;

const events: Events = { endTurn: () => undefined, endPhase: () => undefined, setPhase: () => undefined, setStage: () => undefined };

describe('resetExec', () => {
  it('leaves a used context as a new one would be, with a new list of reveals', () => {
    const p = gameFrom(YAML).deckhand.program;
    const random = { shuffle: <T>(items: readonly T[]) => [...items], int: () => 0, number: () => 0 };
    const kept = newKeptListing();
    for (const noLogText of [false, true]) {
      const x = execOf(p, random, events, false, false, kept);
      // Every field a step may write, written.
      const dirty: Record<string, unknown> = {
        events: { ...events },
        revealed: [3, 4],
        revealedFrom: [null, 1],
        lineCardArgs: [],
        lines: [],
        told: new Set([3]),
        afterAction: [() => undefined],
        setup: true,
        endTurnAsked: true,
        changed: 5,
        noLogText: !noLogText,
        placedIn: 'deck',
        house: true,
      };
      Object.assign(x, dirty);
      const fresh = execOf(p, random, events, false, noLogText, kept);
      // The test writes every field but the three a run keeps (its program, random API and kept listing).
      expect(Object.keys(fresh).filter((k) => !(k in dirty)).sort()).toEqual(['kept', 'p', 'random']);
      const again: Exec = resetExec(x, events, noLogText);
      expect(again).toBe(x);
      expect(Object.keys(again)).toEqual(Object.keys(fresh));
      expect(again).toEqual(fresh);
      expect(again.revealed).not.toBe(dirty.revealed);
      expect(again.events).toBe(events);
    }
  });

  it('keeps an empty list of reveals (nothing holds one) and replaces one with cards', () => {
    const p = gameFrom(YAML).deckhand.program;
    const random = { shuffle: <T>(items: readonly T[]) => [...items], int: () => 0, number: () => 0 };
    const x = execOf(p, random, events, false, false, newKeptListing());
    const empty = x.revealed;
    expect(resetExec(x, events, false).revealed).toBe(empty);
    x.revealed.push(7);
    const held = x.revealed;
    const next = resetExec(x, events, false).revealed;
    expect(next).not.toBe(held);
    expect(next).toEqual([]);
    expect(held).toEqual([7]);
  });
});
