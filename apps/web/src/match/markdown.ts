/**
 * The small part of Markdown a game's rules.md uses — headings, paragraphs, bulleted and numbered lists (one level),
 * tables (a rule checklist), **bold**, *italic* and `code` — parsed into plain data that React renders as elements. Never HTML: a rules file
 * cannot inject markup into the page, and there is no dependency to keep up to date.
 */
export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) out.push({ kind: 'strong', text: part.slice(2, -2) });
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 2) out.push({ kind: 'code', text: part.slice(1, -1) });
    else if (part.startsWith('*') && part.endsWith('*') && part.length > 2) out.push({ kind: 'em', text: part.slice(1, -1) });
    else out.push({ kind: 'text', text: part });
  }
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|(\s*:?-+:?\s*\|)+\s*$/;

const cells = (line: string) => line.trim().slice(1, -1).split('|').map((c) => parseInline(c.trim()));
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  let table: string[] = [];
  const flushTable = () => {
    // A header row, its |---| rule, then the body; anything less is not a table but text.
    if (table.length >= 2 && TABLE_RULE.test(table[1]!)) blocks.push({ kind: 'table', head: cells(table[0]!), rows: table.slice(2).map(cells) });
    else if (table.length) blocks.push({ kind: 'paragraph', inlines: parseInline(table.join(' ')) });
    table = [];
  };
  const flush = () => {
    flushTable();
    if (para.length) blocks.push({ kind: 'paragraph', inlines: parseInline(para.join(' ')) });
    para = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = undefined;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (TABLE_ROW.test(line)) {
      if (para.length || list) flush();
      table.push(line);
      continue;
    }
    if (table.length) flushTable();
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, inlines: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (para.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}
