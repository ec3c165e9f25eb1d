/**
 * A race line's word, spelled. A game that draws its words (`drawn:`) logs the round by the card and ring it was
 * read from (`race.word`), never the word: with card ids the same in every match, a word next to its card's id would
 * let a script learn id → word once and answer that card instantly in any later match. The server sends every card
 * id as a per-match alias (alias-view.ts), so once the round is over the line may say the word as text — "Bot 2 read
 * “jolly” first", which a screen reader says too. The card is out of the race by then: each card is raced once.
 */
import type { GameDef, LogEntry } from '@deckhand/dsl';

/** `e` with its race line's drawn word as `race.answer` (the entry itself when it names none). */
export function spellRaceWord(def: GameDef, drawn: ReadonlyMap<string, readonly string[]>, e: LogEntry): LogEntry {
  const word = e.race?.word;
  const card = word ? def.cards[word.card] : undefined;
  if (!word || !card || !drawn.get(card.type)?.includes(word.attr)) return e;
  const v = card.attrs[word.attr];
  return typeof v === 'string' ? { ...e, race: { ...e.race!, answer: v } } : e;
}
