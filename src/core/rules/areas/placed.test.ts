import { describe, expect, it } from 'vitest';
import { act, arena, ofType, rolls, started, refused } from '../testing/world';
import { activeFigureId } from '../state';
import type { World } from '../../model/schema';

// A places a charge between itself and N; O is 7" off, outside the 4" blast.
const MAP = `
  A . N . . . . . O
  . . . . . . . . .
`;
const first = { stats: { mnd: 9, ap: 10 } };
const N = { hp: 500, stats: { hp: 500, mnd: 8 } };
const O = { hp: 500, stats: { hp: 500, mnd: 7 } };
const AT = { x: 1.5, y: 0.5 }; // the square between A and N

/** Ends every turn until the next round has started. */
function toNextRound(w: World): { world: World; events: ReturnType<typeof act>['events'] } {
  const round = w.turn.round;
  const events: ReturnType<typeof act>['events'] = [];
  while (w.turn.round === round) {
    const r = act(w, { type: 'endTurn', figureId: activeFigureId(w)! });
    events.push(...r.events);
    w = r.world;
  }
  return { world: w, events };
}

describe('G-AREA-5 placed charges (dynamite placed 0")', () => {
  it('G-AREA-5 placed dynamite: no attack roll, a fuse area, then the blast at the next round start', () => {
    const w = started(arena(MAP, { A: { ...first, weapons: [{ catalogueId: 'dynamite', ammo: 2 }] }, N, O }));
    const r = act(w, { type: 'throwArea', figureId: 'A', at: AT, placed: true });
    expect(rolls(r.events)).toEqual([]);
    expect(ofType(r.events, 'apSpent')[0]).toMatchObject({ apCost: 3 });
    expect(ofType(r.events, 'ammoSpent')[0]).toMatchObject({ ammoLeft: 1 });
    const area = ofType(r.events, 'areaCreated')[0]!.area;
    expect(area).toMatchObject({ kind: 'dynamite', effect: 'other', center: AT, radiusInches: 4, roundsLeft: 1 });
    expect(ofType(r.events, 'burstResolved')).toEqual([]);
    expect(r.world.areas[area.id]).toBeDefined();

    const next = toNextRound(r.world);
    expect(ofType(next.events, 'areaRemoved')).toEqual([{ type: 'areaRemoved', areaId: area.id }]);
    const burst = ofType(next.events, 'burstResolved')[0]!;
    expect(burst).toMatchObject({ at: AT, radiusInches: 4 });
    expect(burst.affected).toEqual(['A', 'N']); // the placer too, if it stays: O is 7" off
    expect(ofType(next.events, 'figureDamaged').map((e) => e.figureId)).toEqual(['A', 'N']);
    expect(next.world.areas[area.id]).toBeUndefined();
  });

  it('G-AREA-5 placedFuseRounds 0: the charge goes off at once', () => {
    const w = started(arena(MAP, { A: { ...first, weapons: ['dynamite'] }, N, O }, { placedFuseRounds: 0 }));
    const r = act(w, { type: 'throwArea', figureId: 'A', at: AT, placed: true });
    expect(ofType(r.events, 'areaCreated')).toEqual([]);
    expect(ofType(r.events, 'burstResolved')[0]).toMatchObject({ at: AT, affected: ['A', 'N'] });
  });

  it('G-AREA-5 a charge is placed on the own or an adjacent square only, and only a placeable weapon', () => {
    const w = started(arena(MAP, { A: { ...first, weapons: ['dynamite', 'grenade-frag'] }, N, O }));
    expect(refused(w, { type: 'throwArea', figureId: 'A', at: { x: 2.5, y: 0.5 }, placed: true }).code).toBe('too-far');
    const frag = act(w, { type: 'swapWeapon', figureId: 'A', weaponIndex: 1 }).world;
    const again = act(frag, { type: 'endTurn', figureId: activeFigureId(frag)! }).world;
    const back = activeFigureId(again) === 'A' ? again : toNextRound(again).world;
    expect(refused(back, { type: 'throwArea', figureId: 'A', weaponIndex: 1, at: AT, placed: true }).code).toBe('not-placeable');
  });

  it('G-AREA-5 a charge cannot be placed through a wall', () => {
    const w = started(
      arena(
        `
      A|. N . . . . . O
    `,
        { A: { ...first, weapons: ['dynamite'] }, N, O },
      ),
    );
    expect(refused(w, { type: 'throwArea', figureId: 'A', at: AT, placed: true }).code).toBe('no-los');
  });
});
