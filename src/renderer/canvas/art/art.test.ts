import { describe, expect, it } from 'vitest';
import { composeTerrain, PATTERN_TEXELS, terrainLook, terrainPattern, texelsPerCellFor, type TerrainLook } from './terrainArt';
import { objectIcon, objectKind } from './objectKinds';
import { conditionBadges, hpShare } from './tokenArt';
import type { Figure } from '../../../core/model/schema';

describe('terrain textures (issue 16 map art)', () => {
  it('the look of each shipped terrain type comes from its name', () => {
    const cases: [string, TerrainLook][] = [
      ['Forest floor', 'grass'],
      ['Wet meadow', 'grass'],
      ['Dusty street', 'dirt'],
      ['Cart road', 'dirt'],
      ['Mud', 'mud'],
      ['Muddy bank', 'mud'],
      ['Water trough', 'water'],
      ['Shallow water (ford)', 'water'],
      ['Stream (slippery)', 'water'],
      ['Plank floor', 'boards'],
      ['Mill floor', 'boards'],
      ['Lobby tiles', 'tiles'],
      ['Courtyard paving', 'tiles'],
      ['Flagstones', 'tiles'],
      ['Wet street', 'cobbles'],
      ['Asphalt', 'cobbles'],
      ['Brush', 'brush'],
      ['Gorse', 'brush'],
      ['Rocky rise', 'rock'],
      ['Scree slope', 'rock'],
      ['Office carpet', 'carpet'],
      ['Standing wheat', 'crop'],
      ['Void', 'plain'],
    ];
    for (const [name, look] of cases) expect(terrainLook({ id: 'x', name }), name).toBe(look);
  });

  it('a pattern is not flat, keeps the type colour on average, and tiles (its left column matches its right neighbour)', () => {
    const px = terrainPattern('grass', '#6a8a42', 7);
    const colours = new Set<string>();
    let red = 0,
      green = 0;
    for (let i = 0; i < px.length; i += 4) {
      colours.add(`${px[i]},${px[i + 1]},${px[i + 2]}`);
      red += px[i];
      green += px[i + 1];
    }
    const n = px.length / 4;
    expect(colours.size).toBeGreaterThan(200);
    expect(Math.abs(red / n - 0x6a)).toBeLessThan(25);
    expect(Math.abs(green / n - 0x8a)).toBeLessThan(25);
    // Seamless: the step across the wrap (last column to first) is no larger than steps inside the tile.
    const at = (x: number, y: number) => px[(y * PATTERN_TEXELS + x) * 4 + 1];
    let wrapStep = 0,
      innerStep = 0;
    for (let y = 0; y < PATTERN_TEXELS; y++) {
      wrapStep += Math.abs(at(PATTERN_TEXELS - 1, y) - at(0, y));
      innerStep += Math.abs(at(63, y) - at(64, y));
    }
    expect(wrapStep).toBeLessThan(innerStep * 2 + PATTERN_TEXELS * 4);
  });

  it('two squares of different terrain blend softly across their border, and a square far from a border is only its own pattern', () => {
    // ASCII map: G grass, W water.
    const map = ['GGGW', 'GGGW'];
    const patternAt = (c: number, r: number) => (r < 0 || r >= map.length || c < 0 || c >= 4 ? -1 : map[r][c] === 'W' ? 1 : 0);
    const grass = new Uint8ClampedArray(PATTERN_TEXELS * PATTERN_TEXELS * 4).fill(0);
    const water = new Uint8ClampedArray(PATTERN_TEXELS * PATTERN_TEXELS * 4).fill(200);
    for (let i = 3; i < grass.length; i += 4) grass[i] = water[i] = 255;
    const tpc = 8;
    const out = composeTerrain(patternAt, 0, 0, 4, 2, tpc, { pixels: [grass, water], water: [false, true] });
    const W = 4 * tpc;
    const blue = (x: number, y: number) => out[(y * W + x) * 4 + 2];
    // Square 0,0 has only grass around it: pure grass.
    for (let y = 0; y < tpc; y++) for (let x = 0; x < tpc; x++) expect(blue(x, y)).toBe(0);
    // Along row 4, from the middle of square 2 to the middle of square 3: the colour rises through in-between values.
    const row = [...Array(tpc).keys()].map((i) => blue(2 * tpc + tpc / 2 + i, 4));
    expect(row[0]).toBeLessThan(60);
    expect(row[row.length - 1]).toBeGreaterThan(140);
    expect(row.some((v) => v > 20 && v < 190)).toBe(true);
  });

  it('texels per square fall on large maps so the terrain stays within its memory budget', () => {
    expect(texelsPerCellFor(24 * 16)).toBe(32);
    expect(texelsPerCellFor(200 * 200)).toBeLessThan(16);
    expect(texelsPerCellFor(200 * 200) ** 2 * 200 * 200).toBeLessThanOrEqual(6_000_000);
  });
});

describe('object pictures (issue 16 map art)', () => {
  it('each shipped object name gets its kind and a game-icons picture', () => {
    const cases: [string, string, string][] = [
      ['Barrels', 'barrel', 'barrel'],
      ['Crates', 'crate', 'wooden-crate'],
      ['Wagon', 'vehicle', 'old-wagon'],
      ['Delivery van', 'vehicle', 'truck'],
      ['Parked car', 'vehicle', 'city-car'],
      ['Old oak', 'tree', 'oak'],
      ['Boulder', 'rock', 'stone-pile'],
      ['Desk', 'table', 'desk'],
      ['Kitchen table', 'table', 'table'],
      ['Bar counter', 'table', 'table'],
      ['Pillar', 'pillar', 'ionic-column'],
      ['Grain sacks', 'sacks', 'swap-bag'],
      ['Woodpile', 'logs', 'wood-pile'],
      ['Server rack', 'machine', 'server-rack'],
      ['Dumpster', 'machine', 'trash-can'],
      ['Mill wheel', 'machine', 'water-mill'],
      ['Strange thing', 'other', 'cube'],
    ];
    for (const [name, kind, icon] of cases) {
      expect(objectKind(name), name).toBe(kind);
      expect(objectIcon(name), name).toBe(icon);
    }
  });
});

describe('tokens (issue 16 map art)', () => {
  const figure = (hp: number, status: Partial<Figure['status']> = {}) =>
    ({ hp, stats: { hp: 8 }, status: { prone: false, unconscious: false, dead: false, incapacitatedRounds: 0, burning: false, aimed: false, ...status } }) as unknown as Figure;

  it('the HP arc is the share of full HP left, in twentieths, never below 0', () => {
    expect(hpShare(figure(8))).toBe(1);
    expect(hpShare(figure(4))).toBe(0.5);
    expect(hpShare(figure(1))).toBe(0.15);
    expect(hpShare(figure(-3))).toBe(0);
  });

  it('each condition (prone, burning, stunned, aimed, unconscious) gets a badge', () => {
    expect(conditionBadges(figure(8))).toEqual([]);
    const all = conditionBadges(figure(2, { prone: true, burning: true, incapacitatedRounds: 2, aimed: true, unconscious: true }));
    expect(all.map((b) => b.name).sort()).toEqual(['aimed', 'burning', 'prone', 'stunned', 'unconscious']);
    expect(conditionBadges(figure(0, { dead: true, unconscious: true })).map((b) => b.name)).toEqual(['dead']);
  });
});
