/**
 * Where the built web client is: apps/web/dist in a checkout. The package build (build-package.ts) lays the client
 * out at the same place relative to this source file inside the package, so the path holds there too.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
