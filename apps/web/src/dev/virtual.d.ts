/** The game `deckhand dev` serves (tools/src/dev/plugin.ts): exists only on its dev server. */
declare module 'virtual:deckhand-dev-game' {
  import type { Chooser, GameDef, GameHooks } from '@deckhand/dsl';
  export interface DevDiagnostic {
    code: string;
    message: string;
    hint?: string;
    file: string;
    line: number;
    col: number;
    severity: 'error' | 'warning';
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
}
