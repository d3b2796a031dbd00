// Which doors a figure can force, which door a click picks, which weapons
// can be placed as a charge: the read-outs behind the Force door / Place
// charge buttons (the rules still decide when the command runs).
import { describe, expect, it } from 'vitest';
import { act, arena } from '../../core/rules/testing/world';
import { resolve } from '../../core/rules';
import type { Wall, World } from '../../core/model/schema';
import { doorAtPoint, forceTaskName, forceableDoors, placeableCharges, tasksOf } from './actionTargets';

/** A in cell 1; closed door at x=1, locked at x=2, open at x=3, closed again at x=4 (2.5" away). */
const ROW = `.dAk.o.d.`;

const doorAtX = (w: World, x: number): Wall => Object.values(w.walls).find((d) => d.kind === 'door' && d.a.x === x)!;

describe('doors within reach for forcing (G-TURN-3, 1" as G-ACT-1)', () => {
  it('G-TURN-3 closed and locked doors within 1" are offered; open or farther ones are not', () => {
    const w = arena(ROW, { A: {} });
    const ids = forceableDoors(w, w.figures.A).map((d) => d.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(doorAtX(w, 1).id);
    expect(ids).toContain(doorAtX(w, 2).id);
    expect(ids).not.toContain(doorAtX(w, 3).id);
    expect(ids).not.toContain(doorAtX(w, 4).id);
  });

  it('G-TURN-3 every offered door is one the rules let the figure force (same 1" test)', () => {
    const w = act(arena(ROW, { A: {} }), { type: 'startEncounter' }).world;
    for (const d of Object.values(w.walls).filter((x) => x.kind === 'door')) {
      const r = resolve(w, { type: 'longTask', figureId: 'A', name: forceTaskName(d.id), wallId: d.id });
      const offered = forceableDoors(w, w.figures.A).some((x) => x.id === d.id);
      expect({ door: d.a.x, allowed: !('violation' in r) }).toEqual({ door: d.a.x, allowed: offered });
    }
  });

  it('a figure off the map has no doors in reach', () => {
    const w = arena(ROW, { A: { cell: null } });
    expect(forceableDoors(w, w.figures.A)).toEqual([]);
  });

  it('a click picks the door segment nearest to it, within 0.75"; a click in the room picks none', () => {
    const w = arena(ROW, { A: {} });
    const doors = forceableDoors(w, w.figures.A);
    expect(doorAtPoint(doors, { x: 2.1, y: 0.5 })?.id).toBe(doorAtX(w, 2).id);
    expect(doorAtPoint(doors, { x: 0.8, y: 0.2 })?.id).toBe(doorAtX(w, 1).id);
    expect(doorAtPoint(doors, { x: 3.5, y: 0.5 })).toBeNull();
  });

  it('progress of a forced door is read from world.tasks by its task name', () => {
    const w0 = arena(ROW, { A: {}, N: {} });
    const door = doorAtX(w0, 2).id;
    const w: World = { ...w0, tasks: { [`A:${forceTaskName(door)}`]: { figureId: 'A', name: forceTaskName(door), apDone: 4, apNeeded: 10 } } };
    expect(tasksOf(w, 'A')).toEqual([{ name: `force door ${door}`, apDone: 4, apNeeded: 10, wallId: door }]);
    expect(tasksOf(w, 'N')).toEqual([]);
  });
});

describe('placeable charges', () => {
  it('G-AREA-5 dynamite (category placed) is placeable; a revolver and a frag grenade are not; the drawn one comes first', () => {
    const w = arena(`A . N`, { A: { weapons: ['revolver', 'grenade-frag', 'dynamite'] }, N: { weapons: ['dynamite', 'dynamite'], activeWeapon: 1 } });
    expect(placeableCharges(w.figures.A)).toEqual([{ index: 2, name: 'Dynamite Explosion (8oz TNT)', drawn: false, radiusInches: 4 }]);
    expect(placeableCharges(w.figures.N).map((c) => [c.index, c.drawn])).toEqual([
      [1, true],
      [0, false],
    ]);
  });
});
