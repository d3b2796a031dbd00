import { describe, expect, it } from 'vitest';
import { act, arena, ofType, refused, rolls, seedFor, started, withSeed } from '../testing/world';
import { activeFigureId } from '../state';
import type { World } from '../../model/schema';
import type { Command } from '../commands';

const first = { stats: { mnd: 9 } };
/** Lets everyone else stop so `id` acts again (keeps tests about costs short). */
function backTo(w: World, id: string): World {
  while (activeFigureId(w) !== id) w = act(w, { type: 'endTurn', figureId: activeFigureId(w)! }).world;
  return w;
}
const spent = (w: World, c: Command) => {
  const r = act(w, c);
  return ofType(r.events, 'apSpent').reduce((s, e) => s + e.apCost, 0);
};

describe('G-ACT-1 action costs', () => {
  const doorMap = `
    . . . . .
    - d - - -
    A . . . N
  `;

  it('G-ACT-1 open or close a door within 1" costs 1 AP; farther is refused', () => {
    // The door is the edge between cells (1,1) and (1,2).
    const w = started(arena(doorMap, { A: first }));
    const door = Object.values(w.walls).find((x) => x.kind === 'door')!;
    const r = act(w, { type: 'openDoor', figureId: 'A', wallId: door.id });
    expect(r.world.walls[door.id].door).toBe('open');
    expect(ofType(r.events, 'apSpent')[0].apCost).toBe(1);
    const far = started(arena(doorMap.replace('A . . . N', '. . . A N'), { A: first }));
    expect(refused(far, { type: 'openDoor', figureId: 'A', wallId: door.id }).code).toBe('too-far');
    const w2 = backTo(r.world, 'A');
    expect(spent(w2, { type: 'closeDoor', figureId: 'A', wallId: door.id })).toBe(1);
  });

  it('G-ACT-1 the table costs are rule options (door at 2 AP)', () => {
    const w = started(arena(doorMap, { A: first }, { apDoor: 2 }));
    const door = Object.values(w.walls).find((x) => x.kind === 'door')!;
    expect(spent(w, { type: 'openDoor', figureId: 'A', wallId: door.id })).toBe(2);
  });

  it('G-ACT-1 drop prone 1, crawl 2 per square, stand up 1', () => {
    let w = started(arena(`A . . N`, { A: first }));
    expect(spent(w, { type: 'dropProne', figureId: 'A' })).toBe(1);
    w = backTo(act(w, { type: 'dropProne', figureId: 'A' }).world, 'A');
    expect(w.figures.A.status.prone).toBe(true);
    expect(spent(w, { type: 'moveFigure', figureId: 'A', to: '1,0' })).toBe(2);
    expect(spent(w, { type: 'standUp', figureId: 'A' })).toBe(1);
    expect(refused(w, { type: 'dropProne', figureId: 'A' }).code).toBe('already');
  });

  it('G-ACT-1 swap a weapon 1, reload 2, aim 1, look 1', () => {
    const w = started(arena(`A . . N`, { A: { ...first, weapons: [{ catalogueId: 'revolver', ammo: 2 }, 'knife'] } }));
    expect(spent(w, { type: 'swapWeapon', figureId: 'A', weaponIndex: 1 })).toBe(1);
    expect(act(w, { type: 'swapWeapon', figureId: 'A', weaponIndex: 1 }).world.figures.A.loadout.activeWeapon).toBe(1);
    expect(spent(w, { type: 'reload', figureId: 'A' })).toBe(2);
    expect(spent(w, { type: 'aim', figureId: 'A' })).toBe(1);
    expect(spent(w, { type: 'look', figureId: 'A' })).toBe(1);
    expect(refused(w, { type: 'attack', figureId: 'A', targetId: 'N', weaponIndex: 1 }).code).toBe('not-drawn');
  });

  it('G-ACT-1 first aid: 3 AP, adjacent, a Mind roll; success restores 1 HP', () => {
    const setup = { A: first, B: { sideId: 'red', hp: 4 } };
    const w = withSeed(started(arena(`A B . . N`, setup)), seedFor([[10, 2]]));
    const r = act(w, { type: 'firstAid', figureId: 'A', targetId: 'B' });
    expect(ofType(r.events, 'apSpent')[0].apCost).toBe(3);
    expect(rolls(r.events)[0]).toMatchObject({ total: 2, target: 9, success: true });
    expect(r.world.figures.B.hp).toBe(5);
    const apart = started(arena(`A . B . N`, setup));
    expect(refused(apart, { type: 'firstAid', figureId: 'A', targetId: 'B' }).code).toBe('too-far');
  });

  it('G-ACT-1 custom action: a name, an AP cost and an optional roll; unaffordable is refused with the shortfall', () => {
    const w = withSeed(started(arena(`A . N`, { A: first })), seedFor([[10, 7]]));
    const r = act(w, { type: 'customAction', figureId: 'A', name: 'pick the lock', apCost: 4, roll: { stat: 'mnd' } });
    expect(r.world.figures.A.apLeft).toBe(6);
    expect(rolls(r.events)[0]).toMatchObject({ purpose: 'pick the lock', total: 7, target: 9, success: true });
    expect(ofType(r.events, 'customActionDone')[0]).toMatchObject({ name: 'pick the lock', apCost: 4, success: true });
    expect(refused(w, { type: 'customAction', figureId: 'A', name: 'dig', apCost: 12 })).toMatchObject({ code: 'ap-short', shortfall: 2 });
  });
});
