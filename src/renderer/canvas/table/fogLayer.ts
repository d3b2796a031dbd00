// Fog of war for the table (G-LOS-5) and the shared overlays the GM chose
// to show. Fog is drawn as runs per row, so a 100 × 100 map is a few hundred
// rectangles, not ten thousand.
// Hex maps draw one polygon per fogged hex (runs do not tile hexes).
import type { Graphics } from 'pixi.js';
import type { GridKind } from '../../../core/model/schema';
import type { TableFog, TableOverlays } from '../../../shared/table';
import { cellCentrePx, cellPolygonPx } from '../cells';
import { PX_PER_INCH } from '../units';

export const FOG_COLOUR = 0x000000;
/** Explored but not seen now: dimmed, the map still readable. */
export const EXPLORED_ALPHA = 0.62;
const REACH_COLOUR = 0x4caf50;
const PATH_COLOUR = 0xffd54f;
const TEMPLATE_COLOUR = 0xff7043;
const LOS_CLEAR = 0x66ff66;
const LOS_BLOCKED = 0xff5252;

/** 0 = never seen, 1 = explored, 2 = visible now. */
function cellState(fog: TableFog, k: number): number {
  if (fog.visible[k]) return 2;
  return fog.explored && fog.explored[k] ? 1 : 0;
}

export interface FogLook {
  unseenAlpha: number;
  exploredAlpha: number;
}

/** The table's look: unseen cells opaque. The GM map can pass a light tint instead. */
export const TABLE_FOG_LOOK: FogLook = { unseenAlpha: 1, exploredAlpha: EXPLORED_ALPHA };

export function drawFog(g: Graphics, fog: TableFog, look: FogLook = TABLE_FOG_LOOK, grid: GridKind = 'square'): void {
  g.clear();
  const { widthCells: w, heightCells: h } = fog;
  if (grid !== 'square') {
    for (const state of [0, 1]) {
      let any = false;
      for (let k = 0; k < w * h; k++) {
        if (cellState(fog, k) !== state) continue;
        g.poly(cellPolygonPx(grid, { c: k % w, r: Math.floor(k / w) }));
        any = true;
      }
      if (!any) continue;
      const alpha = state === 0 ? look.unseenAlpha : look.exploredAlpha;
      g.fill({ color: FOG_COLOUR, alpha });
      // Opaque fog also covers the half of the grid line that lies outside the map's outer hexes.
      if (alpha >= 1) g.stroke({ width: 4, color: FOG_COLOUR, alpha: 1, join: 'round' });
    }
    return;
  }
  for (let r = 0; r < h; r++) {
    let c = 0;
    while (c < w) {
      const state = cellState(fog, r * w + c);
      let end = c + 1;
      while (end < w && cellState(fog, r * w + end) === state) end++;
      if (state !== 2) g.rect(c * PX_PER_INCH, r * PX_PER_INCH, (end - c) * PX_PER_INCH, PX_PER_INCH).fill({ color: FOG_COLOUR, alpha: state === 0 ? look.unseenAlpha : look.exploredAlpha });
      c = end;
    }
  }
}

export function drawOverlays(g: Graphics, overlays: TableOverlays, grid: GridKind = 'square'): void {
  g.clear();
  const px = PX_PER_INCH;
  for (const cell of overlays.reach ?? []) g.poly(cellPolygonPx(grid, cell)).fill({ color: REACH_COLOUR, alpha: 0.28 });
  const path = (overlays.path ?? []).map((cell) => cellCentrePx(grid, cell));
  if (path.length > 1) {
    g.moveTo(path[0].x, path[0].y);
    for (const p of path.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: 0.12 * px, color: PATH_COLOUR, alpha: 0.9, cap: 'round', join: 'round' });
  }
  for (const t of overlays.templates ?? []) {
    g.circle(t.center.x * px, t.center.y * px, t.radiusInches * px)
      .fill({ color: TEMPLATE_COLOUR, alpha: 0.2 })
      .stroke({ width: 0.08 * px, color: TEMPLATE_COLOUR });
  }
  const los = overlays.los;
  if (los)
    g.moveTo(los.from.x * px, los.from.y * px)
      .lineTo(los.to.x * px, los.to.y * px)
      .stroke({ width: 0.08 * px, color: los.clear ? LOS_CLEAR : LOS_BLOCKED });
}

/** The GM map's light tint of the players' fog (issue 7: "the GM window shows everything with the players' fog as a tint"). */
export const GM_FOG_TINT_LOOK: FogLook = { unseenAlpha: 0.35, exploredAlpha: 0.18 };
