/**
 * The information-flow check against the run time, over 1,000 generated specs (testing/info-specs.ts): card values read
 * from public, own, other seats' and hidden cards into variables (public or private), log lines and captions, at a
 * move, a turn's start and setup, sometimes with a reveal. Every spec the validator accepts is played from a seed and
 * must keep each seat's view free of the cards hidden from it (testing/noninterference.ts). A control with a hook,
 * which the validator cannot read, shows that the run-time check catches a leak.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, defineHooks, formatDiagnostic, validate } from '@deckhand/dsl';
import { infoFeatures, infoSpec } from '../testing/info-specs';
import { checkNoninterference } from '../testing/noninterference';

describe('no spec the validator accepts leaks a hidden card at run time', () => {
  it('1,000 generated specs', () => {
    let accepted = 0;
    let refused = 0;
    let checked = 0;
    fc.assert(
      fc.property(infoFeatures, fc.integer({ min: 0, max: 1e6 }), (f, seed) => {
        const yaml = infoSpec(f);
        const r = validate(yaml, { file: 'info.yaml' });
        if (!r.ok) {
          // The generator writes only valid specs: the refusals it may meet are leaks (a log line reading a secret move
          // argument has its own check, validate/rules/log.ts).
          expect(r.diagnostics.filter((d) => d.code !== 'info/leak' && d.code !== 'log/secret').map(formatDiagnostic), yaml).toEqual([]);
          refused++;
          return;
        }
        accepted++;
        const result = checkNoninterference(compile(r.def, {}), { players: f.players, seed, maxMoves: 24, every: 2 });
        checked += result.checked;
        expect(result.leak, `seed ${seed}, features ${JSON.stringify(f)}\n${yaml}`).toBeUndefined();
      }),
      { numRuns: 1000, seed: 36 },
    );
    // Both verdicts are exercised, and the accepted specs were really compared.
    expect(accepted).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(150);
    expect(checked).toBeGreaterThan(accepted * 5);
  }, 300_000);

  it('control: a hook that copies the deck\'s top card into a public variable is caught', () => {
    const yaml = infoSpec({ players: 2, sinks: [{ kind: 'var', source: 0, private: false, at: 'move', seat: 'self' }], reveal: false })
      .replace('      - endTurn\nend:', '      - hook: peek\n      - endTurn\nend:')
      .replace('moves:\n', 'hooks: [peek]\nmoves:\n');
    const hooks = defineHooks({
      effects: {
        peek: (h) => {
          const deck = h.pile({ zone: 'deck' });
          h.G.vars.v0 = deck.length > 0 ? (h.def.cards[deck[deck.length - 1]!]!.attrs.v as number) : 0;
        },
      },
    });
    const r = validate(yaml, { file: 'info.yaml', hooks: ['peek'] });
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const game = compile(r.def, hooks);
    const leaks = [1, 2, 3, 4, 5].map((seed) => checkNoninterference(game, { players: 2, seed, maxMoves: 30 }).leak).filter(Boolean);
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks[0]!.path).toMatch(/^\$\.vars\.v0/);
  });
});
