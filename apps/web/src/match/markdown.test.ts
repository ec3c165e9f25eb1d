import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('rules markdown', () => {
  it('reads headings, paragraphs joined across lines, and both kinds of list with continued items', () => {
    const blocks = parseMarkdown('# How to play\n\n**Goal:** win.\nReally.\n\n## Turn\n\n1. Draw\n2. Play a card\n   face up\n\n- a\n- b\n');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, inlines: [{ kind: 'text', text: 'How to play' }] });
    expect(blocks[1]).toEqual({ kind: 'paragraph', inlines: [{ kind: 'strong', text: 'Goal:' }, { kind: 'text', text: ' win. Really.' }] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'Draw' }], [{ text: 'Play a card face up' }]] });
    expect(blocks[4]).toMatchObject({ ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] });
  });

  it('reads a table (a rule checklist) with its header, and a lone pipe line as text', () => {
    const blocks = parseMarkdown('Intro.\n\n| id | rule |\n|---|---|\n| R1 | Players: **2** to 5. |\n| R2 | 40 cards |\n\n| not a table |\n');
    expect(blocks[1]).toEqual({
      kind: 'table',
      head: [[{ kind: 'text', text: 'id' }], [{ kind: 'text', text: 'rule' }]],
      rows: [
        [[{ kind: 'text', text: 'R1' }], [{ kind: 'text', text: 'Players: ' }, { kind: 'strong', text: '2' }, { kind: 'text', text: ' to 5.' }]],
        [[{ kind: 'text', text: 'R2' }], [{ kind: 'text', text: '40 cards' }]],
      ],
    });
    expect(blocks[2]).toEqual({ kind: 'paragraph', inlines: [{ kind: 'text', text: '| not a table |' }] });
  });

  it('reads bold, italic and code, and leaves HTML as text', () => {
    expect(parseInline('a **b** *c* `d` <i>e</i>')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' <i>e</i>' },
    ]);
  });

  it('reads every shipped rules.md without losing a word', async () => {
    const { readFileSync, readdirSync, existsSync } = await import('node:fs');
    const dir = new URL('../../../../packages/games/', import.meta.url);
    const files = readdirSync(dir).map((g) => new URL(`${g}/rules.md`, dir)).filter((f) => existsSync(f));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const src = readFileSync(f, 'utf8');
      const text = parseMarkdown(src)
        .flatMap((b) => (b.kind === 'list' ? b.items.flat() : b.kind === 'table' ? [...b.head, ...b.rows.flat()].flat() : b.inlines))
        .map((i) => i.text)
        .join(' ');
      const words = (s: string) => s.replace(/^\s*\|(\s*:?-+:?\s*\|)+\s*$/gm, ' ').replace(/[*`#|]|^\s*(\d+\.|-)\s/gm, ' ').split(/\s+/).filter(Boolean);
      expect(words(text)).toEqual(words(src));
    }
  });
});
