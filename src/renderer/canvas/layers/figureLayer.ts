// Figures as round tokens in their side's colour with the short label on top
// (issue 2), 88% of a square across (a 25-28 mm miniature's base is about one
// inch), with an HP arc around the rim and condition badges (issue 16: fire,
// stun, aim, prone, unconscious, dead as game-icons pictures).
import { CanvasSource, Container, Graphics, Rectangle, Sprite, Text, Texture } from 'pixi.js';
import { moduleOn } from '../../../core/model/modules';
import { lifeBarOf, pipsPerColumn } from '../../../core/rules/modules/l/lifeBar';
import type { Figure, GridKind, World } from '../../../core/model/schema';
import { figureCentrePx, footprintSpanPx } from '../cells';
import { PX_PER_INCH, hexColour } from '../units';
import { idsToSync, type Layer } from './layer';
import { iconTexture } from './objectArt';
import { backgroundUrl } from './backgroundTiles';
import { wakeFrames } from '../frames';
import { conditionBadges, hpColour, hpShare } from '../art/tokenArt';

/** Base radius as a fraction of the footprint's side, leaving the grid visible. */
export const BASE_RADIUS_FRACTION = 0.44;
const OUTLINE = 0x101010;
const UNKNOWN_SIDE_COLOUR = 0x888888;

/** The status marker text and its colour; the worst state wins. */
export function statusMarker(f: Figure): { text: string; colour: number } {
  if (f.status.dead) return { text: 'DEAD', colour: 0x3a0000 };
  if (f.status.unconscious) return { text: 'KO', colour: 0x4a148c };
  if (f.hp <= 0) return { text: 'DOWN', colour: 0x7a1f1f };
  if (f.status.incapacitatedRounds > 0) return { text: `STUN ${f.status.incapacitatedRounds}`, colour: 0x8a6d00 };
  // Module S (S-WOUND): a bleed-out, else the worst lasting wound.
  if (f.bleedOut) return { text: `BLEED ${f.bleedOut.roundsLeft}`, colour: 0xa01818 };
  const wound = f.wounds?.map((w) => w.effects[w.effects.length - 1]).find((e) => e === 'maimed' || e === 'broken' || e === 'destroyed');
  if (wound) return { text: wound.toUpperCase(), colour: 0x6a3a1a };
  if (f.status.prone) return { text: 'PRONE', colour: 0x1f4e79 };
  return { text: '', colour: 0 };
}

/** Draws a Graphics into an antialiased texture covering `frame` (MapCanvas passes the renderer's generateTexture). */
export type TextureBaker = (g: Graphics, frame: Rectangle) => Texture;

/** Texels per world pixel of a base texture: sharp up to a few times zoom. */
const BASE_TEXTURE_RESOLUTION = 4;

/**
 * One texture per distinct look of a base (side colour, size, state), shared
 * by all figures with that look: 300 figures are 300 sprites of a few
 * textures, antialiased although the screen is drawn without multisampling.
 */
class BaseTextures {
  private readonly cache = new Map<string, Texture>();
  constructor(private readonly bake: TextureBaker) {}

  get(key: string, sizePx: number, draw: (g: Graphics) => void): Texture {
    let texture = this.cache.get(key);
    if (!texture) {
      const g = new Graphics();
      draw(g);
      const half = sizePx / 2 + 8;
      texture = this.bake(g, new Rectangle(-half, -half, 2 * half, 2 * half));
      g.destroy();
      this.cache.set(key, texture);
    }
    return texture;
  }

  destroy(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }
}

export function figureTextureBaker(renderer: { generateTexture(options: { target: Container; frame: Rectangle; resolution: number; antialias: boolean }): Texture }): TextureBaker {
  return (g, frame) => renderer.generateTexture({ target: g, frame, resolution: BASE_TEXTURE_RESOLUTION, antialias: true });
}

/** Texels per side of a token picture (cropped to a circle once, shared by figures with the same picture). */
const PORTRAIT_TEXELS = 128;
const portraits = new Map<string, Texture>();

/** The token picture for `src`: drawn when its image has loaded (the sprite's texture is swapped, which redraws the map). */
function portraitTexture(src: string, onReady: (t: Texture) => void): void {
  const ready = portraits.get(src);
  if (ready) return onReady(ready);
  const img = new Image();
  img.decoding = 'async';
  img.src = backgroundUrl(src);
  img.decode().then(
    () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = PORTRAIT_TEXELS;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.beginPath();
      ctx.arc(PORTRAIT_TEXELS / 2, PORTRAIT_TEXELS / 2, PORTRAIT_TEXELS / 2, 0, 2 * Math.PI);
      ctx.clip();
      // Cover: the picture's shorter side fills the circle.
      const side = Math.min(img.naturalWidth, img.naturalHeight);
      ctx.drawImage(img, (img.naturalWidth - side) / 2, (img.naturalHeight - side) / 2, side, side, 0, 0, PORTRAIT_TEXELS, PORTRAIT_TEXELS);
      const texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
      portraits.set(src, texture);
      wakeFrames();
      onReady(texture);
    },
    () => console.warn(`token picture ${src.startsWith('data:') ? '(embedded image)' : src}: could not be loaded; the token is drawn without it`),
  );
}

function drawBase(g: Graphics, sizePx: number, fill: number, down: boolean, prone: boolean, burning: boolean, hp = 1): void {
  const radius = sizePx * BASE_RADIUS_FRACTION;
  // HP arc just outside the rim, clockwise from the top, over a dark track.
  const arcR = radius + 2.5;
  g.circle(0, 0, arcR).stroke({ width: 4, color: 0x000000, alpha: 0.55 });
  if (hp > 0) g.arc(0, 0, arcR, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * hp).stroke({ width: 3, color: hpColour(hp) });
  g.circle(0, 0, radius)
    .fill(fill)
    .stroke({ width: 2.5, color: down ? 0x777777 : OUTLINE });
  // A light inner ring: the side's colour reads as a ring on any terrain, and the token as a raised disc.
  g.circle(0, 0, radius - 3.5).stroke({ width: 1.5, color: 0xffffff, alpha: 0.55 });
  if (down) {
    const d = sizePx * BASE_RADIUS_FRACTION * 0.7;
    g.moveTo(-d, -d).lineTo(d, d).moveTo(d, -d).lineTo(-d, d).stroke({ width: 4, color: OUTLINE });
  }
  // Prone: a bar across the base, as a miniature laid on its side.
  if (prone && !down) g.rect(-sizePx * 0.4, -sizePx * 0.08, sizePx * 0.8, sizePx * 0.16).fill({ color: OUTLINE, alpha: 0.55 });
  if (burning) g.circle(0, 0, sizePx * BASE_RADIUS_FRACTION + 6).stroke({ width: 2, color: 0xff6a00 });
}

class FigureView {
  readonly container = new Container({ cullable: true });
  /** A sprite of a shared texture; a Graphics of its own when there is no baker (the table view). */
  private readonly base: Sprite | Graphics;
  private readonly label = new Text({
    text: '',
    resolution: 3,
    style: {
      fontFamily: 'Arial, Helvetica, sans-serif',
      fontWeight: 'bold',
      fontSize: 0.34 * PX_PER_INCH,
      fill: 0xffffff,
      stroke: { color: OUTLINE, width: 3 },
    },
  });

  /** Status marker under the token (issue 6): dead, KO, down, prone, stunned, burning. */
  private readonly badge = new Text({
    text: '',
    resolution: 3,
    style: {
      fontFamily: 'Arial, Helvetica, sans-serif',
      fontWeight: 'bold',
      fontSize: 0.22 * PX_PER_INCH,
      fill: 0xffffff,
      stroke: { color: OUTLINE, width: 3 },
    },
  });
  private readonly badgeBack = new Graphics();
  /** G-WIN-7: a small gold tag at the top right when the figure carries an item (its first letter). */
  private readonly carry = new Text({
    text: '',
    resolution: 3,
    style: { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: 0.2 * PX_PER_INCH, fill: 0x101010 },
  });
  private readonly carryBack = new Graphics();
  /** Module L (L-BAR): a thin life bar under the token, GM map only (`lifeBars`). */
  private readonly lifeBar = new Graphics();
  /** The scenario's token picture (figure.image), inside the ring. */
  private readonly portrait = new Sprite({ anchor: 0.5, visible: false });
  private portraitSrc: string | undefined;
  /** Condition badges (issue 16). */
  private readonly conditions = new Container({ label: 'conditions' });
  private hasBadge = false;
  private hasCarry = false;
  private detail = true;
  /** The footprint the cull box was made for. */
  private cullSize = 0;

  constructor(
    id: string,
    private readonly bases: BaseTextures | null,
    private readonly lifeBars = false,
  ) {
    this.container.label = `figure-${id}`;
    // Culled as a whole by a fixed box (set in draw), not by the bounds of its texts and sprites: measuring them
    // for 300 tokens was a large part of each drawn frame (issue 16 pan and hover).
    this.container.cullableChildren = false;
    this.base = bases ? new Sprite({ anchor: 0.5 }) : new Graphics();
    this.label.anchor.set(0.5);
    this.badge.anchor.set(0.5);
    this.carry.anchor.set(0.5);
    this.container.addChild(this.base, this.portrait, this.label, this.badgeBack, this.badge, this.carryBack, this.carry, this.lifeBar, this.conditions);
  }

  /** Centre of the token in world pixels when standing on `cell` (a hex's centre on hex maps). */
  static centreOf(figure: Figure, cell: { c: number; r: number }, grid: GridKind = 'square'): { x: number; y: number } {
    return figureCentrePx(grid, cell, figure.sizeCells);
  }

  draw(figure: Figure, world: World): void {
    if (!figure.cell) {
      this.container.visible = false;
      return;
    }
    this.container.visible = true;
    const side = world.sides[figure.sideId];
    const sizePx = footprintSpanPx(world.map.grid, figure.sizeCells);
    const centre = FigureView.centreOf(figure, figure.cell, world.map.grid);
    this.container.position.set(centre.x, centre.y);
    // Twice the footprint: the badges, tags and bars around the base stay inside.
    if (this.cullSize !== sizePx) {
      this.cullSize = sizePx;
      this.container.cullArea = new Rectangle(-sizePx, -sizePx, 2 * sizePx, 2 * sizePx);
    }
    // GM-only figures are drawn faded in the GM window.
    this.container.alpha = figure.hidden ? 0.5 : 1;
    const fill = side ? hexColour(side.colour) : UNKNOWN_SIDE_COLOUR;
    const down = figure.status.dead || figure.status.unconscious;
    const { prone, burning } = figure.status;
    const hp = hpShare(figure);
    const key = `${fill}|${sizePx}|${down}|${prone}|${burning}|${hp}`;
    if (this.base instanceof Sprite && this.bases) this.base.texture = this.bases.get(key, sizePx, (g) => drawBase(g, sizePx, fill, down, prone, burning, hp));
    else if (this.base instanceof Graphics) drawBase(this.base.clear(), sizePx, fill, down, prone, burning, hp);
    this.drawConditionBadges(figure, sizePx);
    this.drawPortrait(figure, sizePx);
    this.label.text = figure.label || figure.name.slice(0, 2);
    const marker = statusMarker(figure);
    this.badge.text = marker.text;
    this.hasBadge = marker.text !== '';
    this.badge.visible = this.badgeBack.visible = this.hasBadge && this.detail;
    this.badge.position.set(0, sizePx * 0.42);
    this.badgeBack.clear();
    if (marker.text) {
      const w = this.badge.width + 8;
      const h = this.badge.height + 2;
      this.badgeBack.roundRect(-w / 2, sizePx * 0.42 - h / 2, w, h, 4).fill({ color: marker.colour, alpha: 0.9 });
    }
    this.drawLifeBar(figure, world, sizePx);
    const carried = Object.values(world.items ?? {}).filter((i) => i.carriedBy === figure.id);
    this.hasCarry = carried.length > 0;
    this.carry.text = carried.map((i) => i.name.slice(0, 1).toUpperCase()).join('');
    this.carry.visible = this.carryBack.visible = this.hasCarry && this.detail;
    const at = sizePx * 0.36;
    this.carry.position.set(at, -at);
    this.carryBack.clear();
    if (this.hasCarry) {
      const w = Math.max(this.carry.width + 6, sizePx * 0.26);
      const h = this.carry.height + 2;
      this.carryBack
        .roundRect(at - w / 2, -at - h / 2, w, h, 3)
        .fill(carried.some((i) => i.heavy) ? 0xc08a30 : 0xe0b040)
        .stroke({ width: 1.5, color: OUTLINE });
    }
  }

  private drawPortrait(figure: Figure, sizePx: number): void {
    const diameter = 2 * (sizePx * BASE_RADIUS_FRACTION - 4);
    this.portrait.width = this.portrait.height = diameter;
    if (figure.image === this.portraitSrc) return;
    this.portraitSrc = figure.image;
    this.portrait.visible = false;
    this.label.alpha = 1;
    const src = figure.image;
    if (!src) return;
    portraitTexture(src, (texture) => {
      if (this.portraitSrc !== src || this.portrait.destroyed) return;
      this.portrait.texture = texture;
      this.portrait.width = this.portrait.height = diameter;
      this.portrait.visible = true;
      // The short label stays readable over a face, but does not hide it.
      this.label.alpha = 0.85;
    });
  }

  /** Small round badges along the lower-left rim, one per condition, each a game-icons picture on its colour. */
  private drawConditionBadges(figure: Figure, sizePx: number): void {
    for (const child of this.conditions.removeChildren()) child.destroy();
    const badges = conditionBadges(figure);
    const r = sizePx * 0.15;
    const rim = sizePx * BASE_RADIUS_FRACTION;
    badges.forEach((b, i) => {
      // From the left of the token down round its bottom (clear of the carried-item tag at the top right).
      const angle = Math.PI * (0.95 - 0.2 * i);
      const x = Math.cos(angle) * rim,
        y = Math.sin(angle) * rim;
      const disc = new Graphics().circle(x, y, r).fill(b.colour).stroke({ width: 1.5, color: 0xffffff });
      const icon = new Sprite({ texture: iconTexture(b.icon), anchor: 0.5, x, y, width: r * 1.5, height: r * 1.5, tint: 0xffffff });
      icon.label = `badge-${b.name}`;
      this.conditions.addChild(disc, icon);
    });
  }

  /** Module L: lethal pips (red) over non-lethal pips (blue), as fractions of the bar's 25 and 20 pips. */
  private drawLifeBar(figure: Figure, world: World, sizePx: number): void {
    this.lifeBar.clear();
    this.lifeBar.visible = this.lifeBars && moduleOn(world, 'L');
    if (!this.lifeBar.visible) return;
    const per = pipsPerColumn(world);
    const bar = lifeBarOf(figure);
    const w = sizePx * 0.9;
    const h = Math.max(2, sizePx * 0.05);
    const y = sizePx * 0.52;
    const lethal = Math.min(1, bar.lethal / (per * 5));
    const nonLethal = Math.min(1, bar.nonLethal / (per * 4));
    this.lifeBar.rect(-w / 2, y, w, 2 * h + 1).fill({ color: OUTLINE, alpha: 0.6 });
    if (lethal > 0) this.lifeBar.rect(-w / 2, y, w * lethal, h).fill(0xc0452a);
    if (nonLethal > 0) this.lifeBar.rect(-w / 2, y + h + 1, w * nonLethal, h).fill(0x4f7fb8);
  }

  /** Labels and markers are hidden when too small to read (frame time: 600 texts fewer). */
  setDetail(show: boolean): void {
    this.detail = show;
    this.label.visible = show;
    this.conditions.visible = show;
    this.badge.visible = this.badgeBack.visible = this.hasBadge && show;
    this.carry.visible = this.carryBack.visible = this.hasCarry && show;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

/** Below this camera scale a label is under ~5 screen pixels tall: not drawn. */
export const LABEL_MIN_CAMERA_SCALE = 0.3;

export class FigureLayer implements Layer {
  readonly container = new Container({ label: 'figures' });
  private readonly views = new Map<string, FigureView>();
  private detail = true;
  private readonly bases: BaseTextures | null;

  /** Without a baker each base is its own Graphics (fine for a few dozen figures). `lifeBars`: module L's bar under tokens (GM map only). */
  constructor(
    bake?: TextureBaker,
    private readonly lifeBars = false,
  ) {
    this.bases = bake ? new BaseTextures(bake) : null;
    // Tools read the DOM pointer events; Pixi's hit testing need not walk 300 figures.
    this.container.eventMode = 'none';
  }

  /** Shows labels and status markers only when the camera is close enough to read them. */
  setCameraScale(scale: number): void {
    const detail = scale >= LABEL_MIN_CAMERA_SCALE;
    if (detail === this.detail) return;
    this.detail = detail;
    for (const view of this.views.values()) view.setDetail(detail);
  }
  private readonly animations = new Map<string, { points: { x: number; y: number }[]; startMs: number; durationMs: number }>();

  /**
   * Slides a token along its path (already drawn at the end): positions are
   * interpolated per frame by `tick` until durationMs has passed.
   */
  animatePath(world: World, figureId: string, cells: { c: number; r: number }[], durationMs: number, nowMs: number): void {
    const figure = world.figures[figureId];
    const view = this.views.get(figureId);
    if (!figure || !view || cells.length < 2 || durationMs <= 0) return;
    const points = cells.map((cell) => FigureView.centreOf(figure, cell, world.map.grid));
    this.animations.set(figureId, { points, startMs: nowMs, durationMs });
    this.tick(nowMs);
  }

  /** Advances running animations; returns true while any is still running. */
  tick(nowMs: number): boolean {
    for (const [id, anim] of this.animations) {
      const view = this.views.get(id);
      const t = Math.min(1, (nowMs - anim.startMs) / anim.durationMs);
      const pos = t * (anim.points.length - 1);
      const k = Math.min(anim.points.length - 2, Math.floor(pos));
      const f = pos - k;
      const a = anim.points[k],
        b = anim.points[k + 1];
      view?.container.position.set(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f);
      if (t >= 1 || !view) this.animations.delete(id);
    }
    return this.animations.size > 0;
  }

  private itemsSeen: World['items'] | null = null;

  /** The items record is not the one last drawn: carried-item tags may have changed. */
  itemsChanged(world: World): boolean {
    return this.itemsSeen !== world.items;
  }

  sync(world: World, touchedIds?: Iterable<string>): void {
    // A carried item's badge changes with item events, which touch no figure: redraw all when the items record changed.
    const itemsChanged = this.itemsSeen !== world.items;
    this.itemsSeen = world.items;
    for (const id of idsToSync(world.figures, this.views, itemsChanged ? undefined : touchedIds)) {
      const figure = world.figures[id];
      let view = this.views.get(id);
      if (!figure) {
        view?.destroy();
        this.views.delete(id);
        continue;
      }
      if (!view) {
        view = new FigureView(id, this.bases, this.lifeBars);
        view.setDetail(this.detail);
        this.views.set(id, view);
        this.container.addChild(view.container);
      }
      this.animations.delete(id);
      view.draw(figure, world);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
    this.bases?.destroy();
  }
}
