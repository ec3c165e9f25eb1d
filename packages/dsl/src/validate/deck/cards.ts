/** Card types and the deck: ranges × copies, content records, fixed cards. Card ids are deck order. */
import { parse as parseYamlValue } from 'yaml';
import { Codes } from '../../diagnostics/codes';
import type { AttrType, AttrValue, CardDef, CardTypeDef } from '../../ir/types';
import { expandCardType } from './attributes';
import { entryType, leaveOut, standardVariants, withColour } from './deck-extras';
import { checkFace } from './face';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

export type ReadContent = (relativePath: string) => string | undefined;

export function checkCardTypes(c: Checker, spec: GameSpecOutput): Record<string, CardTypeDef> {
  const out: Record<string, CardTypeDef> = {};
  const seen = new Map<string, AttrType>();
  for (const [name, ct] of Object.entries(spec.cards)) {
    const expanded = expandCardType(c, name, ct);
    const attributes = expanded.attributes;
    for (const [attr, type] of Object.entries(attributes)) {
      const before = seen.get(attr);
      if (before && before !== type && !(isText(before) && isText(type))) {
        c.error(Codes.CardAttribute, `attribute "${attr}" is ${type} here but ${before} on another card type`, ['cards', name, 'attributes', attr], {
          key: true,
          hint: 'one attribute name has one type across card types',
        });
      }
      if (['id', 'type'].includes(attr)) c.error(Codes.Duplicate, `"${attr}" is reserved for every card`, ['cards', name, 'attributes', attr], { key: true });
      seen.set(attr, type);
    }
    (ct.back ?? []).forEach((b, i) => c.resolve(Codes.CardAttribute, `attribute of "${name}"`, b, Object.keys(attributes), ['cards', name, 'back', i]));
    (ct.secret ?? []).forEach((s, i) => {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${name}"`, s, Object.keys(attributes), ['cards', name, 'secret', i])) return;
      if (ct.back?.includes(s)) c.error(Codes.CardAttribute, `"${s}" cannot be both secret and printed on the back`, ['cards', name, 'secret', i]);
    });
    (ct.drawn ?? []).forEach((d, i) => {
      const at = ['cards', name, 'drawn', i];
      if (!c.resolve(Codes.CardAttribute, `attribute of "${name}"`, d, Object.keys(attributes), at)) return;
      if (attributes[d] !== 'string') c.error(Codes.CardAttribute, `"${d}" is ${attributes[d]}: only string attributes can be drawn`, at, { hint: `make "${d}" a string, or remove it from drawn` });
      else if (ct.back?.includes(d)) c.error(Codes.CardAttribute, `"${d}" cannot be both drawn and printed on the back`, at, { hint: 'a back is sent as text to every seat' });
      else if (ct.secret?.includes(d)) c.error(Codes.CardAttribute, `"${d}" cannot be both drawn and secret`, at, { hint: 'a secret attribute is never shown at all; drawn ones are shown as drawings' });
    });
    out[name] = {
      attributes,
      back: ct.back ?? [],
      ...(ct.secret?.length ? { secret: ct.secret } : {}),
      ...(ct.drawn?.length ? { drawn: ct.drawn } : {}),
      ...(expanded.label !== undefined ? { label: expanded.label } : {}),
      ...(expanded.face ? { face: checkFace(c, expanded.face, attributes, ct.secret ?? [], ['cards', name, 'face'], ct.drawn ?? [], expanded.names) } : {}),
      ...(Object.keys(expanded.names).length ? { names: expanded.names } : {}),
      ...(expanded.standard ? { standard: expanded.standard } : {}),
    };
  }
  return out;
}

const isText = (t: AttrType) => t === 'string' || t === 'colour';

function fits(type: AttrType, v: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'words':
      return Array.isArray(v) && v.every((w) => typeof w === 'string');
    default:
      return typeof v === 'string';
  }
}

function parseRange(v: string | number): number[] {
  if (typeof v === 'number') return [v];
  const [lo, hi] = v.split('..').map((s) => Number(s.trim())) as [number, number];
  const out: number[] = [];
  for (let i = lo; i <= hi && out.length <= 10_000; i++) out.push(i);
  return out;
}

export function loadContent(c: Checker, spec: GameSpecOutput, read: ReadContent): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rel] of Object.entries(spec.content ?? {})) {
    const path = ['content', name];
    const text = read(rel);
    if (text === undefined) {
      c.error(Codes.ContentMissing, `content file "${rel}" not found`, path, { hint: 'paths are relative to the game file' });
      continue;
    }
    let value: unknown;
    try {
      value = parseYamlValue(text);
    } catch (e) {
      c.error(Codes.ContentInvalid, `content file "${rel}" is not valid YAML: ${(e as Error).message.split('\n')[0]}`, path);
      continue;
    }
    if (!Array.isArray(value) || !value.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
      c.error(Codes.ContentInvalid, `content file "${rel}" must be a list of records`, path);
      continue;
    }
    out[name] = value as Record<string, unknown>[];
  }
  return out;
}

export function buildDeck(
  c: Checker,
  spec: GameSpecOutput,
  types: Record<string, CardTypeDef>,
  content: Record<string, Record<string, unknown>[]>,
): CardDef[] {
  const cards: CardDef[] = [];
  spec.deck.forEach((entry, i) => {
    const path = ['deck', i];
    const type = entryType(c, entry, types, path);
    if (type === undefined) return;
    const ct = types[type]!;
    const fixed: Record<string, AttrValue> = {};
    for (const [attr, v] of Object.entries(entry.attributes ?? {})) {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${type}"`, attr, Object.keys(ct.attributes), [...path, 'attributes', attr], true)) continue;
      if (!fits(ct.attributes[attr]!, v)) {
        c.error(Codes.CardAttribute, `"${attr}" should be ${ct.attributes[attr]}`, [...path, 'attributes', attr]);
        continue;
      }
      fixed[attr] = v;
    }
    const standard = standardVariants(c, entry, ct, path);
    let variants: Record<string, AttrValue>[] = standard ? standard.map((v) => ({ ...v, ...fixed })) : [fixed];
    for (const [attr, range] of Object.entries(entry.range ?? {})) {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${type}"`, attr, Object.keys(ct.attributes), [...path, 'range', attr], true)) continue;
      if (Array.isArray(range)) {
        // A list of values: one card per value, crossed with the other attributes' values.
        const bad = range.findIndex((v) => !fits(ct.attributes[attr]!, v));
        if (bad >= 0) {
          c.error(Codes.CardAttribute, `"${attr}" is ${ct.attributes[attr]}, but the list holds ${JSON.stringify(range[bad])}`, [...path, 'range', attr, bad]);
          continue;
        }
        variants = variants.flatMap((v) => range.map((x) => ({ ...v, [attr]: x as AttrValue })));
        continue;
      }
      if (ct.attributes[attr] !== 'number') {
        c.error(Codes.CardAttribute, `a range "low..high" needs a number attribute; "${attr}" is ${ct.attributes[attr]}: list its values instead, e.g. [a, b, c]`, [...path, 'range', attr]);
        continue;
      }
      const values = parseRange(range);
      if (values.length === 0) c.error(Codes.InvalidValue, `range "${range}" is empty`, [...path, 'range', attr]);
      variants = variants.flatMap((v) => values.map((n) => ({ ...v, [attr]: n })));
    }
    if (entry.each !== undefined) {
      if (!c.resolve(Codes.ContentMissing, 'content', entry.each, Object.keys(spec.content ?? {}), [...path, 'each'])) return;
      const records = content[entry.each];
      if (!records) return;
      const fromRecords: Record<string, AttrValue>[] = [];
      records.forEach((rec, r) => {
        const card: Record<string, AttrValue> = {};
        for (const [attr, v] of Object.entries(rec)) {
          const type = ct.attributes[attr];
          if (!type) {
            c.error(Codes.ContentInvalid, `record ${r + 1} of content "${entry.each}" has "${attr}", which "${type}" cards do not declare`, [...path, 'each']);
            return;
          }
          if (!fits(type, v)) {
            c.error(Codes.ContentInvalid, `record ${r + 1} of content "${entry.each}": "${attr}" should be ${type}`, [...path, 'each']);
            return;
          }
          card[attr] = v as AttrValue;
        }
        fromRecords.push(card);
      });
      variants = variants.flatMap((v) => fromRecords.map((rec) => ({ ...v, ...rec })));
    }
    variants = leaveOut(c, entry, type, ct, variants.map((v) => withColour(ct, v)), path);
    const copies = entry.copies ?? 1;
    for (const attrs of variants) {
      for (let k = 0; k < copies; k++) cards.push({ id: cards.length, type, attrs, zone: entry.in ?? 'deck' });
    }
  });
  return cards;
}
