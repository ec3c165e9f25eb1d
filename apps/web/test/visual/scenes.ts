/**
 * The visual test's table: every shipped game (each folder of packages/games with a game.yaml, so a new game is
 * picked up) at its start, mid-game and over. Each scene is the kit's Storybook fixture that says it is that stage
 * (`"visual": "start" | "mid" | "over"`, written by tools/src/ui-fixtures.ts, which gives every game folder all three).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXTURES, type Fixture } from './fake-match';

export const GAMES_DIR = resolve(FIXTURES, '../../../games');
export const STAGES = ['start', 'mid', 'over'] as const;
export type Stage = (typeof STAGES)[number];

export interface VisualScene {
  game: string;
  stage: Stage;
  /** The fixture file, without .json. */
  file: string;
  fixture: Fixture;
}

/** Game folders, sorted. */
export function shippedGames(): string[] {
  return readdirSync(GAMES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(GAMES_DIR, e.name, 'game.yaml')))
    .map((e) => e.name)
    .sort();
}

/** Every fixture that is a stage of the visual test, by game; a game or stage without one is reported, not skipped. */
export function visualScenes(): { scenes: Map<string, VisualScene[]>; missing: string[] } {
  const found = new Map<string, VisualScene>();
  for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.json'))) {
    const fixture = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Fixture & { visual?: Stage };
    if (fixture.visual) found.set(`${fixture.def.id}/${fixture.visual}`, { game: fixture.def.id, stage: fixture.visual, file: name.slice(0, -5), fixture });
  }
  const scenes = new Map<string, VisualScene[]>();
  const missing: string[] = [];
  for (const game of shippedGames()) {
    const list = STAGES.map((stage) => found.get(`${game}/${stage}`) ?? (missing.push(`${game} ${stage}`), undefined)).filter((s) => s !== undefined);
    scenes.set(game, list);
  }
  return { scenes, missing };
}

/** The Scenes story of a stage, as Scenes.stories names its exports: the game's name in PascalCase, then the stage. */
export function storyName(s: VisualScene): string {
  const pascal = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return s.fixture.def.name.split(/[^A-Za-z0-9]+/).map(pascal).join('') + pascal(s.stage);
}
