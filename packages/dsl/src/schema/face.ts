/** How a card type looks (`face:`): text from templates over its attributes, colours by attribute, a picture,
 * and the standard playing-card roles (suit, rank). Drawn by any board with no game code. */
import { z } from 'zod';
import { Name } from './primitives';

const Template = z
  .string()
  .max(200, 'a face text is at most 200 characters')
  .meta({ description: 'text with {attribute} placeholders, e.g. "{value}" or "Term {number}: {term}"' });

const Colour = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/, 'a colour is a CSS colour name ("crimson") or a hex code ("#c0392b")');

const ColourRuleSpec = z.union([
  Colour,
  z.strictObject({
    by: Name.meta({ description: 'the attribute whose value chooses the colour' }),
    values: z.record(z.string(), Colour).meta({ description: 'attribute value → colour' }),
    default: Colour.optional().meta({ description: 'the colour for any other value' }),
  }),
]);

export const FaceSpec = z
  .strictObject({
    title: Template.optional().meta({ description: 'the big text in the middle (default: the rank and suit, else the first number or word)' }),
    corner: Template.optional().meta({ description: 'the small index in the corners (default: the rank, else the title when short)' }),
    subtitle: Template.optional().meta({ description: 'a smaller line under the title' }),
    colour: ColourRuleSpec.optional().meta({ description: 'ink colour: one colour, or chosen by an attribute (default: red for hearts and diamonds)' }),
    background: ColourRuleSpec.optional().meta({ description: 'card colour: one colour, or chosen by an attribute' }),
    image: z
      .string()
      .regex(/^(?![/\\])(?!.*\.\.)[\w./{} -]+\.(png|jpg|jpeg|webp|svg|gif)$/i, 'an image is a path inside the game folder ending .png, .jpg, .webp, .svg or .gif')
      .optional()
      .meta({ description: 'a picture from the game folder (may use {attribute}), served by the server' }),
    suit: Name.optional().meta({ description: 'the attribute holding a standard suit (hearts, diamonds, clubs, spades): drawn as ♥♦♣♠ in its colour' }),
    rank: Name.optional().meta({ description: 'the attribute holding a standard rank (1 or 14 = A, 11 = J, 12 = Q, 13 = K, or the letters)' }),
    speak: Template.optional().meta({ description: 'what a screen reader says (default: "7 of hearts", else the title)' }),
  })
  .meta({ description: 'how cards of this type look' });
