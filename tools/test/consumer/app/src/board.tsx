import { clientDef, type GameDef, type PlayerView } from '@deckhand/dsl/client';
import { GameBoard, type BoardCtx } from '@deckhand/ui';
import { compile, validate } from '@deckhand/dsl';

export function makeBoard(yaml: string, view: PlayerView, ctx: BoardCtx, send: (name: string, args: unknown[]) => void) {
  const r = validate(yaml, { file: 'game.yaml' });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  const def: GameDef = r.def;
  const game = compile(def, {});
  return { game, board: <GameBoard def={clientDef(def)} view={view} ctx={ctx} playerID="0" onMove={send} /> };
}
