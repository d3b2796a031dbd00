// The read-only handle end-to-end tests and debugging reach the app through
// (window.grit). Its API is what the e2e specs rely on: keep it stable.
import type { World } from '../../core/model/schema';
import type { ClientPoint, MapCanvas } from '../canvas';
import type { PlayViewState } from '../state/contract';
import type { GameLifecycle } from './game';

export interface GritTestHandle {
  world(): World | null;
  cellToClient(c: number, r: number): ClientPoint;
  rendererName(): string;
  cameraScale(): number;
  /** The play view (a serialisable copy), or null before a game is open. */
  view(): PlayViewState | null;
}

declare global {
  interface Window {
    grit?: GritTestHandle;
  }
}

export function installTestHandle(canvas: MapCanvas, game: GameLifecycle): void {
  window.grit = Object.freeze({
    world: () => (game.world ? structuredClone(game.world) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    cameraScale: () => canvas.cameraScale(),
    view: () => (game.play ? (JSON.parse(JSON.stringify(game.play.view())) as PlayViewState) : null),
  });
}
