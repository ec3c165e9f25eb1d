// Generates cards.yaml, the shipped WordARound deck (rule W1): 100 cards, each with
// three different words (black = outer ring, red, blue) and a back colour.
// Back colours are spread evenly (34 black, 33 red, 33 blue) and scrambled by a
// seeded shuffle, so the output is the same on every run.
//
// Regenerate from the repository root with:
//   node packages/games/wordaround/content/generate.mjs

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED = 2026;

// 300 different common English words, lowercase a-z, 4 to 10 letters, written in
// themed blocks of 25. Card i takes words[i], words[i + 100] and words[i + 200],
// so each card's three words come from three different themes.
const WORDS = [
  // animals
  'rabbit', 'turtle', 'donkey', 'falcon', 'badger', 'beaver', 'camel', 'eagle', 'giraffe', 'hamster',
  'jaguar', 'kitten', 'lizard', 'monkey', 'otter', 'parrot', 'penguin', 'pigeon', 'salmon', 'spider',
  'squirrel', 'tiger', 'walrus', 'zebra', 'dolphin',
  // food
  'apple', 'banana', 'biscuit', 'butter', 'carrot', 'cheese', 'cherry', 'cookie', 'garlic', 'honey',
  'lemon', 'mango', 'muffin', 'noodle', 'onion', 'orange', 'pancake', 'peanut', 'pepper', 'pickle',
  'potato', 'pumpkin', 'sandwich', 'tomato', 'waffle',
  // household things
  'blanket', 'bottle', 'bucket', 'candle', 'carpet', 'chair', 'cushion', 'drawer', 'fridge', 'hammer',
  'kettle', 'ladder', 'mirror', 'napkin', 'pillow', 'saucer', 'scissors', 'shovel', 'sponge', 'teapot',
  'towel', 'window', 'basket', 'curtain', 'lantern',
  // nature and sky
  'canyon', 'desert', 'forest', 'glacier', 'island', 'jungle', 'meadow', 'mountain', 'ocean', 'pebble',
  'prairie', 'river', 'valley', 'volcano', 'waterfall', 'thunder', 'rainbow', 'breeze', 'blizzard', 'sunrise',
  'comet', 'planet', 'crystal', 'harbor', 'lagoon',
  // people and jobs
  'baker', 'captain', 'doctor', 'farmer', 'pilot', 'plumber', 'sailor', 'teacher', 'dentist', 'painter',
  'dancer', 'singer', 'author', 'builder', 'cowboy', 'wizard', 'pirate', 'knight', 'princess', 'gardener',
  'butcher', 'tailor', 'referee', 'detective', 'astronaut',
  // verbs
  'borrow', 'climb', 'sprint', 'gather', 'giggle', 'juggle', 'listen', 'mumble', 'paddle', 'quarrel',
  'scribble', 'shiver', 'sneeze', 'stumble', 'swallow', 'tickle', 'whisper', 'wander', 'wiggle', 'yawn',
  'explore', 'imagine', 'remember', 'balance', 'travel',
  // adjectives
  'brave', 'bright', 'clever', 'cozy', 'curious', 'fancy', 'fluffy', 'gentle', 'glossy', 'happy',
  'hollow', 'humble', 'jolly', 'lonely', 'mighty', 'narrow', 'polite', 'purple', 'quiet', 'silly',
  'sleepy', 'smooth', 'sturdy', 'tender', 'wobbly',
  // objects
  'anchor', 'balloon', 'bicycle', 'button', 'compass', 'crayon', 'diamond', 'engine', 'feather', 'guitar',
  'helmet', 'jacket', 'kite', 'magnet', 'marble', 'necklace', 'notebook', 'pencil', 'rocket', 'saddle',
  'trumpet', 'umbrella', 'violin', 'whistle', 'zipper',
  // places and buildings
  'airport', 'barn', 'bridge', 'castle', 'chapel', 'circus', 'cottage', 'factory', 'garage', 'hospital',
  'library', 'market', 'museum', 'palace', 'prison', 'school', 'stadium', 'station', 'temple', 'theater',
  'tower', 'tunnel', 'village', 'cabin', 'lighthouse',
  // time, events and ideas
  'birthday', 'holiday', 'festival', 'journey', 'picnic', 'parade', 'winter', 'autumn', 'summer', 'spring',
  'morning', 'midnight', 'weekend', 'secret', 'promise', 'riddle', 'puzzle', 'mystery', 'question', 'answer',
  'freedom', 'courage', 'wisdom', 'laughter', 'silence',
  // sports, games and music
  'soccer', 'tennis', 'hockey', 'golf', 'chess', 'karate', 'bowling', 'archery', 'skating', 'surfing',
  'rugby', 'cricket', 'boxing', 'fishing', 'hiking', 'camping', 'jigsaw', 'domino', 'trophy', 'medal',
  'racket', 'arena', 'drum', 'piano', 'banjo',
  // body, clothes and colours
  'elbow', 'finger', 'shoulder', 'ankle', 'forehead', 'stomach', 'eyebrow', 'knuckle', 'thumb', 'tongue',
  'scarf', 'sweater', 'mitten', 'sandal', 'slipper', 'trousers', 'pocket', 'collar', 'ribbon', 'bracelet',
  'yellow', 'silver', 'golden', 'crimson', 'scarlet',
];

const CARDS = 100;
const COLOURS = ['black', 'red', 'blue'];

// mulberry32: small, well-known 32-bit seeded PRNG returning floats in [0, 1).
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, rand) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// --- sanity checks on the word list ---
if (WORDS.length !== CARDS * 3) throw new Error(`expected ${CARDS * 3} words, got ${WORDS.length}`);
if (new Set(WORDS).size !== WORDS.length) {
  const dup = WORDS.filter((w, i) => WORDS.indexOf(w) !== i);
  throw new Error(`duplicate words: ${dup.join(', ')}`);
}
for (const w of WORDS) {
  if (!/^[a-z]{4,10}$/.test(w)) throw new Error(`bad word (need a-z, 4 to 10 letters): ${w}`);
}

// --- build the cards ---
const cards = [];
for (let i = 0; i < CARDS; i++) {
  const black = WORDS[i];
  const red = WORDS[i + CARDS];
  const blue = WORDS[i + 2 * CARDS];
  // Keep each card varied: no word contains another, and no two share their first 4 letters.
  const trio = [black, red, blue];
  for (const a of trio) {
    for (const b of trio) {
      if (a !== b && (a.includes(b) || a.slice(0, 4) === b.slice(0, 4))) {
        throw new Error(`card ${i + 1}: words too alike: ${a} / ${b}`);
      }
    }
  }
  cards.push({ black, red, blue });
}

const backs = shuffle(
  [...Array(34).fill('black'), ...Array(33).fill('red'), ...Array(33).fill('blue')],
  mulberry32(SEED),
);
cards.forEach((card, i) => {
  card.back = backs[i];
});
for (const c of COLOURS) {
  const n = cards.filter((card) => card.back === c).length;
  if (n !== (c === 'black' ? 34 : 33)) throw new Error(`back colour ${c}: ${n} cards`);
}

// --- write cards.yaml ---
const lines = [
  '# WordARound shipped deck: 100 cards, 300 different words, back colours 34 black / 33 red / 33 blue.',
  `# GENERATED by generate.mjs (mulberry32 seed ${SEED}) - do not edit by hand.`,
  '# Regenerate from the repository root with: node packages/games/wordaround/content/generate.mjs',
  ...cards.map((c) => `- { black: ${c.black}, red: ${c.red}, blue: ${c.blue}, back: ${c.back} }`),
];
const outPath = join(dirname(fileURLToPath(import.meta.url)), 'cards.yaml');
writeFileSync(outPath, lines.join('\n') + '\n');
console.log(`wrote ${cards.length} cards to ${outPath}`);
