import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import type { Item } from '../../model/objectives';
import { act, arena, ofType, refused, started } from '../testing/world';
import { activeFigureId } from '../state';
import { describeEvent } from '../describe';
import { planMove, reachForFigure } from '../movement';

// A (red, moves first) and B (red) side by side; N (blue) far off.
const MAP = `
  A B . . .
  . . . . .
  . . . . N
`;
const FIGS = { A: { stats: { mnd: 9 } }, B: { stats: { mnd: 8 } }, N: { stats: { mnd: 1 } } };

function withItems(w: World, items: Array<Partial<Item> & { id: string }>): World {
  return produce(w, (d) => {
    for (const i of items) d.items[i.id] = { name: i.id, cell: null, heavy: false, unlocks: [], ...i } as Item;
  });
}

describe('G-WIN-7 carrying', () => {
  const w0 = started(arena(MAP, FIGS));

  it('G-WIN-7 picks up an item within 1" for 1 AP; one 2 squares away is refused', () => {
    const w = withItems(w0, [
      { id: 'box', cell: { c: 0, r: 1 } },
      { id: 'far', cell: { c: 2, r: 2 } },
    ]);
    const r = act(w, { type: 'pickUpItem', figureId: 'A', itemId: 'box' });
    expect(r.world.items.box).toMatchObject({ cell: null, carriedBy: 'A' });
    expect(r.world.figures.A.apLeft).toBe(w.figures.A.apLeft - 1);
    expect(describeEvent(ofType(r.events, 'itemPickedUp')[0], r.world)).toMatch(/picks up box at 0,1/);
    expect(refused(w, { type: 'pickUpItem', figureId: 'A', itemId: 'far' })).toMatchObject({ code: 'too-far' });
  });

  it('G-WIN-7 a carried item moves with its figure and is dropped on its cell for 0 AP', () => {
    const w = withItems(w0, [{ id: 'box', cell: null, carriedBy: 'A' }]);
    const afterMove = act(w, { type: 'moveFigure', figureId: 'A', to: { c: 0, r: 2 } }).world;
    expect(afterMove.items.box.carriedBy).toBe('A');
    // One Action a turn (G-TIME-1): put A where it moved and give it the turn back to drop.
    const moved = produce(w, (d) => void (d.figures.A.cell = { c: 0, r: 2 }));
    const r = act(moved, { type: 'dropItem', figureId: 'A', itemId: 'box' });
    expect(r.world.items.box.cell).toEqual({ c: 0, r: 2 });
    expect(r.world.items.box.carriedBy).toBeUndefined();
    expect(r.world.figures.A.apLeft).toBe(moved.figures.A.apLeft);
  });

  it('G-WIN-7 hands an item to an adjacent friend for 1 AP, not to an enemy or a friend 2 squares off', () => {
    const w = withItems(w0, [{ id: 'box', carriedBy: 'A' }]);
    const r = act(w, { type: 'handItem', figureId: 'A', itemId: 'box', toId: 'B' });
    expect(r.world.items.box.carriedBy).toBe('B');
    expect(r.world.figures.A.apLeft).toBe(w.figures.A.apLeft - 1);
    expect(refused(w, { type: 'handItem', figureId: 'A', itemId: 'box', toId: 'N' })).toMatchObject({ code: 'not-a-friend' });
    const apart = produce(w, (d) => void (d.figures.B.cell = { c: 2, r: 0 }));
    expect(refused(apart, { type: 'handItem', figureId: 'A', itemId: 'box', toId: 'B' })).toMatchObject({ code: 'too-far' });
  });

  it('G-WIN-7 a heavy item costs +1 AP a square; a light one does not', () => {
    const heavy = withItems(w0, [{ id: 'strongbox', carriedBy: 'A', heavy: true }]);
    const light = withItems(w0, [{ id: 'note', carriedBy: 'A' }]);
    const to = { c: 0, r: 2 };
    expect(ofType(act(light, { type: 'moveFigure', figureId: 'A', to }).events, 'figureMoved')[0].apCost).toBe(2);
    expect(ofType(act(heavy, { type: 'moveFigure', figureId: 'A', to }).events, 'figureMoved')[0].apCost).toBe(4);
    const twoPerSquare = produce(heavy, (d) => void (d.scenario.rules = { ...d.scenario.rules, heavyLoadExtraApPerSquare: 2 }));
    expect(ofType(act(twoPerSquare, { type: 'moveFigure', figureId: 'A', to }).events, 'figureMoved')[0].apCost).toBe(6);
  });

  it('G-WIN-7 the move preview (reach overlay, planMove) charges the heavy load exactly as the resolved move, and drops cells it cannot afford', () => {
    const heavy = withItems(w0, [{ id: 'strongbox', carriedBy: 'A', heavy: true }]);
    const to = { c: 0, r: 2 };
    const resolved = ofType(act(heavy, { type: 'moveFigure', figureId: 'A', to }).events, 'figureMoved')[0].apCost;
    expect(reachForFigure(heavy, 'A').apCostAt(to)).toBe(resolved);
    expect(reachForFigure(heavy, 'A').cells.get('0,2')?.apCost).toBe(resolved);
    expect(planMove(heavy, 'A', to)).toMatchObject({ ok: true, apCost: resolved });
    expect(reachForFigure(w0, 'A').apCostAt(to)).toBe(2);
    // With 3 AP left the heavy carrier cannot end 2 squares away (2 + 2 AP) but the unladen figure can.
    const tired = produce(heavy, (d) => void (d.figures.A!.apLeft = 3));
    expect(reachForFigure(tired, 'A').apCostAt(to)).toBeNull();
    expect(reachForFigure(tired, 'A').cells.has('0,2')).toBe(false);
    expect(planMove(tired, 'A', to)).toMatchObject({ ok: false, reason: 'not enough AP: needs 4, has 3 (heavy load)' });
    expect(
      reachForFigure(
        produce(w0, (d) => void (d.figures.A!.apLeft = 3)),
        'A',
      ).apCostAt(to),
    ).toBe(2);
  });

  it('G-WIN-7 the item falls to its cell when the carrier goes down', () => {
    // N shoots A point-blank until A drops; the box lands on A's cell.
    const w = produce(withItems(started(arena(MAP, { ...FIGS, A: { stats: { mnd: 1 }, hp: 1 }, N: { stats: { mnd: 9 }, weapons: ['rifle'] } })), [{ id: 'box', carriedBy: 'A' }]), (d) => {
      d.figures.N.cell = { c: 0, r: 1 };
    });
    expect(activeFigureId(w)).toBe('N');
    let cur = w;
    for (let i = 0; i < 6 && cur.items.box.carriedBy; i++) cur = act(cur, { type: 'attack', figureId: 'N', targetId: 'A' }).world;
    expect(cur.figures.A.status.unconscious || cur.figures.A.status.dead).toBe(true);
    expect(cur.items.box).toMatchObject({ cell: { c: 0, r: 0 } });
    expect(cur.items.box.carriedBy).toBeUndefined();
  });
});

describe('G-WIN-7 keys', () => {
  // A locked door between A's room and the right-hand one.
  const MAP_DOOR = `
    A .k. .
    . .|. N
  `;
  const w0 = started(arena(MAP_DOOR, FIGS));
  const doorId = Object.values(w0.walls).find((x) => x.kind === 'door')!.id;

  it('G-WIN-7 a carried key unlocks its door from within 1" for 1 AP, then locks it again', () => {
    const w = withItems(w0, [{ id: 'key', carriedBy: 'A', unlocks: [doorId] }]);
    expect(refused(w, { type: 'unlockDoor', figureId: 'A', wallId: doorId })).toMatchObject({ code: 'too-far' });
    const near = produce(w, (d) => void (d.figures.A.cell = { c: 1, r: 0 }));
    const open = act(near, { type: 'unlockDoor', figureId: 'A', wallId: doorId });
    expect(open.world.walls[doorId].door).toBe('closed');
    expect(open.world.figures.A.apLeft).toBe(near.figures.A.apLeft - 1);
    expect(describeEvent(ofType(open.events, 'doorChanged')[0], open.world)).toMatch(/unlocks door .* with key/);
    const shut = produce(near, (d) => void (d.walls[doorId].door = 'closed'));
    expect(act(shut, { type: 'lockDoor', figureId: 'A', wallId: doorId }).world.walls[doorId].door).toBe('locked');
  });

  it('G-WIN-7 without the key, or with a key to another door, the door stays locked', () => {
    const near = produce(w0, (d) => void (d.figures.A.cell = { c: 1, r: 0 }));
    expect(refused(near, { type: 'unlockDoor', figureId: 'A', wallId: doorId })).toMatchObject({ code: 'no-key' });
    const wrong = withItems(near, [{ id: 'other', carriedBy: 'A', unlocks: ['elsewhere'] }]);
    expect(refused(wrong, { type: 'unlockDoor', figureId: 'A', wallId: doorId, itemId: 'other' })).toMatchObject({ code: 'wrong-key' });
  });
});
