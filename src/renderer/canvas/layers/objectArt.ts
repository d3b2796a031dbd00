// Issue 16 fix 5: map objects drawn as what they are (barrels, crates, wagons,
// trees, rocks, desks, pillars…) in simple top-down shapes rather than flat
// blocks, on the GM map and the table alike. The kind comes from the object's
// name; a high object (G-COV-1) casts a soft shadow so the heights read apart.
import type { Graphics } from 'pixi.js';
import type { MapObject } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';

export type ObjectKind = 'barrel' | 'crate' | 'vehicle' | 'tree' | 'rock' | 'table' | 'pillar' | 'sacks' | 'logs' | 'machine' | 'other';

const KIND_WORDS: ReadonlyArray<[ObjectKind, RegExp]> = [
  ['barrel', /barrel|keg|cask|drum/i],
  ['crate', /crate|box|pallet|chest/i],
  ['vehicle', /wagon|cart|van|car\b|truck|coach|carriage/i],
  ['tree', /tree|oak|pine|bush|shrub|hedge/i],
  ['rock', /rock|boulder|stone|millstone/i],
  ['table', /table|desk|counter|bench|bar\b|shelf/i],
  ['pillar', /pillar|column|post|statue/i],
  ['sacks', /sack|bag|grain/i],
  ['logs', /log|woodpile|timber|lumber/i],
  ['machine', /rack|dumpster|wheel|machine|generator|server/i],
];

/** The picture an object gets, from its name; `other` draws the plain block. */
export function objectKind(name: string): ObjectKind {
  for (const [kind, words] of KIND_WORDS) if (words.test(name)) return kind;
  return 'other';
}

const WOOD = 0x9a6a3a;
const WOOD_DARK = 0x5e3d1f;
const IRON = 0x3a3a3e;
const LEAF = 0x3f7a3a;
const LEAF_LIGHT = 0x5c9a4e;
const STONE = 0x8a8680;
const STONE_DARK = 0x5a5753;
const CLOTH = 0xcdb58a;
const OUTLINE = 0x1e1b18;
const SHADOW_OFFSET = 0.12 * PX_PER_INCH;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function outlinePath(g: Graphics, o: MapObject, dx = 0, dy = 0): void {
  const s = o.shape;
  if (s.kind === 'circle') g.circle(s.center.x * PX_PER_INCH + dx, s.center.y * PX_PER_INCH + dy, s.radiusInches * PX_PER_INCH);
  else g.poly(s.points.flatMap((p) => [p.x * PX_PER_INCH + dx, p.y * PX_PER_INCH + dy]));
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

/** Draws the object into `g` (cleared by the caller). */
export function drawObjectArt(g: Graphics, o: MapObject): void {
  const kind = objectKind(o.name);
  const b = boxOf(o);
  const cx = b.x + b.w / 2,
    cy = b.y + b.h / 2;
  const r = Math.min(b.w, b.h) / 2;
  if (o.height === 'high') {
    outlinePath(g, o, SHADOW_OFFSET, SHADOW_OFFSET);
    g.fill({ color: 0x000000, alpha: 0.35 });
  }
  switch (kind) {
    case 'barrel': {
      outlinePath(g, o);
      g.fill(WOOD).stroke({ width: 2, color: OUTLINE });
      g.circle(cx, cy, r * 0.72).stroke({ width: 2, color: IRON });
      g.circle(cx, cy, r * 0.35).fill(WOOD_DARK);
      return;
    }
    case 'crate': {
      outlinePath(g, o);
      g.fill(0xb0844c).stroke({ width: 2, color: OUTLINE });
      const step = Math.max(12, Math.min(b.w, b.h) / 2);
      for (let x = b.x + step; x < b.x + b.w - 1; x += step) g.moveTo(x, b.y).lineTo(x, b.y + b.h);
      for (let y = b.y + step; y < b.y + b.h - 1; y += step) g.moveTo(b.x, y).lineTo(b.x + b.w, y);
      g.stroke({ width: 1.5, color: WOOD_DARK });
      g.moveTo(b.x, b.y)
        .lineTo(b.x + b.w, b.y + b.h)
        .moveTo(b.x + b.w, b.y)
        .lineTo(b.x, b.y + b.h)
        .stroke({ width: 1, color: WOOD_DARK, alpha: 0.6 });
      return;
    }
    case 'vehicle': {
      // Wheels at the corners of the long sides, then the bed with its planks.
      const long = b.w >= b.h;
      const wheelL = Math.min(b.w, b.h) * 0.45,
        wheelT = Math.min(b.w, b.h) * 0.16;
      const wheels = long
        ? [
            [b.x + b.w * 0.2, b.y],
            [b.x + b.w * 0.8, b.y],
            [b.x + b.w * 0.2, b.y + b.h],
            [b.x + b.w * 0.8, b.y + b.h],
          ]
        : [
            [b.x, b.y + b.h * 0.2],
            [b.x, b.y + b.h * 0.8],
            [b.x + b.w, b.y + b.h * 0.2],
            [b.x + b.w, b.y + b.h * 0.8],
          ];
      for (const [wx, wy] of wheels) (long ? g.rect(wx - wheelL / 2, wy - wheelT / 2, wheelL, wheelT) : g.rect(wx - wheelT / 2, wy - wheelL / 2, wheelT, wheelL)).fill(IRON);
      const inset = Math.min(b.w, b.h) * 0.08;
      g.roundRect(b.x + inset, b.y + inset, b.w - 2 * inset, b.h - 2 * inset, 4)
        .fill(/van|car/i.test(o.name) ? 0x6f7f95 : WOOD)
        .stroke({ width: 2, color: OUTLINE });
      const n = 4;
      for (let i = 1; i < n; i++) {
        if (long) g.moveTo(b.x + inset, b.y + inset + ((b.h - 2 * inset) * i) / n).lineTo(b.x + b.w - inset, b.y + inset + ((b.h - 2 * inset) * i) / n);
        else g.moveTo(b.x + inset + ((b.w - 2 * inset) * i) / n, b.y + inset).lineTo(b.x + inset + ((b.w - 2 * inset) * i) / n, b.y + b.h - inset);
      }
      g.stroke({ width: 1, color: WOOD_DARK, alpha: 0.7 });
      return;
    }
    case 'tree': {
      // A canopy of overlapping leaf clumps around a darker core.
      g.circle(cx, cy, r).fill(LEAF).stroke({ width: 2, color: 0x23421f });
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        g.circle(cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5, r * 0.38).fill({ color: LEAF_LIGHT, alpha: 0.8 });
      }
      g.circle(cx, cy, r * 0.18).fill(0x4a3320);
      return;
    }
    case 'rock': {
      outlinePath(g, o);
      g.fill(STONE).stroke({ width: 2, color: STONE_DARK });
      g.ellipse(b.x + b.w * 0.38, b.y + b.h * 0.35, b.w * 0.18, b.h * 0.14).fill({ color: 0xb5b0a8, alpha: 0.8 });
      g.moveTo(b.x + b.w * 0.55, b.y + b.h * 0.3)
        .lineTo(b.x + b.w * 0.7, b.y + b.h * 0.65)
        .stroke({ width: 1.5, color: STONE_DARK });
      return;
    }
    case 'table': {
      outlinePath(g, o);
      g.fill(0xa9763f).stroke({ width: 2, color: OUTLINE });
      if (o.shape.kind === 'circle') {
        g.circle(cx, cy, r * 0.6).stroke({ width: 1, color: WOOD_DARK, alpha: 0.6 });
        return;
      }
      const along = b.w >= b.h;
      const n = Math.max(2, Math.round((along ? b.h : b.w) / 10));
      for (let i = 1; i < n; i++) {
        if (along) g.moveTo(b.x + 3, b.y + (b.h * i) / n).lineTo(b.x + b.w - 3, b.y + (b.h * i) / n);
        else g.moveTo(b.x + (b.w * i) / n, b.y + 3).lineTo(b.x + (b.w * i) / n, b.y + b.h - 3);
      }
      g.stroke({ width: 1, color: WOOD_DARK, alpha: 0.55 });
      return;
    }
    case 'pillar': {
      outlinePath(g, o);
      g.fill(0x9d9890).stroke({ width: 3, color: STONE_DARK });
      g.circle(cx, cy, r * 0.6).stroke({ width: 1.5, color: STONE_DARK });
      return;
    }
    case 'sacks': {
      outlinePath(g, o);
      g.fill({ color: CLOTH, alpha: 0.35 });
      const cols = Math.max(1, Math.round(b.w / 22)),
        rows = Math.max(1, Math.round(b.h / 22));
      for (let i = 0; i < cols; i++)
        for (let j = 0; j < rows; j++)
          g.ellipse(b.x + (b.w * (i + 0.5)) / cols, b.y + (b.h * (j + 0.5)) / rows, b.w / cols / 2.1, b.h / rows / 2.4)
            .fill(CLOTH)
            .stroke({ width: 1.5, color: 0x7a6441 });
      return;
    }
    case 'logs': {
      const along = b.w >= b.h;
      const n = Math.max(1, Math.round((along ? b.h : b.w) / 14));
      for (let i = 0; i < n; i++) {
        if (along) g.roundRect(b.x, b.y + (b.h * i) / n + 1, b.w, b.h / n - 2, b.h / n / 2);
        else g.roundRect(b.x + (b.w * i) / n + 1, b.y, b.w / n - 2, b.h, b.w / n / 2);
        g.fill(0x7b5432).stroke({ width: 1.5, color: WOOD_DARK });
      }
      return;
    }
    case 'machine': {
      outlinePath(g, o);
      g.fill(o.height === 'high' ? 0x4b5057 : 0x6b7077).stroke({ width: 2, color: OUTLINE });
      const inset = Math.min(b.w, b.h) * 0.15;
      g.rect(b.x + inset, b.y + inset, b.w - 2 * inset, b.h - 2 * inset).stroke({ width: 1.5, color: 0x9aa0a8, alpha: 0.7 });
      return;
    }
    case 'other': {
      outlinePath(g, o);
      g.fill(o.height === 'high' ? 0x4a3b2c : 0x8a5a2e).stroke({ width: 3, color: OUTLINE });
      return;
    }
  }
}
