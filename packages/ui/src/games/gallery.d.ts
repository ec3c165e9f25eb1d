/** Every game folder's scenes, generated when Storybook starts (.storybook/game-gallery.ts). */
declare module 'virtual:deckhand/game-gallery' {
  import type { BoardCtx, ClientGameDef, PlayerView } from '../types';
  export interface GalleryScene {
    scene: 'Opening' | 'Midgame' | 'End';
    playerID: string;
    def: ClientGameDef;
    view: PlayerView;
    ctx: BoardCtx;
  }
  export interface GalleryGame {
    id: string;
    name: string;
    players: number;
    scenes: GalleryScene[];
  }
  const gallery: GalleryGame[];
  export default gallery;
}
