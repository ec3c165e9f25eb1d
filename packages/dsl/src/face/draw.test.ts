import { describe, expect, it } from 'vitest';
import type { CardTypeDef } from '../ir/types';
import { asNoun, drawFace } from './draw';

const playing: CardTypeDef = { attributes: { rank: 'number', suit: 'string' }, back: [], face: { rank: 'rank', suit: 'suit' } };

describe('drawFace', () => {
  it('standard suits and court cards draw as ♠♥♦♣ and J Q K A in their colours, and read as a player says them', () => {
    expect(drawFace('card', { rank: 7, suit: 'hearts' }, playing)).toEqual({
      title: '7♥',
      corner: '7',
      colour: '#c0392b',
      suit: { name: 'hearts', symbol: '♥', red: true },
      rank: '7',
      speak: '7 of hearts',
    });
    const queen = drawFace('card', { rank: 12, suit: 'spades' }, playing);
    expect([queen.title, queen.corner, queen.colour, queen.speak]).toEqual(['Q♠', 'Q', '#1b1b1b', 'queen of spades']);
    expect(drawFace('card', { rank: 1, suit: 'D' }, playing).speak).toBe('ace of diamonds');
    expect(drawFace('card', { rank: 'K', suit: '♣' }, playing).title).toBe('K♣');
  });

  it('a rank the game renames (names:) is said by its name; the standard words and the printed letter stay', () => {
    const names = { rank: { 11: ['knave', 'knaves'], 12: ['queen', 'queens'], 7: ['seven', 'sevens'], 10: ['banner', 'banners'] } } as Record<string, Record<string, [string, string]>>;
    const renamed: CardTypeDef = { ...playing, names };
    const knave = drawFace('card', { rank: 11, suit: 'hearts' }, renamed);
    expect([knave.speak, knave.title, knave.corner]).toEqual(['knave of hearts', 'J♥', 'J']);
    expect(drawFace('card', { rank: 12, suit: 'spades' }, renamed).speak).toBe('queen of spades');
    expect(drawFace('card', { rank: 7, suit: 'clubs' }, renamed).speak).toBe('7 of clubs');
    expect(drawFace('card', { rank: 10, suit: 'clubs' }, renamed).speak).toBe('banner of clubs');
  });

  it('templates, colours by attribute and a picture from the game folder', () => {
    const term: CardTypeDef = {
      attributes: { number: 'number', term: 'string', kind: 'string' },
      back: [],
      face: {
        title: '{term}',
        corner: '{number}',
        speak: 'Term {number}: {term}',
        colour: { by: 'kind', values: { logic: 'navy' }, default: 'black' },
        background: 'ivory',
        image: 'art/{term}.png',
      },
    };
    expect(drawFace('term', { number: 5, term: 'induction', kind: 'logic' }, term, 'art-of-argument')).toEqual({
      title: 'induction',
      corner: '5',
      colour: 'navy',
      background: 'ivory',
      image: '/api/games/art-of-argument/assets/art/induction.png',
      speak: 'Term 5: induction',
    });
    expect(drawFace('term', { number: 2, term: 'ad hominem', kind: 'rhetoric' }, term).colour).toBe('black');
  });

  it('{name(x)} and {plural(x)} say an attribute by its names:', () => {
    const expedition: CardTypeDef = {
      attributes: { colour: 'number', value: 'number' },
      back: [],
      names: { colour: { 1: ['blue', 'blues'] } },
      face: { title: '{value}', subtitle: '{name(colour)}', speak: '{name(colour)} {value}, {plural(colour)}' },
    };
    const f = drawFace('expedition', { colour: 1, value: 7 }, expedition);
    expect([f.title, f.subtitle, f.speak]).toEqual(['7', 'blue', 'blue 7, blues']);
    // A value without a name reads as written; an attribute the seat does not see, as nothing.
    expect(drawFace('expedition', { colour: 4, value: 2 }, expedition).speak).toBe('4 2, 4s');
    expect(drawFace('expedition', { value: 2 }, expedition).subtitle).toBeUndefined();
  });

  it('a type with no face shows its first number or word, never an attribute name; an empty type its label', () => {
    const number: CardTypeDef = { attributes: { value: 'number' }, back: [] };
    expect(drawFace('number', { value: 5 }, number)).toEqual({ title: '5', corner: '5', speak: '5' });
    // The label is printed as a heading but said as a noun inside a sentence ("Ada played wild").
    expect(drawFace('wild', {}, { attributes: {}, back: [], label: 'Wild' })).toEqual({ title: 'Wild', speak: 'wild' });
    expect(drawFace('wildCard', {}, { attributes: {}, back: [] }).title).toBe('wild card');
  });

  it('a name for the whole type reads in lower case inside a sentence; the card\'s own values and speak: as written', () => {
    const joker: CardTypeDef = { attributes: {}, back: [], label: 'Joker', face: { title: 'Joker', corner: '★' } };
    expect(drawFace('joker', {}, joker)).toMatchObject({ title: 'Joker', speak: 'joker' });
    // A proper name is written in speak: with its capital, and kept.
    expect(drawFace('sword', {}, { ...joker, face: { title: 'Excalibur', speak: 'Excalibur' } }).speak).toBe('Excalibur');
    // A title made of the card's values is its words, whatever their case.
    const word: CardTypeDef = { attributes: { word: 'string' }, back: [], face: { title: '{word}' } };
    expect(drawFace('word', { word: 'Paris' }, word).speak).toBe('Paris');
    expect(drawFace('word', { word: 'Paris' }, { attributes: { word: 'string' }, back: [] }).speak).toBe('Paris');
  });

  it('asNoun lowers a capitalised first word only: not an acronym, a single letter, a number or mixed case', () => {
    expect(['Wild', 'Word card', 'Term 5: induction', 'DNA sample', 'X', '7 of hearts', 'iPhone', 'Ünited'].map(asNoun)).toEqual([
      'wild',
      'word card',
      'term 5: induction',
      'DNA sample',
      'X',
      '7 of hearts',
      'iPhone',
      'ünited',
    ]);
  });
});
