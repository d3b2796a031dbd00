import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import type { World } from '../../core/model/schema';
import { worldFromAscii, wall } from '../../core/rules/sight/testWorld';
import { buildTableProjection, defaultPlayerSides } from './projection';

// Red (upper case) are the players. 'S' is a hidden red scout, 'e' an enemy
// in the open, 'h' an enemy behind the rock, 'z' a hidden enemy in the open.
const MAP = `
A.......e.
..........
.....####.
......h...
..S..####.
.......z..
`;

const GM_NOTE = 'GM-ONLY: the vault code is 7741';
const ENEMY_NOTE = 'GM-ONLY: h carries the key';
const BLUE_WIN = 'GM-ONLY: blue wins by reaching the vault';

function scenarioWorld(): World {
  const w = worldFromAscii(MAP, { walls: wall('d1', 'door', 6, 3, 6, 4, 'closed'), areas: {} });
  w.sides.blue.player = false;
  w.figures.S.hidden = true;
  w.figures.z.hidden = true;
  w.figures.h.notes = ENEMY_NOTE;
  w.figures.e.notes = ENEMY_NOTE;
  w.figures.e.stats = { ...w.figures.e.stats, bod: 9, mnd: 8 };
  w.figures.e.hp = 17;
  w.figures.e.loadout = { weapons: [{ catalogueId: 'secret-derringer', dvBonus: 0 }], drvBonus: 3, activeWeapon: 0 };
  w.figures.A.notes = GM_NOTE;
  w.scenario.gmNotes = GM_NOTE;
  w.scenario.victory = { red: 'Reach the far side', blue: BLUE_WIN };
  w.turn = { round: 2, order: ['A', 'S', 'e', 'h', 'z'] as World['turn']['order'], tieBreaks: { h: 3 }, activeIndex: 3, done: [] };
  w.rng = { seed: 99, state: [1, 2, 3, 4] };
  w.areas = {
    seenSmoke: { id: 'seenSmoke', kind: 'smoke', effect: 'smoke', center: { x: 2.5, y: 1.5 }, radiusInches: 1, roundsLeft: 3 },
    hiddenFire: { id: 'hiddenFire', kind: 'fire', effect: 'fire', center: { x: 6.5, y: 3.5 }, radiusInches: 0.4, roundsLeft: 3 },
  } as unknown as World['areas'];
  return w;
}

/** Every string and key anywhere inside a value (the deep scan). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value instanceof Uint8Array) return out;
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  }
  return out;
}

describe('table projection (issue 7, G-LOS-5): only what the players may see', () => {
  const world = scenarioWorld();
  const p = buildTableProjection(world, { playerSideIds: ['red'], seq: 5 });
  const text = strings(p);

  it('G-LOS-5 keeps own figures and enemies some player figure sees now', () => {
    expect(Object.keys(p.world.figures).sort()).toEqual(['A', 'e']);
  });

  it('G-LOS-5 deep scan: no hidden figure id, no enemy out of sight, anywhere in the projection', () => {
    for (const id of ['S', 'z', 'h']) expect(text, `figure ${id}`).not.toContain(id);
  });

  it('no GM notes, no other side victory text, no dice state, no enemy stats or loadout', () => {
    expect(text.join('\n')).not.toContain('GM-ONLY');
    expect(text).not.toContain('secret-derringer');
    expect(p.world.rng).toBeUndefined();
    const e = p.world.figures.e;
    expect([e.stats.bod, e.stats.mnd, e.loadout.drvBonus, e.loadout.weapons.length]).toEqual([0, 0, 0, 0]);
    expect(e.hp, 'an enemy standing up: alive, not its 17 HP').toBe(1);
    const down = structuredClone(world);
    down.figures.e.hp = -2;
    expect(buildTableProjection(down, { playerSideIds: ['red'] }).world.figures.e.hp, 'a downed enemy shows as down').toBe(0);
    expect(p.world.scenario.victory).toEqual({ red: 'Reach the far side' });
    expect(p.world.turn.order).toEqual([]);
  });

  it('G-LOS-5 issue 16 fix 6 whole-map fog mode: every wall and area and no fog, but still only the figures the players see', () => {
    const whole = buildTableProjection(world, { playerSideIds: ['red'], view: { wholeMap: true } });
    expect(Object.keys(whole.world.walls).sort()).toEqual(Object.keys(world.walls).sort());
    expect(whole.world.walls.d1, 'the door of the unseen rock pocket shows').toBeDefined();
    expect(Object.keys(whole.world.areas).sort()).toEqual(['hiddenFire', 'seenSmoke']);
    expect([...whole.fog.visible].every((v) => v === 1)).toBe(true);
    expect(Object.keys(whole.world.figures).sort()).toEqual(['A', 'e']);
    const wholeText = strings(whole);
    for (const id of ['S', 'z', 'h']) expect(wholeText, `figure ${id}`).not.toContain(id);
  });

  it('the players keep their own figure data except notes', () => {
    expect(p.world.figures.A.stats).toEqual(world.figures.A.stats);
    expect(p.world.figures.A.notes).toBe('');
  });

  it('the whole terrain is there; the door only once seen (17.3), with its state; areas only where seen', () => {
    expect(p.world.terrain).toEqual(world.terrain);
    expect(p.world.walls.d1, 'the door of the unseen rock pocket').toBeUndefined();
    const near = structuredClone(world);
    near.figures.A.cell = { c: 4, r: 3 } as World['figures'][string]['cell'];
    expect(buildTableProjection(near, { playerSideIds: ['red'] }).world.walls.d1.door).toBe('closed');
    expect(Object.keys(p.world.areas)).toEqual(['seenSmoke']);
    expect(Object.keys(p.world.sides).sort()).toEqual(['blue', 'red']);
  });

  it('G-LOS-5 fog: the open corner is visible, the rock pocket behind the closed door is not', () => {
    const at = (c: number, r: number) => p.fog.visible[r * p.fog.widthCells + c];
    expect(at(0, 0)).toBe(1);
    expect(at(8, 0)).toBe(1);
    expect(at(6, 3)).toBe(0);
    expect(p.fog.explored).toBeNull();
  });

  it('G-LOS-5 after a move through the opened door: h behind it shows, e now out of sight is gone; no sight, no enemies', () => {
    const open = structuredClone(world);
    open.walls.d1.door = 'open';
    open.figures.A.cell = { c: 4, r: 3 } as World['figures'][string]['cell'];
    const q = buildTableProjection(open, { playerSideIds: ['red'] });
    expect(Object.keys(q.world.figures).sort()).toEqual(['A', 'h']);
    const none = buildTableProjection(world, { playerSideIds: [] });
    expect(Object.keys(none.world.figures)).toEqual([]);
    expect(none.fog.visible.every((v) => v === 0)).toBe(true);
  });

  it('explored cells accumulate when the option is on', () => {
    const first = buildTableProjection(world, { playerSideIds: ['red'], view: { showExplored: true } });
    const moved = structuredClone(world);
    moved.figures.A.cell = null;
    const second = buildTableProjection(moved, { playerSideIds: ['red'], view: { showExplored: true }, explored: first.fog.explored });
    expect(second.fog.visible.every((v) => v === 0)).toBe(true);
    expect([...second.fog.explored!]).toEqual([...first.fog.visible]);
  });

  it('overlays only when the GM shows them, reach cut to visible cells', () => {
    const overlays = {
      reach: [
        { c: 1, r: 0 },
        { c: 6, r: 3 },
      ],
      los: { from: { x: 0.5, y: 0.5 }, to: { x: 8.5, y: 0.5 }, clear: true },
    };
    expect(buildTableProjection(world, { playerSideIds: ['red'], overlays }).overlays).toEqual({});
    const shown = buildTableProjection(world, { playerSideIds: ['red'], overlays, show: { reach: true, los: true } }).overlays;
    expect(shown.reach).toEqual([{ c: 1, r: 0 }]);
    expect(shown.los?.clear).toBe(true);
  });

  it('the projection survives structured cloning (BroadcastChannel, Electron IPC)', () => {
    expect(structuredClone(p)).toEqual(p);
    expect(p.seq).toBe(5);
  });

  it('G-LOS-5 on a shipped map: every figure shown stands on an uncovered square (fog never hides a seen figure)', () => {
    const parsed = parseScenarioText(readFileSync('maps/building-breach.grit.json', 'utf8'), 'building-breach.grit.json');
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const q = buildTableProjection(parsed.world, { playerSideIds: defaultPlayerSides(parsed.world) });
    const shown = Object.values(q.world.figures);
    expect(
      shown.some((f) => !defaultPlayerSides(parsed.world).includes(f.sideId)),
      'some enemy is seen',
    ).toBe(true);
    for (const f of shown) expect(q.fog.visible[f.cell!.r * q.fog.widthCells + f.cell!.c], f.id).toBe(1);
    expect(Object.keys(q.world.figures).length).toBeLessThan(Object.keys(parsed.world.figures).length);
  });

  it('default player sides are the sides marked player', () => {
    expect(defaultPlayerSides(world)).toEqual(['red']);
  });
});
