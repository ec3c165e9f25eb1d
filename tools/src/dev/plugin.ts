/**
 * The Vite plugin behind `deckhand dev`: serves one game as the virtual module `virtual:deckhand-dev-game`,
 * validates it again on every save of a file in its folder (game.yaml, content files, hooks.ts, bots.ts) and
 * updates the page. A spec change (YAML, content) is pushed to the open page as the event `deckhand:game` carrying
 * the new validated game, which the page swaps in place and replays (no page reload: reloading re-fetches every
 * module of the compiler and the kit, over a second); a change to the game's TypeScript (hooks, bots) reloads the
 * page, which keeps the seed and the moves (session storage) and replays them.
 */
import { basename, join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { checkFile } from '../validate/check';
import { gameModuleSource, withSource, type DevGameState } from './game-module';

const VIRTUAL_ID = 'virtual:deckhand-dev-game';
/** The custom HMR event that carries a new version of the game (a DevGameState) to the page. */
const GAME_EVENT = 'deckhand:game';
const RESOLVED = `\0${VIRTUAL_ID}`;

/** Files of the game folder whose change does not change the game. */
const IGNORED = /(\.test\.tsx?|\.md|~|\.swp)$/;
/** Files that are code the page imports: a change to one needs the page to load it again. */
const CODE = /\.(m?[jt]sx?)$/;

export function deckhandDevPlugin(opts: { id: string; dir: string; log?: (line: string) => void }): Plugin {
  const { id, dir } = opts;
  const file = join(dir, 'game.yaml');
  let state: DevGameState = { id, dir, version: 0, changed: [], def: null, stale: false, diagnostics: [] };
  let server: ViteDevServer | undefined;

  const check = async (changed: string[]) => {
    const r = await checkFile(file, { fresh: state.version > 0 });
    const diagnostics = withSource(r.diagnostics, dir);
    state = {
      id,
      dir,
      version: state.version + 1,
      changed,
      def: r.def ?? state.def,
      stale: !r.def && state.def !== null,
      diagnostics,
    };
    const where = changed.length ? `${changed.join(', ')} changed: ` : '';
    opts.log?.(r.ok ? `${where}${id} is valid` : `${where}${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'}:\n${diagnostics.map((d) => `  ${d.file}:${d.line}:${d.col}: ${d.message} [${d.code}]`).join('\n')}`);
  };

  const inGame = (path: string) => path.startsWith(dir + '/') || path.startsWith(dir + '\\');
  let queue = Promise.resolve();
  const onFile = (path: string) => {
    if (!inGame(path) || IGNORED.test(path) || !server) return;
    queue = queue.then(async () => {
      await check([relative(dir, path) || basename(path)]);
      const mod = server!.moduleGraph.getModuleById(RESOLVED);
      if (mod) server!.moduleGraph.invalidateModule(mod);
      if (CODE.test(path)) server!.ws.send({ type: 'full-reload', path: '*' });
      else server!.ws.send({ type: 'custom', event: GAME_EVENT, data: state });
    });
  };

  return {
    name: 'deckhand-dev',
    async configureServer(s) {
      server = s;
      await check([]);
      s.watcher.add(dir);
      s.watcher.on('change', onFile);
      s.watcher.on('add', onFile);
      s.watcher.on('unlink', onFile);
      // `/` and `/dev/<id>` are the preview page.
      s.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (path === '/' || path === '/index.html' || path === `/dev/${id}` || path === `/dev/${id}/`) req.url = '/dev.html';
        next();
      });
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED : undefined;
    },
    load(moduleId) {
      return moduleId === RESOLVED ? gameModuleSource(state) : undefined;
    },
    // The plugin reloads the page itself for the game's files: Vite's own HMR would only update hooks.ts in place.
    handleHotUpdate(ctx) {
      return inGame(ctx.file) ? [] : undefined;
    },
  };
}
