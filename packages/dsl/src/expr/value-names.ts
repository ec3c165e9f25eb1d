/**
 * `name(x)` and `plural(x)`: a card attribute's value in words, from the card types' `names:` ("queen", "queens"),
 * for log templates and captions: `"{self} asked {who} for {plural(rank)}"`. The value must be known to be an
 * attribute's (`card.rank`, `top(pile).rank`, a number argument declared `of: rank`), whose names then say it; a
 * value without a name reads as written ("7", "7s"). A computed value names its attribute: `name(count(pile) + 1, rank)`.
 */
import type { Builtin } from './builtins/builtin';
import { namesOf, sayValue } from '../log/value-names';
import { attrOf, show, T } from './types';

function valueName(fn: 'name' | 'plural'): Builtin {
  const plural = fn === 'plural';
  return {
    // The two-argument form, fn(value, attribute), is compiled by itself (compile.ts): its attribute is a name.
    arity: [1, 2],
    doc: `${fn}(value) or ${fn}(value, attribute): a card attribute's value in words${plural ? ', plural' : ''}, by its names (e.g. ${fn}(card.rank) says ${plural ? '"queens"' : '"queen"'} for 12; ${fn}(count(pile) + 1, rank) a computed rank)`,
    type: () => 'needs the card types',
    impl: () => null,
    withTypes: (cardTypes, args) => {
      const attr = attrOf(args[0]!);
      if (attr === undefined) {
        return `needs a card attribute's value, e.g. ${fn}(card.rank), or a number argument declared "of: rank"; got ${show(args[0]!)}`;
      }
      const names = namesOf(cardTypes, attr);
      if (!names) {
        const example = args[0]!.t === 'number' ? '{ 1: ace, 12: queen }' : '{ h: [heart, hearts] }';
        return `needs names for "${attr}": declare them on its card type, e.g. ${attr}: { type: ${args[0]!.t}, names: ${example} }`;
      }
      return { ty: T.string, impl: (env, a) => sayValue(names, a[0]!.fn(env), plural) };
    },
  };
}

export const VALUE_NAMES: [string, Builtin][] = [
  ['name', valueName('name')],
  ['plural', valueName('plural')],
];
