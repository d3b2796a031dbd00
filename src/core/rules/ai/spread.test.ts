import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena, started, act } from '../testing/world';
import { chooseCommand } from '.';
import { activeFigureId } from '../state';
import { dist } from '../deps/geom';
import { inFire, SCATTER_INCHES } from './spread';

const first = { stats: { mnd: 9 } };
const rifleman = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };
const centre = (c: { c: number; r: number }) => ({ x: c.c + 0.5, y: c.r + 0.5 });

describe('G-AREA-1 G-GAME-3 computer player against area weapons', () => {
  // A and B stand side by side; Z, across the street, may throw a 4" dynamite burst at either.
  const street = `
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . A B . . . . . . . . . . Z .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
  `;

  it('G-AREA-1 with an enemy holding dynamite drawn, a figure steps out of one burst of its friend before shooting', () => {
    const w = started(arena(street, { A: { ...first, ...rifleman }, B: rifleman, Z: { weapons: ['dynamite', 'revolver'], activeWeapon: 0 } }));
    expect(activeFigureId(w)).toBe('A');
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const moved = act(w, c).world;
    // Radius 4" plus the scatter slack: one burst can no longer take both.
    expect(dist(centre(moved.figures.A!.cell!), centre(moved.figures.B!.cell!))).toBeGreaterThan(4 + SCATTER_INCHES);
    // It keeps AP for the rifle (3 AP a shot).
    expect(moved.figures.A!.apLeft).toBeGreaterThanOrEqual(3);
  });

  it('G-AREA-1 moving for a shot while an enemy holds dynamite drawn, a figure picks a cell out of one burst of its friend', () => {
    // A has no sight of Z from behind the wall; with no friend near, it steps out to 4,2 (B's square
    // is 4" from there). The Dusty Street lawmen stepping up beside each other to shoot lost to one stick.
    const yard = `
      A|. . . . . . . . . . . . . . .
      .|. . . . . . . . . . . . . . .
      .|. . . . . . . . . . . . . Z .
      . . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . .
      . . . . B . . . . . . . . . . .
      . . . . . . . . . . . . . . . .
    `;
    const w = started(arena(yard, { A: { ...first, ...rifleman }, B: rifleman, Z: { weapons: ['dynamite', 'revolver'], activeWeapon: 0 } }));
    expect(activeFigureId(w)).toBe('A');
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const moved = act(w, c).world;
    expect(dist(centre(moved.figures.A!.cell!), centre(moved.figures.B!.cell!))).toBeGreaterThan(4 + SCATTER_INCHES);
  });

  it('G-AREA-1 the same pair shoots when the dynamite is not drawn (a belt of sticks is no reason to give up the first shot)', () => {
    const w = started(arena(street, { A: { ...first, ...rifleman }, B: rifleman, Z: { weapons: ['revolver', 'dynamite'], activeWeapon: 0 } }));
    expect(chooseCommand(w, 'A').type).toBe('attack');
  });

  it('G-AREA-3 a figure standing in burning oil steps out of it', () => {
    const w = produce(started(arena(street, { A: { ...first, ...rifleman }, Z: rifleman })), (d) => {
      d.areas.oil = { id: 'oil', kind: 'burning-oil', effect: 'fire', center: { x: 2.5, y: 2.5 }, radiusInches: 2, roundsLeft: 2, damage: '1d10' } as never;
    });
    expect(inFire(w, centre(w.figures.A!.cell!))).toBe(true);
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    expect(inFire(w, centre(act(w, c).world.figures.A!.cell!))).toBe(false);
  });
});

describe('G-AREA-3 G-GAME-3 computer player: never into fire', () => {
  const road = `
    . . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . . .
    A . . . . . . . . . . . . . . . . . . Z
    . . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . . .
  `;
  it('G-AREA-3 closing in, a figure stops short of burning oil on its way instead of walking into it', () => {
    const w = produce(started(arena(road, { A: { ...first, weapons: ['knife'] }, Z: { weapons: ['knife'] } })), (d) => {
      d.areas.oil = { id: 'oil', kind: 'burning-oil', effect: 'fire', center: { x: 9.5, y: 1.5 }, radiusInches: 1.6, roundsLeft: 2, damage: '2d10' } as never;
    });
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    const at = act(w, c).world.figures.A!.cell!;
    expect(at.c).toBeGreaterThan(0);
    expect(inFire(w, centre(at))).toBe(false);
  });
});
