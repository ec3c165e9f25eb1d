/**
 * `virtual:deckhand/game-gallery`: every game folder's Storybook scenes, computed when Storybook (or its Vitest run)
 * starts by tools/src/story-gallery.ts in a child process — that script runs the games, which the UI kit may not
 * import (module boundaries); the kit's stories only read the JSON. One run per process, shared by every import.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:deckhand/game-gallery';
const RESOLVED = `\0${ID}`;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

let cached: string | undefined;

function galleryJson(): string {
  cached ??= execFileSync(process.execPath, ['--conditions=@deckhand/source', '--import', 'tsx', join(root, 'tools/src/story-gallery.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return cached;
}

export function gameGallery(): Plugin {
  return {
    name: 'deckhand-game-gallery',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${galleryJson()};` : undefined),
  };
}
