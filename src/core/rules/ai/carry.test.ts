import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import type { Command } from '../commands';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from './index';
import { activeFigureId } from '../state';

const first = { stats: { mnd: 9 } };

function setUp(w: World, red: unknown[], zone: { c: number; r: number }, items: Record<string, unknown>): World {
  return produce(w, (d) => {
    d.scenario.zones = { z: { id: 'z', name: 'Livery', sideId: 'red', cells: [zone], rects: [], exit: false } } as never;
    d.scenario.objectives = { red: red.map((o) => ({ when: 'required', ...(o as object) })) } as never;
    for (const [id, i] of Object.entries(items)) d.items[id] = { id, name: id, cell: null, heavy: false, unlocks: [], ...(i as object) } as never;
  });
}

/** Every figure played by the computer until the game ends or `steps` commands. */
function play(w0: World, steps: number): { world: World; commands: Command[] } {
  let world = w0;
  const commands: Command[] = [];
  for (let i = 0; i < steps && !world.outcome; i++) {
    const c = chooseCommand(world, activeFigureId(world)!);
    commands.push(c);
    world = act(world, c).world;
  }
  return { world, commands };
}

describe('G-WIN-5 / G-WIN-7 the computer carries and uses keys', () => {
  it('G-WIN-7 take: the nearest figure fetches the strongbox, carries it (heavy) to the zone and wins', () => {
    const MAP = `
      . . . . . . . . A
      . . . . . . . . .
      N . . . . . . . .
    `;
    const w = setUp(started(arena(MAP, { A: first })), [{ id: 'take', kind: 'take', item: 'box', zone: 'z' }], { c: 8, r: 2 }, { box: { cell: { c: 3, r: 0 }, heavy: true } });
    const { world, commands } = play(w, 80);
    expect(commands).toContainEqual({ type: 'pickUpItem', figureId: 'A', itemId: 'box' });
    expect(world.outcome).toMatchObject({ result: 'won', sideId: 'red', objectiveIds: ['take'] });
    expect(world.items.box.carriedBy).toBe('A');
  });

  it('G-WIN-7 a figure carrying the key unlocks the locked door on its way instead of forcing it', () => {
    const MAP = `
      A . .k. .
      . . .|. .
      N . .|. .
    `;
    const w0 = started(arena(MAP, { A: first }));
    const doorId = Object.values(w0.walls).find((x) => x.kind === 'door')!.id;
    const w = setUp(w0, [{ id: 'go', kind: 'reach', zone: 'z', figures: ['A'] }], { c: 4, r: 0 }, { key: { carriedBy: 'A', unlocks: [doorId] } });
    const { world, commands } = play(w, 40);
    expect(commands).toContainEqual({ type: 'unlockDoor', figureId: 'A', wallId: doorId, itemId: 'key' });
    expect(commands.some((c) => c.type === 'longTask')).toBe(false);
    expect(world.outcome).toMatchObject({ result: 'won', sideId: 'red' });
  });
});

describe('G-WIN-5 / G-WIN-7 take: the fetcher under fire', () => {
  const MAP = `
    N . . . . . A . . . . . . . . .
    . . . . . . . . . . . . . . . .
  `;
  const rifle = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };
  const setup = (nWeapons: unknown[]) =>
    setUp(
      started(arena(MAP, { A: { ...first, ...rifle }, N: { weapons: nWeapons as never } })),
      [{ id: 'take', kind: 'take', item: 'box', zone: 'z' }],
      { c: 15, r: 1 },
      { box: { cell: { c: 12, r: 1 } } },
    );

  it('G-WIN-7 G-MOD-1 under an enemy rifle the fetcher fights first (lies down to shoot back) instead of walking to the item', () => {
    const w = setup(rifle.weapons);
    expect(activeFigureId(w)).toBe('A');
    expect(chooseCommand(w, 'A')).toMatchObject({ type: 'dropProne', figureId: 'A' });
    const prone = produce(w, (d) => {
      d.figures.A!.status.prone = true;
    });
    expect(chooseCommand(prone, 'A')).toMatchObject({ type: 'attack', targetId: 'N' });
  });

  it('G-WIN-3 G-WIN-7 in the last rounds before the limit the fetcher is back on its way to the item under fire: a fair shot first (G-WIN-5), never down on the ground', () => {
    const late = produce(setup(rifle.weapons), (d) => {
      d.scenario.maxRounds = d.turn.round + 1;
    });
    expect(chooseCommand(late, 'A')).toMatchObject({ type: 'attack', targetId: 'N' });
    const spent = produce(late, (d) => {
      d.figures.A!.apLeft = 2;
    });
    expect(chooseCommand(spent, 'A').type).toBe('moveFigure');
  });

  it('G-WIN-5 with no shot coming back (an unarmed enemy) it walks on to the item', () => {
    const w = setup([]);
    expect(chooseCommand(w, 'A').type).toBe('moveFigure');
  });
});
