/** The game `deckhand dev` serves (tools/src/dev/plugin.ts): exists only on its dev server. */
declare module 'virtual:deckhand-dev-game' {
  import type { Chooser, Diagnostic, GameDef, GameHooks } from '@deckhand/dsl';
  /** A validation diagnostic with the line of source it points at (tools/src/dev/game-module.ts). */
  export interface DevDiagnostic extends Diagnostic {
    source?: string;
  }
  export const game: {
    id: string;
    dir: string;
    version: number;
    changed: string[];
    def: GameDef | null;
    stale: boolean;
    diagnostics: DevDiagnostic[];
  };
  export const hooks: GameHooks;
  export const bot: { choose: Chooser } | undefined;
  /** The virtual module's own HMR context: where the dev server's `deckhand:game` events arrive. */
  export const hot: ImportMeta['hot'];
}
