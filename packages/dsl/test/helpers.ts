/** Builds a compiled game from inline YAML for tests; fails the test with the diagnostics if it is invalid. */
import { compile, formatDiagnostic, validate, type CompiledGame, type GameHooks } from '../src/index';

export function gameFrom(yaml: string, hooks: GameHooks = {}): CompiledGame {
  const r = validate(yaml, { file: 'test.yaml', hooks: Object.keys({ ...hooks.effects, ...hooks.guards }) });
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compile(r.def, hooks);
}
