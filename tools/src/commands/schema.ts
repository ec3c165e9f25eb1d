/** `deckhand schema`: the JSON Schema of game.yaml on stdout (editors use the committed copy). */
import { jsonSchema } from '@deckhand/dsl';
import type { Io } from '../io';

export function schemaText(): string {
  return `${JSON.stringify(jsonSchema(), null, 2)}\n`;
}

export function schemaCommand(_args: string[], io: Io): number {
  io.out(schemaText().trimEnd());
  return 0;
}
