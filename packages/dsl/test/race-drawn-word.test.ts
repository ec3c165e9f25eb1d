/**
 * A race in a game that draws its words (`drawn:`) never spells the answer, not even in the log once its round is
 * over: the line names the card and attribute the word was read from (race/drawn-word.ts); the hosted server spells
 * it as it sends the log (games' spellLog), with the card named by the match's alias.
 */
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { logSentence, sentenceText, type CompiledGame, type GameState, type LogEntry } from '../src/index';
import { gameFrom } from './helpers';

const GAME = (drawn: string) => `
id: drawn
name: Drawn
players: { min: 2, max: 2 }
cards:
  q: { attributes: { word: string, other: string }${drawn} }
deck:
  - { type: q, attributes: { word: fig, other: plum } }
  - { type: q, attributes: { word: pear, other: fig } }
  - { type: q, attributes: { word: plum, other: pear } }
zones:
  deck: { visibility: faces }
  won: { scope: player, visibility: hidden }
phases:
  play:
    start: true
    race:
      answer: top(deck).word
      window: 0
      begin:
        - flip: deck
      win:
        - move: { from: deck, to: "won[winner]" }
moves: {}
end:
  - when: count(deck) == 0
    draw: seats
`;

function firstRound(drawn: string): { entry: LogEntry; top: number; game: CompiledGame } {
  const game = gameFrom(GAME(drawn)).deckhand.withClock(() => 1000);
  const g = { ...game, seed: 'drawn' };
  let state = InitializeGame({ game: g, numPlayers: 2 }) as State<GameState>;
  const reducer = CreateGameReducer({ game: g });
  const top = (state.G.zones.deck as number[]).at(-1)!;
  const word = String(game.deckhand.def.cards[top]!.attrs.word);
  state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'raceAnswer', args: [word], playerID: '1' } } as never) as State<GameState>;
  const entry = state.G.log.find((e) => e.race)!;
  return { entry, top, game };
}

const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: () => undefined };

describe('a drawn word in a race line', () => {
  it('is named by its card and attribute (the card everyone saw), never spelled', () => {
    const { entry, top } = firstRound(', drawn: [word, other]');
    expect(entry.race).toEqual({ outcome: 'win', seats: [1], word: { card: top, attr: 'word' } });
    expect(entry.message).toBe('seat 2 read the answer first');
    expect(sentenceText(logSentence(undefined, entry), names)).toBe('Bea read the answer first');
  });

  it('a game that writes its words spells the answer as before', () => {
    const { entry, top, game } = firstRound('');
    expect(entry.race).toEqual({ outcome: 'win', seats: [1], answer: game.deckhand.def.cards[top]!.attrs.word });
    expect(sentenceText(logSentence(undefined, entry), names)).toBe(`Bea read “${String(game.deckhand.def.cards[top]!.attrs.word)}” first`);
  });
});
