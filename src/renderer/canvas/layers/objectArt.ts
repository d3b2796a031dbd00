// Issue 16 "Map art": map objects drawn as what they are (barrels, crates,
// wagons, trees, rocks, desks, pillars…): the object's own outline filled with
// its material, and a game-icons.net picture of it on top (CC BY 3.0, see
// assets/CREDITS.md), on the GM map and the table alike. The kind and picture
// come from the object's name; a high object (G-COV-1) casts a soft shadow so
// the heights read apart.
import { CanvasSource, type Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { MapObject } from '../../../core/model/schema';
import { GAME_ICONS, type GameIconName } from '../art/gameIcons.generated';
import { objectIcon, objectKind, type ObjectKind } from '../art/objectKinds';
import { PX_PER_INCH } from '../units';

/** Material under the picture, and the picture's colour, per kind: dark pictures on mid-tone materials read on any terrain. */
const MATERIAL: Record<ObjectKind, { fill: number; icon: number }> = {
  barrel: { fill: 0x9a6a3a, icon: 0x2a1a0c },
  crate: { fill: 0xb0844c, icon: 0x3a2510 },
  vehicle: { fill: 0x8f6a45, icon: 0x1e140a },
  tree: { fill: 0x3f7a3a, icon: 0x16301a },
  rock: { fill: 0x8a8680, icon: 0x34322f },
  table: { fill: 0xa9763f, icon: 0x3a2510 },
  pillar: { fill: 0xb5b0a6, icon: 0x3a3835 },
  sacks: { fill: 0xcdb58a, icon: 0x5a4526 },
  logs: { fill: 0x7b5432, icon: 0x24160a },
  machine: { fill: 0x6b7077, icon: 0x16181b },
  other: { fill: 0x8a5a2e, icon: 0x24160a },
};
const OUTLINE = 0x1e1b18;
/** The shadow's offset (down-right, as from a light at the top left) and the spread of its soft edge. */
const SHADOW_OFFSET_PX = 0.14 * PX_PER_INCH;
const SHADOW_SOFT_STEPS = 4;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function outlinePath(g: Graphics, o: MapObject, dx = 0, dy = 0, grow = 0): void {
  const s = o.shape;
  if (s.kind === 'circle') {
    g.circle(s.center.x * PX_PER_INCH + dx, s.center.y * PX_PER_INCH + dy, s.radiusInches * PX_PER_INCH + grow);
    return;
  }
  // Grown about the centroid: enough for the soft rim of a shadow.
  const cx = (s.points.reduce((a, p) => a + p.x, 0) / s.points.length) * PX_PER_INCH;
  const cy = (s.points.reduce((a, p) => a + p.y, 0) / s.points.length) * PX_PER_INCH;
  g.poly(
    s.points.flatMap((p) => {
      const x = p.x * PX_PER_INCH,
        y = p.y * PX_PER_INCH;
      const d = Math.hypot(x - cx, y - cy) || 1;
      return [x + ((x - cx) / d) * grow + dx, y + ((y - cy) / d) * grow + dy];
    }),
  );
}

function boxOf(o: MapObject): Box {
  const s = o.shape;
  if (s.kind === 'circle') {
    const r = s.radiusInches * PX_PER_INCH;
    return { x: s.center.x * PX_PER_INCH - r, y: s.center.y * PX_PER_INCH - r, w: 2 * r, h: 2 * r };
  }
  const xs = s.points.map((p) => p.x * PX_PER_INCH),
    ys = s.points.map((p) => p.y * PX_PER_INCH);
  const x = Math.min(...xs),
    y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Texels per side of an icon texture: sharp on the table TV at a few inches across. */
const ICON_TEXELS = 256;
/** One texture per icon, drawn once from its path data (Path2D: the browser fills it exactly as SVG would). */
const iconTextures = new Map<GameIconName, Texture>();
export function iconTexture(name: GameIconName): Texture {
  let texture = iconTextures.get(name);
  if (texture) return texture;
  const icon = GAME_ICONS[name];
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = ICON_TEXELS;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(ICON_TEXELS / icon.widthUnits, ICON_TEXELS / icon.heightUnits);
    ctx.fillStyle = '#ffffff';
    for (const d of icon.paths) ctx.fill(new Path2D(d));
  }
  texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
  iconTextures.set(name, texture);
  return texture;
}

/** Fills `view` (emptied by the caller) with the object's shadow, material and picture. */
export function drawObjectArt(view: Container, o: MapObject): void {
  const kind = objectKind(o.name);
  const material = MATERIAL[kind];
  const b = boxOf(o);
  const g = new Graphics();
  if (o.height === 'high') {
    // A soft shadow: the outline offset and grown in a few faint steps.
    for (let i = SHADOW_SOFT_STEPS; i >= 1; i--) {
      outlinePath(g, o, SHADOW_OFFSET_PX, SHADOW_OFFSET_PX, (i * SHADOW_OFFSET_PX) / SHADOW_SOFT_STEPS);
      g.fill({ color: 0x000000, alpha: 0.12 });
    }
  }
  outlinePath(g, o);
  g.fill(material.fill).stroke({ width: 2, color: OUTLINE, alpha: 0.9 });
  // A lighter rim inside the outline gives the top a little relief.
  outlinePath(g, o, 0, 0, -3);
  g.stroke({ width: 2, color: 0xffffff, alpha: 0.18 });
  view.addChild(g);
  const side = Math.min(b.w, b.h) * 0.9;
  if (side < 4) return;
  // A long row (counter, sacks, log pile) repeats its picture along its length; a wagon or a tree is one picture.
  const along = b.w >= b.h;
  const ratio = Math.max(b.w, b.h) / Math.min(b.w, b.h);
  const count = kind === 'vehicle' || kind === 'tree' ? 1 : Math.max(1, Math.min(6, Math.round(ratio)));
  const texture = iconTexture(objectIcon(o.name));
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const icon = new Sprite({ texture, anchor: 0.5, tint: material.icon, alpha: 0.9 });
    icon.width = icon.height = count === 1 ? Math.min(side * Math.min(ratio, 1.5), Math.max(b.w, b.h) * 0.9) : side;
    icon.position.set(along ? b.x + b.w * t : b.x + b.w / 2, along ? b.y + b.h / 2 : b.y + b.h * t);
    view.addChild(icon);
  }
}
