/**
 * The JavaScript a `.yaml` game import becomes. In the browser: the client def (the IR without the deck list) and
 * `clientGame(def)` from `@deckhand/dsl/client`, whose moves the server runs, so no compiler reaches the bundle. In
 * server-side code (SSR, Vitest in Node): the whole game, compiled with the hooks of a `hooks.ts` beside the YAML.
 */
import type { ClientGameDef } from '@deckhand/dsl/client';

export interface ModuleInput {
  def: ClientGameDef;
  /** Import path of the game's hooks module, when it has one. */
  hooksImport: string | undefined;
  /** The whole IR (with cards), for the server-side module; undefined in the browser. */
  serverDef: unknown;
}

export function browserModule({ def }: Pick<ModuleInput, 'def'>): string {
  return [
    `import { clientGame } from '@deckhand/dsl/client';`,
    `export const def = JSON.parse(${JSON.stringify(JSON.stringify(def))});`,
    `export const game = clientGame(def);`,
    `export default { id: def.id, name: def.name, def, game };`,
  ].join('\n');
}

export function serverModule({ def, hooksImport, serverDef }: ModuleInput): string {
  return [
    `import { compile } from '@deckhand/dsl';`,
    hooksImport ? `import * as hooksModule from ${JSON.stringify(hooksImport)};` : `const hooksModule = {};`,
    `export const def = JSON.parse(${JSON.stringify(JSON.stringify(def))});`,
    `export const game = compile(JSON.parse(${JSON.stringify(JSON.stringify(serverDef))}), hooksModule.hooks ?? hooksModule.default ?? {});`,
    `export default { id: def.id, name: def.name, def, game };`,
  ].join('\n');
}
