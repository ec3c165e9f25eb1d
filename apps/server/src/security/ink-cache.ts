/**
 * Inked faces and log lines kept per match. A WordARound view carries every card's drawn word as glyph outlines (@deckhand/games
 * ink), and every seat's view of every message used to rebuild them: a new face object per card per seat, and a new
 * faces map, so the patch against the seat's last view walked every face again. Here each match keeps one inked face
 * per card (made once: the ink is the same for every seat of a match, seeded by its secret) and one inked map per
 * faces map it was given: a seat that sees the same cards gets the very same object, which the patch skips.
 *
 * Bounded: the least recently used match is dropped past `maxMatches` (its ink is made again if it comes back).
 */
import type { CardFace } from '@deckhand/dsl';

type InkOne = (id: string, face: CardFace) => CardFace;

interface MatchInk {
  /** Per card id: the face it was made from and its inked face. */
  cards: Map<string, { from: CardFace; inked: CardFace }>;
  /** Per frozen faces map given (views share one per seat while its cards are unchanged): the inked map. */
  maps: WeakMap<object, Record<string, CardFace>>;
  /** Per log entry (entries are never changed once written): the entry with its race line's word drawn. */
  entries: WeakMap<object, object>;
}

export class InkCache {
  private readonly matches = new Map<string, MatchInk>();

  constructor(readonly maxMatches = 256) {}

  /** How many matches are kept now (tests). */
  get size(): number {
    return this.matches.size;
  }

  /** `faces` with each face inked by `inkOne` (key: the match's secret), made at most once per card and per map. */
  inked(key: string, faces: Record<string, CardFace>, inkOne: InkOne): Record<string, CardFace> {
    const match = this.match(key);
    // Only a frozen map can be known by identity: one that may still change must be read again.
    const frozen = Object.isFrozen(faces);
    const known = frozen ? match.maps.get(faces) : undefined;
    if (known) return known;
    let out: Record<string, CardFace> | undefined;
    for (const id in faces) {
      const face = faces[id]!;
      let hit = match.cards.get(id);
      if (!hit || hit.from !== face) match.cards.set(id, (hit = { from: face, inked: Object.freeze(inkOne(id, face)) }));
      if (hit.inked === face) continue;
      out ??= { ...faces };
      out[id] = hit.inked;
    }
    const result = out ? Object.freeze(out) : faces;
    if (frozen) match.maps.set(faces, result);
    return result;
  }

  /**
   * `log` with each entry inked by `inkOne` (a race line gets its word's drawing), made once per entry: every seat's
   * log of every message holds the same inked entries, which the patch skips by identity. `log` itself when no entry
   * changes.
   */
  inkedLog<E extends object>(key: string, log: readonly E[], inkOne: (entry: E) => E): readonly E[] {
    const match = this.match(key);
    let out: E[] | undefined;
    for (let i = 0; i < log.length; i++) {
      const e = log[i]!;
      let inked = match.entries.get(e) as E | undefined;
      if (!inked) match.entries.set(e, (inked = inkOne(e)));
      if (inked === e) continue;
      out ??= log.slice();
      out[i] = inked;
    }
    return out ?? log;
  }

  private match(key: string): MatchInk {
    let match = this.matches.get(key);
    if (match) {
      // Most recently used last: the first key is the one to drop.
      this.matches.delete(key);
    } else {
      match = { cards: new Map(), maps: new WeakMap(), entries: new WeakMap() };
      if (this.matches.size >= this.maxMatches) this.matches.delete(this.matches.keys().next().value!);
    }
    this.matches.set(key, match);
    return match;
  }
}
