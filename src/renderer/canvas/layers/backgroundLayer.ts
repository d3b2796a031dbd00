// Issue 16 fix 9: the map's background image (map.background: an imported
// Universal VTT or Dungeondraft picture) drawn over the terrain colours and
// under the grid, on the GM map and the table view, where the importer put it
// (origin and size in inches, from the file's pixels per grid). A large image
// is cut into tiles of at most TILE_TEXELS square, each with mip levels, and
// never kept at more texels per inch than the map is drawn with, so a
// 7680 × 7680 picture costs GPU memory for what can be seen, not 236 MB.
import { CanvasSource, Container, Sprite, Texture } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import type { Layer } from './layer';
import { backgroundTiles, backgroundUrl, type Background } from './backgroundTiles';

export { backgroundTiles, backgroundUrl, MAX_TEXELS_PER_INCH, TILE_TEXELS, type BackgroundTile } from './backgroundTiles';

export class BackgroundLayer implements Layer {
  readonly container = new Container({ label: 'background', eventMode: 'none' });
  /** The background record drawn (immer keeps it the same object until it is edited). */
  private drawn: Background | null = null;
  /** The decoded image of the last source, reused when only the placement changes (aligning in the editor). */
  private decoded: { src: string; img: HTMLImageElement } | null = null;
  private textures: Texture[] = [];
  /** Load generation: a newer map's image wins over a slower older one. */
  private generation = 0;

  /** `onDrawn`: the image's tiles are in place (the GM map redraws its static picture then). */
  constructor(private readonly onDrawn: () => void = () => {}) {}

  sync(world: World): void {
    const bg = world.map.background ?? null;
    if (bg === this.drawn) return;
    this.drawn = bg;
    this.clear();
    const generation = ++this.generation;
    if (!bg) return;
    if (this.decoded && this.decoded.src === bg.src) {
      this.build(this.decoded.img, bg);
      this.onDrawn();
      return;
    }
    const img = new Image();
    img.decoding = 'async';
    img.src = backgroundUrl(bg.src);
    img.decode().then(
      () => {
        if (generation !== this.generation) return;
        this.decoded = { src: bg.src, img };
        this.build(img, bg);
        this.onDrawn();
      },
      () => console.warn(`map background ${bg.src.startsWith('data:') ? '(embedded image)' : bg.src}: could not be loaded; the map is drawn without it`),
    );
  }

  private build(img: HTMLImageElement, bg: Background): void {
    for (const t of backgroundTiles(img.naturalWidth, img.naturalHeight, bg)) {
      const canvas = document.createElement('canvas');
      canvas.width = t.tw;
      canvas.height = t.th;
      const ctx = canvas.getContext('2d');
      if (!ctx) continue;
      ctx.drawImage(img, t.sx, t.sy, t.sw, t.sh, 0, 0, t.tw, t.th);
      const texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
      this.textures.push(texture);
      const sprite = new Sprite({ texture, x: t.x, y: t.y, width: t.w, height: t.h, cullable: true });
      this.container.addChild(sprite);
    }
  }

  private clear(): void {
    for (const child of this.container.removeChildren()) child.destroy();
    for (const t of this.textures) t.destroy(true);
    this.textures = [];
  }

  destroy(): void {
    this.generation++;
    this.clear();
    this.container.destroy({ children: true });
  }
}
