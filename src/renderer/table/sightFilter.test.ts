import { describe, expect, it } from 'vitest';
import type { World } from '../../core/model/schema';
import { wall, worldFromAscii } from '../../core/rules/sight/testWorld';
import { overlaysFromPlayView } from './overlays';
import { buildTableProjection, projectForTable, withOverlays } from './projection';

// Red (upper case) are the players. The rock column hides everything right
// of it: 'b' is an unseen enemy there; 'h' a GM-hidden enemy in the open;
// 'e' an enemy the players see.
const MAP = `
A.....#....
.....e#..b.
...h..#....
`;

const ALL = { reach: true, path: true, templates: true, los: true };

function world(): World {
  const w = worldFromAscii(MAP, {
    walls: { ...wall('open', 'wall', 0, 3, 1, 3), ...wall('behind', 'door', 9, 0, 9, 1, 'closed') },
    objects: {
      crate: { id: 'crate', name: 'Crate', height: 'low', shape: { kind: 'circle', center: { x: 3.5, y: 0.5 }, radiusInches: 0.3 } },
      vault: {
        id: 'vault',
        name: 'Vault',
        height: 'low',
        shape: {
          kind: 'polygon',
          points: [
            { x: 8, y: 2 },
            { x: 10, y: 2 },
            { x: 10, y: 3 },
          ],
        },
      },
    },
  });
  w.sides.blue.player = false;
  w.figures.h.hidden = true;
  w.lights = [
    { position: { x: 1.5, y: 1.5 }, rangeInches: 4, intensity: 1, colour: '#ffffff', shadows: true },
    { position: { x: 9.5, y: 2.5 }, rangeInches: 4, intensity: 1, colour: '#ff0000', shadows: true },
  ];
  return w;
}

const centre = (w: World, id: string) => ({ x: w.figures[id].cell!.c + 0.5, y: w.figures[id].cell!.r + 0.5 });

describe('17.1 overlays reach the table only from shown figures and over seen, unhidden points (G-LOS-5)', () => {
  const w = world();
  const p0 = buildTableProjection(w, { playerSideIds: ['red'] });
  const at = (c: number, r: number) => p0.fog.visible[r * p0.fog.widthCells + c];

  it('the fixture: h stands on a seen cell, b on an unseen one; only A and e are shown', () => {
    expect([at(3, 2), at(5, 1), at(9, 1), at(8, 2)]).toEqual([1, 1, 0, 0]);
    expect(Object.keys(p0.world.figures).sort()).toEqual(['A', 'e']);
  });

  it('G-LOS-5 the LOS line of a hidden attacker is dropped, even with both ends in sight', () => {
    const attackPreview = { attackerId: 'h', targetId: 'A', los: true } as never;
    const overlays = overlaysFromPlayView({ world: w, activeFigureId: 'h' as never, movePreview: null, attackPreview, areaPreview: null });
    expect(overlays.los, 'the GM sees the line').toBeDefined();
    expect(buildTableProjection(w, { playerSideIds: ['red'], overlays, show: ALL }).overlays.los).toBeUndefined();
  });

  it('G-LOS-5 a LOS line without sources (any caller) is dropped when an end lies under a hidden figure or in the fog', () => {
    const show = (from: { x: number; y: number }, to: { x: number; y: number }) =>
      buildTableProjection(w, { playerSideIds: ['red'], overlays: { los: { from, to, clear: true } }, show: ALL }).overlays.los;
    expect(show(centre(w, 'A'), centre(w, 'h'))).toBeUndefined();
    expect(show(centre(w, 'A'), centre(w, 'b'))).toBeUndefined();
    expect(show(centre(w, 'A'), centre(w, 'e')), 'a seen enemy: the line is shared').toEqual({ from: centre(w, 'A'), to: centre(w, 'e'), clear: true });
  });

  it('G-LOS-5 a blast template from an unseen or hidden thrower is dropped; from a shown one, only where its centre is seen', () => {
    const area = (attackerId: string, x: number, y: number) => ({ attackerId, at: { x, y }, radiusInches: 1.5 }) as never;
    const build = (attackerId: string, x: number, y: number) =>
      buildTableProjection(w, {
        playerSideIds: ['red'],
        overlays: overlaysFromPlayView({ world: w, activeFigureId: attackerId as never, movePreview: null, attackPreview: null, areaPreview: area(attackerId, x, y) }),
        show: ALL,
      }).overlays.templates;
    expect(build('b', 2.5, 1.5), 'thrown by the unseen b into the open').toBeUndefined();
    expect(build('h', 2.5, 1.5), 'thrown by the hidden h').toBeUndefined();
    expect(build('A', 8.5, 1.5), 'A throws behind the rock: the centre is unseen').toBeUndefined();
    expect(build('A', 2.5, 1.5)).toEqual([{ center: { x: 2.5, y: 1.5 }, radiusInches: 1.5 }]);
  });

  it("G-LOS-5 the reach and path of a hidden figure are dropped; a shown figure's path loses the cells under hidden figures", () => {
    const reachCells = [
      { c: 2, r: 2 },
      { c: 4, r: 2 },
    ];
    const hiddenMove = {
      figureId: 'h',
      to: { c: 1, r: 2 },
      path: [
        { c: 3, r: 2 },
        { c: 2, r: 2 },
        { c: 1, r: 2 },
      ],
      apCost: 2,
    } as never;
    const fromH = overlaysFromPlayView({ world: w, activeFigureId: 'h' as never, movePreview: hiddenMove, attackPreview: null, areaPreview: null }, reachCells);
    const shownH = buildTableProjection(w, { playerSideIds: ['red'], overlays: fromH, show: ALL }).overlays;
    expect([shownH.reach, shownH.path]).toEqual([undefined, undefined]);
    const moveA = {
      figureId: 'A',
      to: { c: 4, r: 2 },
      path: [
        { c: 1, r: 1 },
        { c: 2, r: 2 },
        { c: 3, r: 2 },
        { c: 4, r: 2 },
      ],
      apCost: 4,
    } as never;
    const fromA = overlaysFromPlayView({ world: w, activeFigureId: 'A' as never, movePreview: moveA, attackPreview: null, areaPreview: null }, reachCells);
    const shownA = buildTableProjection(w, { playerSideIds: ['red'], overlays: fromA, show: ALL }).overlays;
    expect(shownA.path).toEqual([
      { c: 1, r: 1 },
      { c: 2, r: 2 },
      { c: 4, r: 2 },
    ]);
    expect(shownA.reach).toEqual(reachCells);
  });

  it('G-LOS-5 withOverlays (hover refresh) applies the same check', () => {
    const attackPreview = { attackerId: 'h', targetId: 'A', los: true } as never;
    const overlays = overlaysFromPlayView({ world: w, activeFigureId: 'h' as never, movePreview: null, attackPreview, areaPreview: null });
    expect(withOverlays(p0, w, overlays, ALL, 2).overlays).toEqual({});
  });
});

describe('17.3 walls, objects and lights: only what the players see or have seen (G-LOS-5)', () => {
  it('G-LOS-5 the wall, object and light behind the rock are not sent; those in sight are', () => {
    const p = buildTableProjection(world(), { playerSideIds: ['red'] });
    expect(Object.keys(p.world.walls)).toEqual(['open']);
    expect(Object.keys(p.world.objects)).toEqual(['crate']);
    expect(p.world.lights?.map((l) => l.colour)).toEqual(['#ffffff']);
  });

  it('G-LOS-5 what was seen stays in the memory (explored shading off too); what never was stays out', () => {
    const w = world();
    const first = projectForTable(w, { playerSideIds: ['red'] });
    expect(first.projection.fog.explored, 'the table is not sent the memory while it does not dim explored cells').toBeNull();
    // A walks round the rock to the far side and the near side falls out of sight.
    const moved = structuredClone(w);
    moved.figures.A.cell = { c: 9, r: 2 } as World['figures'][string]['cell'];
    moved.terrain.rows = moved.terrain.rows.map((row) => row.slice(0, 3) + '#' + row.slice(4));
    const second = projectForTable(moved, { playerSideIds: ['red'], explored: first.seenCells });
    expect(second.projection.fog.visible[0], 'the corner is out of sight now').toBe(0);
    expect(Object.keys(second.projection.world.walls).sort()).toEqual(['behind', 'open']);
    expect(Object.keys(second.projection.world.objects).sort()).toEqual(['crate', 'vault']);
    const fresh = projectForTable(moved, { playerSideIds: ['red'] });
    expect(Object.keys(fresh.projection.world.walls), 'without the memory, only what is seen now').toEqual(['behind']);
  });

  it('G-LOS-5 an object seen only from inside (no outline cell seen) is still sent', () => {
    const w = world();
    w.objects = {
      hall: {
        id: 'hall',
        name: 'Hall',
        height: 'low',
        shape: {
          kind: 'polygon',
          points: [
            { x: -5, y: -5 },
            { x: 20, y: -5 },
            { x: 20, y: 20 },
            { x: -5, y: 20 },
          ],
        },
      },
    } as never;
    expect(Object.keys(buildTableProjection(w, { playerSideIds: ['red'] }).world.objects)).toEqual(['hall']);
  });
});
