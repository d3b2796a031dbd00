// The map as a list of shapes in inches: one description that the pure
// rasterizer (PNG from the CLI), the browser canvas (PNG from the app) and
// pdf-lib (true-scale print) all paint, so every export shows the same map.
import { figureCells, cellCenter, hexCorners, hexMapExtentInches, hexOrientation, hexEdges } from '../../geometry/grid';
import type { Point } from '../../geometry/grid';
import type { World } from '../../model/schema';

/** sRGB 0..255 with opacity 0..1. */
export interface Colour {
  r: number;
  g: number;
  b: number;
  a: number;
}

export type DrawShape =
  | { kind: 'polygon'; points: Point[]; fill: Colour }
  | { kind: 'line'; a: Point; b: Point; widthInches: number; colour: Colour }
  | { kind: 'circle'; center: Point; radiusInches: number; fill: Colour; stroke?: Colour; strokeInches?: number }
  | { kind: 'text'; center: Point; text: string; sizeInches: number; colour: Colour };

export interface DrawBackground {
  /** A data: URL or a path relative to the scenario file. */
  src: string;
  originInches: Point;
  widthInches: number;
  heightInches: number;
}

export interface DrawList {
  widthInches: number;
  heightInches: number;
  /** Painted first, under everything, when the painter can decode it. */
  background?: DrawBackground;
  shapes: DrawShape[];
}

export interface DrawOptions {
  grid: boolean;
  figures: boolean;
  /** Lasting areas (smoke, fire, stun) with their radius. */
  zones: boolean;
}

export const DEFAULT_DRAW_OPTIONS: DrawOptions = { grid: true, figures: true, zones: true };

export function hexColour(css: string, a = 1): Colour {
  const m = /^#?([0-9a-f]{6})$/i.exec(css);
  const v = m ? parseInt(m[1], 16) : 0x888888;
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255, a };
}

// The same palette as the app's canvas layers, so an export looks like the screen.
const WALL = hexColour('#1e1b18');
const DOOR = hexColour('#8b5a2b');
const OPEN_DOOR = hexColour('#c8874a');
const WINDOW = hexColour('#9fd8ff');
const LOW_WALL = hexColour('#8c8c8c');
const FENCE = hexColour('#3f2b18');
const LOW_OBJECT = hexColour('#8a5a2e');
const HIGH_OBJECT = hexColour('#4a3b2c');
const GRID = hexColour('#1a1a1a', 0.55);
const FIGURE_OUTLINE = hexColour('#101010');
const WHITE = hexColour('#ffffff');
const UNKNOWN_TERRAIN = hexColour('#777777');
const ZONE: Record<string, Colour> = {
  smoke: hexColour('#9a9a9a', 0.55),
  fire: hexColour('#ff6a00', 0.45),
  stun: hexColour('#ffe14d', 0.35),
  flash: hexColour('#ffffff', 0.35),
  other: hexColour('#b05cff', 0.35),
};
export const WALL_WIDTH_INCHES = 0.2;
export const GRID_LINE_INCHES = 0.02;

export function mapExtentInches(world: World): { widthInches: number; heightInches: number } {
  const o = hexOrientation(world.map.grid);
  const { widthCells, heightCells } = world.map;
  return o ? hexMapExtentInches(widthCells, heightCells, o) : { widthInches: widthCells, heightInches: heightCells };
}

export function buildDrawList(world: World, options: DrawOptions = DEFAULT_DRAW_OPTIONS): DrawList {
  const { widthInches, heightInches } = mapExtentInches(world);
  const shapes: DrawShape[] = [];
  const bg = world.map.background;
  // An imported map's picture already shows its floor: terrain fills would hide it.
  if (!bg) terrainShapes(world, shapes);
  for (const o of Object.values(world.objects)) {
    const fill = o.height === 'high' ? HIGH_OBJECT : LOW_OBJECT;
    if (o.shape.kind === 'circle') shapes.push({ kind: 'circle', center: o.shape.center, radiusInches: o.shape.radiusInches, fill, stroke: WALL, strokeInches: 0.06 });
    else shapes.push({ kind: 'polygon', points: o.shape.points, fill });
  }
  if (options.grid) gridShapes(world, shapes);
  for (const w of Object.values(world.walls)) {
    const line = (colour: Colour, widthInches: number) => shapes.push({ kind: 'line', a: w.a, b: w.b, widthInches, colour });
    if (w.kind === 'wall') line(WALL, WALL_WIDTH_INCHES);
    else if (w.kind === 'window') {
      line(WALL, WALL_WIDTH_INCHES);
      line(WINDOW, WALL_WIDTH_INCHES * 0.5);
    } else if (w.kind === 'low-wall') line(LOW_WALL, WALL_WIDTH_INCHES * 0.6);
    else if (w.kind === 'fence') line(FENCE, WALL_WIDTH_INCHES * 0.45);
    else if (w.door === 'open') line(OPEN_DOOR, WALL_WIDTH_INCHES * 0.35);
    else {
      line(DOOR, WALL_WIDTH_INCHES);
      // A locked door carries a dark stud in its middle, as on screen.
      if (w.door === 'locked') shapes.push({ kind: 'circle', center: { x: (w.a.x + w.b.x) / 2, y: (w.a.y + w.b.y) / 2 }, radiusInches: 0.07, fill: WALL });
    }
  }
  if (options.zones) {
    for (const area of Object.values(world.areas)) {
      shapes.push({ kind: 'circle', center: area.center, radiusInches: area.radiusInches, fill: ZONE[area.effect] ?? ZONE.other });
    }
  }
  if (options.figures) {
    for (const f of Object.values(world.figures)) {
      if (!f.cell || f.hidden) continue;
      const cells = figureCells(world.map.grid, f.cell, f.sizeCells);
      const centres = cells.map((c) => cellCenter(world.map.grid, c));
      const center = { x: avg(centres.map((p) => p.x)), y: avg(centres.map((p) => p.y)) };
      const side = world.sides[f.sideId];
      const down = f.status.dead || f.status.unconscious || f.hp <= 0;
      const fill = down ? hexColour('#777777') : hexColour(side?.colour ?? '#888888');
      const radiusInches = hexOrientation(world.map.grid) ? 0.42 * (2 * Math.floor((f.sizeCells - 1) / 2) + 1) : 0.42 * f.sizeCells;
      shapes.push({ kind: 'circle', center, radiusInches, fill, stroke: FIGURE_OUTLINE, strokeInches: 0.05 });
      if (f.label) shapes.push({ kind: 'text', center, text: f.label, sizeInches: 0.32, colour: WHITE });
    }
  }
  return { widthInches, heightInches, ...(bg ? { background: bg } : {}), shapes };
}

function avg(v: number[]): number {
  return v.reduce((s, x) => s + x, 0) / v.length;
}

function terrainShapes(world: World, out: DrawShape[]): void {
  const { widthCells, heightCells, grid } = world.map;
  const colourOf = (ch: string | undefined): Colour => {
    const type = ch === undefined ? undefined : world.terrainTypes[world.terrain.legend[ch] ?? ''];
    return type ? hexColour(type.colour) : UNKNOWN_TERRAIN;
  };
  const o = hexOrientation(grid);
  for (let r = 0; r < heightCells; r++) {
    const row = world.terrain.rows[r] ?? '';
    if (o) {
      for (let c = 0; c < widthCells; c++) out.push({ kind: 'polygon', points: hexCorners({ c, r }, o), fill: colourOf(row[c]) });
      continue;
    }
    // Runs of one terrain become one rectangle: a 200-wide street is one shape, not 200.
    let c = 0;
    while (c < widthCells) {
      const ch = row[c];
      let end = c + 1;
      while (end < widthCells && row[end] === ch) end++;
      out.push({
        kind: 'polygon',
        points: [
          { x: c, y: r },
          { x: end, y: r },
          { x: end, y: r + 1 },
          { x: c, y: r + 1 },
        ],
        fill: colourOf(ch),
      });
      c = end;
    }
  }
}

function gridShapes(world: World, out: DrawShape[]): void {
  const { widthCells, heightCells, grid } = world.map;
  const o = hexOrientation(grid);
  const line = (a: Point, b: Point) => out.push({ kind: 'line', a, b, widthInches: GRID_LINE_INCHES, colour: GRID });
  if (!o) {
    for (let c = 0; c <= widthCells; c++) line({ x: c, y: 0 }, { x: c, y: heightCells });
    for (let r = 0; r <= heightCells; r++) line({ x: 0, y: r }, { x: widthCells, y: r });
    return;
  }
  // Each shared hex side once: drawn by the hex with the lower key, or by a hex at the map edge.
  for (let r = 0; r < heightCells; r++) {
    for (let c = 0; c < widthCells; c++) {
      for (const e of hexEdges({ c, r }, o)) {
        const { c: ac, r: ar } = e.across;
        const inside = ac >= 0 && ar >= 0 && ac < widthCells && ar < heightCells;
        if (!inside || ar > r || (ar === r && ac > c)) line(e.a, e.b);
      }
    }
  }
}
