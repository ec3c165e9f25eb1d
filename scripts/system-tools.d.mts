/** Types of system-tools.mjs (plain JavaScript, so that `npm test` can run it before anything is built). */
export function onPath(name: string, env?: NodeJS.ProcessEnv): string | undefined;
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
export function findPostgresBin(name: string, env?: NodeJS.ProcessEnv): string | undefined;
export const TOOLS: readonly { name: string; find: (env?: NodeJS.ProcessEnv) => string | undefined; why: string; debian: string; other: string }[];
export function missingTools(env?: NodeJS.ProcessEnv): string[];
