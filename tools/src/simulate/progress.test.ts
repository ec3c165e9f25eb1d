import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressBar } from './progress';

/** A stream that says it is (or is not) a terminal, keeping what is written. */
function stream(isTTY: boolean) {
  const s = Object.assign(new PassThrough(), { isTTY, columns: 100 }) as unknown as NodeJS.WriteStream & PassThrough;
  const written: string[] = [];
  s.on('data', (d: Buffer) => written.push(d.toString()));
  return { s, text: () => written.join('') };
}

describe('progressBar', () => {
  it('draws on a terminal and counts the games', async () => {
    const { s, text } = stream(true);
    const bar = progressBar(3, s, true);
    for (let i = 0; i < 3; i++) bar.tick();
    bar.stop();
    await new Promise((r) => setImmediate(r));
    expect(text()).toContain('simulating');
    expect(text()).toContain('3/3 games');
  });

  it('draws nothing when the output is not a terminal', async () => {
    const { s, text } = stream(false);
    const bar = progressBar(3, s, true);
    bar.tick();
    bar.stop();
    await new Promise((r) => setImmediate(r));
    expect(text()).toBe('');
  });

  it('draws nothing with --json, even on a terminal', async () => {
    const { s, text } = stream(true);
    const bar = progressBar(3, s, false);
    bar.tick();
    bar.stop();
    await new Promise((r) => setImmediate(r));
    expect(text()).toBe('');
  });
});
