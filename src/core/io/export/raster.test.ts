import { describe, expect, it } from 'vitest';
import { World, SCENARIO_VERSION } from '../../model/schema';
import { buildDrawList } from './drawList';
import { rasterize, type RgbaImage } from './raster';

/** A small square map from ASCII rows: '.' grass (#00ff00), '#' rock (#0000ff). */
function asciiWorld(rows: string[], extra: Record<string, unknown> = {}, grid = 'square'): World {
  return World.parse({
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid, widthCells: rows[0].length, heightCells: rows.length },
    terrainTypes: {
      grass: { id: 'grass', name: 'Grass', colour: '#00ff00', apCost: 1 },
      rock: { id: 'rock', name: 'Rock', colour: '#0000ff', apCost: null },
    },
    terrain: { legend: { '.': 'grass', '#': 'rock' }, rows },
    sides: { red: { id: 'red', name: 'Red', colour: '#ff0000' } },
    scenario: { title: 'Raster test' },
    ...extra,
  });
}

function px(img: RgbaImage, x: number, y: number): [number, number, number] {
  const i = (y * img.width + x) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]];
}

describe('map rasterizer (PNG pixels)', () => {
  const world = asciiWorld(['..#', '...'], {
    walls: { w1: { id: 'w1', kind: 'wall', a: { x: 0, y: 1 }, b: { x: 2, y: 1 } } },
    figures: {
      f1: { id: 'f1', name: 'Red one', sideId: 'red', kind: 'NPC', cell: { c: 2, r: 1 }, stats: { ap: 6, hp: 5, bod: 2, mnd: 2, mys: 0, rce: 0 }, hp: 5, apLeft: 6 },
    },
  });

  it('is widthCells x heightCells times the pixels per inch', () => {
    const img = rasterize(buildDrawList(world), 20);
    expect([img.width, img.height]).toEqual([60, 40]);
  });

  it('fills each square with its terrain colour, draws walls dark and figures in their side colour', () => {
    const img = rasterize(buildDrawList(world, { grid: false, figures: true, zones: false }), 20);
    expect(px(img, 10, 5)).toEqual([0, 255, 0]); // grass at (0.5", 0.25")
    expect(px(img, 50, 10)).toEqual([0, 0, 255]); // rock at (2.5", 0.5")
    expect(px(img, 20, 20)).toEqual([0x1e, 0x1b, 0x18]); // on the wall along y = 1"
    expect(px(img, 50, 30)).toEqual([255, 0, 0]); // the figure's base at the centre of cell 2,1
  });

  it('grid lines only when asked; figures only when asked', () => {
    const withGrid = rasterize(buildDrawList(world, { grid: true, figures: false, zones: false }), 100);
    const without = rasterize(buildDrawList(world, { grid: false, figures: false, zones: false }), 100);
    expect(px(without, 100, 150)).toEqual([0, 255, 0]);
    expect(px(withGrid, 100, 150)).not.toEqual([0, 255, 0]); // the line x = 1"
    expect(px(without, 250, 150)).toEqual([0, 255, 0]); // no figure on cell 2,1
  });

  it('lasting areas (zones) are tinted over the map when asked', () => {
    const smoky = asciiWorld(['...', '...'], { areas: { a1: { id: 'a1', kind: 'smoke', effect: 'smoke', center: { x: 1.5, y: 1 }, radiusInches: 0.5, roundsLeft: 2 } } });
    const on = rasterize(buildDrawList(smoky, { grid: false, figures: false, zones: true }), 20);
    const off = rasterize(buildDrawList(smoky, { grid: false, figures: false, zones: false }), 20);
    expect(px(off, 30, 20)).toEqual([0, 255, 0]);
    expect(px(on, 30, 20)).not.toEqual([0, 255, 0]);
    expect(px(on, 5, 5)).toEqual([0, 255, 0]);
  });

  it('hex maps draw hexes: the map is as wide as its hex extent', () => {
    const hex = asciiWorld(['..', '..'], {}, 'hex-pointy');
    const img = rasterize(buildDrawList(hex, { grid: true, figures: false, zones: false }), 40);
    expect(img.width).toBe(100); // 2 hexes + half a hex for the shifted odd row
    expect(px(img, 20, 23)).toEqual([0, 255, 0]); // centre of hex 0,0 at (0.5", 0.577")
    expect(px(img, 1, 1)).toEqual([255, 255, 255]); // outside every hex: paper white
  });

  it('refuses images too large to make, saying how to fix it', () => {
    const big = asciiWorld(Array.from({ length: 200 }, () => '.'.repeat(200)));
    expect(() => rasterize(buildDrawList(big), 100)).toThrow(/20000x20000 px is too large.*lower the pixels per inch/);
  });
});
