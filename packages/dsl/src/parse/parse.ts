/** YAML text → a document that remembers where every value was written. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { firstLine, syntaxDiagnostics } from './syntax-errors';

export type Path = readonly (string | number)[];

export interface SourceFile {
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The plain JS value, or undefined when the YAML did not parse. */
  value: unknown;
}

export interface Located {
  line: number;
  col: number;
}

export function parseYaml(file: string, text: string): { source: SourceFile; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true });
  const diagnostics: Diagnostic[] = syntaxDiagnostics(doc.errors, text, lines, file);
  let value: unknown;
  if (diagnostics.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      diagnostics.push({ code: Codes.YamlSyntax, message: firstLine(String((e as Error).message)), file, line: 1, col: 1, severity: 'error' });
    }
  }
  return { source: { file, text, doc, lines, value }, diagnostics };
}

/** The node at `path`, or the deepest existing ancestor. With `key`, the key of the last step instead of its value. */
export function locate(source: SourceFile, path: Path, opts: { key?: boolean } = {}): Located {
  let node: unknown = source.doc.contents;
  let best: { range?: [number, number, number] | null } | undefined = node as YamlNode;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) break;
      if (last && opts.key && pair.key) {
        best = pair.key as YamlNode;
        break;
      }
      node = pair.value;
      if (node && (node as YamlNode).range) best = node as YamlNode;
      else {
        best = pair.key as YamlNode;
        break;
      }
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step];
      if (!item) break;
      node = item;
      best = item as YamlNode;
    } else break;
  }
  const offset = best?.range?.[0] ?? 0;
  return source.lines.linePos(offset);
}

/** Where character `index` of the expression written at `path` sits in the file (quotes accounted for). */
export function locateInScalar(source: SourceFile, path: Path, index: number): Located {
  const base = locate(source, path);
  let node: unknown = source.doc.getIn(path as (string | number)[], true);
  if (!isScalar(node) || !node.range) return base;
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const raw = source.text.slice(node.range[0], node.range[1]);
  if (raw.includes('\n')) return base;
  node = undefined;
  return source.lines.linePos(
    (source.doc.getIn(path as (string | number)[], true) as YamlNode).range![0] + (quoted ? 1 : 0) + index,
  );
}
