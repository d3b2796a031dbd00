// Issue 16 fix 9: how a map's background image is cut into tiles and placed
// (pure; the Pixi layer is backgroundLayer.ts).
import type { World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';

/** Largest tile side in texels (WebGL guarantees 4096; smaller tiles upload in shorter steps). */
export const TILE_TEXELS = 2048;
/** Texels kept per inch: twice the world pixels per inch, so a zoom to 2× stays sharp. */
export const MAX_TEXELS_PER_INCH = 2 * PX_PER_INCH;

export type Background = NonNullable<World['map']['background']>;

export interface BackgroundTile {
  /** Source rectangle in image pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Tile size in texels (the source rectangle scaled down when the image is finer than needed). */
  tw: number;
  th: number;
  /** Where the tile goes, in world pixels. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How an image of `imageW` × `imageH` pixels is cut and placed for `bg` (pure: the tests check it). */
export function backgroundTiles(imageW: number, imageH: number, bg: Background, maxTexelsPerInch = MAX_TEXELS_PER_INCH, tileTexels = TILE_TEXELS): BackgroundTile[] {
  const scale = Math.min(1, (maxTexelsPerInch * bg.widthInches) / imageW, (maxTexelsPerInch * bg.heightInches) / imageH);
  // Source pixels per tile so that a tile is at most tileTexels after scaling.
  const step = Math.floor(tileTexels / scale);
  const pxPerImageX = (bg.widthInches * PX_PER_INCH) / imageW;
  const pxPerImageY = (bg.heightInches * PX_PER_INCH) / imageH;
  const tiles: BackgroundTile[] = [];
  for (let sy = 0; sy < imageH; sy += step) {
    for (let sx = 0; sx < imageW; sx += step) {
      const sw = Math.min(step, imageW - sx),
        sh = Math.min(step, imageH - sy);
      tiles.push({
        sx,
        sy,
        sw,
        sh,
        tw: Math.max(1, Math.round(sw * scale)),
        th: Math.max(1, Math.round(sh * scale)),
        x: bg.originInches.x * PX_PER_INCH + sx * pxPerImageX,
        y: bg.originInches.y * PX_PER_INCH + sy * pxPerImageY,
        w: sw * pxPerImageX,
        h: sh * pxPerImageY,
      });
    }
  }
  return tiles;
}

/** Resolves `src` (a data: URL, an absolute URL, or a path relative to the shipped maps folder). */
export function backgroundUrl(src: string, base: string = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI): string {
  if (/^(data|blob|https?):/i.test(src)) return src;
  return new URL(`maps/${src}`, base).toString();
}
