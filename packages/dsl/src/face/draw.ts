/**
 * What a board draws for a card, from its type's `face:` and the attributes the seat sees: pure data, so every
 * board draws every game the same way with no game code. Standard suits and ranks get their symbols, letters and
 * colours; a type with no face shows its first number or word.
 */
import type { AttrValue, CardTypeDef, ColourRule } from '../ir/types';
import { rankNames } from '../content/standard-cards';
import { sayValue } from '../log/value-names';
import { humanise } from '../ir/words';

export type SuitName = 'hearts' | 'diamonds' | 'clubs' | 'spades';

export interface DrawnFace {
  /** The big text. */
  title: string;
  /** The small index in the corners, when there is one. */
  corner?: string;
  subtitle?: string;
  /** Ink and card colours (CSS colours), when the face chooses them. */
  colour?: string;
  background?: string;
  /** The picture's URL on the server that serves the game. */
  image?: string;
  /** A standard suit: its symbol, name and whether it is printed red. */
  suit?: { name: SuitName; symbol: string; red: boolean };
  /** A standard rank as printed: A, 2–10, J, Q, K. */
  rank?: string;
  /** How a player says the card ("7 of hearts", "queen of spades", "term 5: induction", "wild"): a noun read inside
   * sentences ("Bot 2 played ace of hearts", "Ada played wild"), so in lower case unless `speak:` writes a proper
   * name with its capital. */
  speak: string;
}

const SUITS: Record<string, SuitName> = {
  hearts: 'hearts', heart: 'hearts', h: 'hearts', '♥': 'hearts',
  diamonds: 'diamonds', diamond: 'diamonds', d: 'diamonds', '♦': 'diamonds',
  clubs: 'clubs', club: 'clubs', c: 'clubs', '♣': 'clubs',
  spades: 'spades', spade: 'spades', s: 'spades', '♠': 'spades',
};
const SYMBOL: Record<SuitName, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠' };
const RANK_LETTER: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
/** Court and ace words as said inside a sentence ("Ada played queen of spades", beside "7 of hearts"). */
const RANK_WORD: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

function valueText(v: AttrValue | undefined): string {
  if (v === undefined) return '';
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** `{name(colour)}`, `{plural(colour)}`: an attribute's value said by its `names:`. */
const SAID = /^(name|plural)\(\s*([A-Za-z_$][\w$]*)\s*\)$/;

/**
 * Replaces each `{attr}` with the card's value, and each `{name(attr)}` or `{plural(attr)}` with the value's name
 * from `names` (the card type's `names:`); empty when the seat does not see the attribute.
 */
export function fillTemplate(template: string, attrs: Record<string, AttrValue>, names?: CardTypeDef['names']): string {
  return template
    .replace(/\{([^{}]*)\}/g, (_, part: string) => {
      const said = SAID.exec(part.trim());
      if (!said) return valueText(attrs[part.trim()]);
      const v = attrs[said[2]!];
      return v === undefined ? '' : sayValue(names?.[said[2]!], v, said[1] === 'plural');
    })
    .trim();
}

function colourOf(rule: ColourRule | undefined, attrs: Record<string, AttrValue>): string | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === 'string') return rule;
  const v = attrs[rule.by];
  return (v !== undefined && Object.hasOwn(rule.values, String(v)) ? rule.values[String(v)] : undefined) ?? rule.default;
}

export function suitOf(v: AttrValue | undefined): DrawnFace['suit'] {
  const name = typeof v === 'string' ? SUITS[v.trim().toLowerCase()] : undefined;
  return name ? { name, symbol: SYMBOL[name], red: name === 'hearts' || name === 'diamonds' } : undefined;
}

export function rankOf(v: AttrValue | undefined): string | undefined {
  if (typeof v === 'number') return RANK_LETTER[v] ?? String(v);
  if (typeof v === 'string' && v.trim() !== '') {
    const t = v.trim().toUpperCase();
    return t === 'ACE' ? 'A' : t === 'JACK' ? 'J' : t === 'QUEEN' ? 'Q' : t === 'KING' ? 'K' : t;
  }
  return undefined;
}

/** The standard card's word for each rank, aces low and high ("seven", "queen", "ace"). */
const PLAIN: Record<string, string> = Object.fromEntries(Object.entries({ ...rankNames('low'), ...rankNames('high') }).map(([k, v]) => [k, v[0]]));

/**
 * How a face says a rank the game renamed (`names: { rank: { 11: [knave, knaves] } }`): "knave", so the card and the
 * game's sentences ("asked for knaves") agree. A name that is the standard card's own word is said as usual ("7",
 * "queen").
 */
function renamedRank(type: CardTypeDef | undefined, attr: string, value: AttrValue | undefined): string | undefined {
  if (value === undefined || Array.isArray(value)) return undefined;
  const named = type?.names?.[attr]?.[String(value)]?.[0];
  if (!named || named.toLowerCase() === PLAIN[String(value)]) return undefined;
  return named;
}

/** The first number, else the first word, a card shows when its type has no title. */
function headline(attrs: Record<string, AttrValue>, type: CardTypeDef | undefined): string | undefined {
  const names = Object.keys(type?.attributes ?? attrs).filter((n) => !(type?.back ?? []).includes(n) && type?.attributes[n] !== 'colour');
  const num = names.find((n) => typeof attrs[n] === 'number');
  if (num) return String(attrs[num]);
  const word = names.find((n) => typeof attrs[n] === 'string');
  return word ? String(attrs[word]) : undefined;
}

/**
 * A heading's words as a noun inside a sentence: "Wild" → "wild", "Word card" → "word card". A first word that is
 * not a capitalised lower-case word (an acronym like "DNA", a single letter, "iPhone", a number) is kept as it is.
 */
export function asNoun(text: string): string {
  return /^\p{Lu}\p{Ll}+(?=$|[\s,:;.!?-])/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/**
 * Draws a face. `typeName` and `attrs` are what the view's `faces` gives; `type` is the card type from the client
 * def; `gameID` places the picture's URL.
 */
export function drawFace(typeName: string, attrs: Record<string, AttrValue>, type: CardTypeDef | undefined, gameID?: string): DrawnFace {
  const face = type?.face ?? {};
  const kind = type?.label ?? humanise(typeName);
  const suit = face.suit ? suitOf(attrs[face.suit]) : undefined;
  const rank = face.rank ? rankOf(attrs[face.rank]) : undefined;
  const standard = rank !== undefined ? `${rank}${suit ? suit.symbol : ''}` : undefined;
  const filled = face.title !== undefined ? fillTemplate(face.title, attrs, type?.names) : undefined;
  const title = filled || standard || headline(attrs, type) || kind;
  // Whether the title is the card's own values ("{term}", its first number), not a name for the whole type.
  const ofValues = filled ? /[{}]/.test(face.title!) : title !== kind;
  const corner = face.corner !== undefined ? fillTemplate(face.corner, attrs, type?.names) : (rank ?? (title.length <= 3 && title !== kind ? title : undefined));
  // `speak:` is said as written (a proper name keeps its capital there); a name the board makes up from the type
  // (its label, or a title with no values in it, printed as a heading: "Wild") is a noun inside a sentence: "wild".
  const spoken =
    face.speak !== undefined
      ? fillTemplate(face.speak, attrs, type?.names)
      : rank !== undefined
        ? `${renamedRank(type, face.rank!, attrs[face.rank!]) ?? RANK_WORD[rank] ?? rank}${suit ? ` of ${suit.name}` : ''}`
        : ofValues
          ? title
          : asNoun(title);
  const colour = colourOf(face.colour, attrs) ?? (suit ? (suit.red ? '#c0392b' : '#1b1b1b') : undefined);
  const background = colourOf(face.background, attrs);
  const image = face.image !== undefined && gameID ? `/api/games/${encodeURIComponent(gameID)}/assets/${fillTemplate(face.image, attrs).split('/').map(encodeURIComponent).join('/')}` : undefined;
  const subtitle = face.subtitle !== undefined ? fillTemplate(face.subtitle, attrs, type?.names) : undefined;
  return {
    title,
    ...(corner ? { corner } : {}),
    ...(subtitle ? { subtitle } : {}),
    ...(colour ? { colour } : {}),
    ...(background ? { background } : {}),
    ...(image ? { image } : {}),
    ...(suit ? { suit } : {}),
    ...(rank !== undefined ? { rank } : {}),
    speak: spoken || asNoun(kind),
  };
}
