import { describe, expect, it } from 'vitest';
import { arena, started, act, ofType, refused } from '../testing/world';
import { chooseCommand } from '.';
import { activeFigureId } from '../state';
import type { Command } from '../commands';
import type { World } from '../../model/schema';

const first = { stats: { mnd: 9 } };
const gunman = { ...first, weapons: [{ catalogueId: 'revolver', ammo: 6 }] };

/** Lets A play its commands for up to `n` turns while every other figure ends its turn. */
function playA(w: World, n: number): { world: World; commands: Command[] } {
  const commands: Command[] = [];
  for (let i = 0; i < n; i++) {
    const id = activeFigureId(w);
    if (!id) break;
    if (id !== 'A') {
      w = act(w, { type: 'endTurn', figureId: id }).world;
      continue;
    }
    const c = chooseCommand(w, 'A');
    commands.push(c);
    w = act(w, c).world;
  }
  return { world: w, commands };
}

const dist = (w: World, a: string, b: string) => {
  const p = w.figures[a]!.cell!,
    q = w.figures[b]!.cell!;
  return Math.max(Math.abs(p.c - q.c), Math.abs(p.r - q.r));
};

describe('G-GAME-3 computer player closes in by route', () => {
  const twoRooms = `
    A . . .|. . . .
    . . . .|. . . .
    . . . .d. . . .
    . . . .|. . . N
  `;

  it('G-GAME-3 two rooms: it walks to the closed door, opens it, then goes through toward the enemy', () => {
    const w0 = started(arena(twoRooms, { A: gunman }));
    const doorId = Object.values(w0.walls).find((x) => x.kind === 'door')!.id;
    const { world, commands } = playA(w0, 12);
    const types = commands.map((c) => c.type);
    const opened = types.indexOf('openDoor');
    expect(opened).toBeGreaterThan(0);
    expect(types[0]).toBe('moveFigure'); // first to the door: it is more than 1" away
    expect(commands[opened]).toEqual({ type: 'openDoor', figureId: 'A', wallId: doorId });
    expect(world.walls[doorId]!.door).toBe('open');
    // After the door: through it (the figure ends in the right room) or shooting N.
    const after = commands.slice(opened + 1).map((c) => c.type);
    expect(after.some((t) => t === 'moveFigure' || t === 'attack')).toBe(true);
    expect(dist(world, 'A', 'N')).toBeLessThan(dist(w0, 'A', 'N'));
  });

  it('G-GAME-3 / G-TURN-3 the only way in is a locked door: it forces the door as a long task', () => {
    const w0 = started(arena(twoRooms.replace('d', 'k'), { A: gunman }));
    const doorId = Object.values(w0.walls).find((x) => x.kind === 'door')!.id;
    const { world, commands } = playA(w0, 16);
    const forced = commands.findIndex((c) => c.type === 'longTask');
    expect(commands[forced]).toMatchObject({ type: 'longTask', figureId: 'A', wallId: doorId });
    expect(commands.slice(0, forced).some((c) => c.type === 'openDoor')).toBe(false);
    // 10 AP of work (apForceDoor) spread over rounds, then the door stands open and A goes on.
    expect(world.walls[doorId]!.door).toBe('open');
    expect(commands.filter((c) => c.type === 'longTask').length).toBeGreaterThanOrEqual(2);
  });

  it('G-GAME-3 an open door is not closed again and a reachable enemy needs no door', () => {
    const w0 = started(arena(twoRooms.replace('d', 'o'), { A: gunman }));
    const { commands } = playA(w0, 6);
    expect(commands.some((c) => c.type === 'openDoor' || c.type === 'longTask')).toBe(false);
    expect(commands.some((c) => c.type === 'moveFigure' || c.type === 'attack')).toBe(true);
  });

  it('G-GAME-3 enemy in sight but out of reach: of the squares that close in as much, it takes the one behind the low wall', () => {
    const map = `
      . . . . . . . . . . . . . . . .
      A . . . . . . . . . . . . . . N
      . . . . . .:. . . . . . . . . .
    `;
    const w = started(arena(map, { A: { stats: { mnd: 9, ap: 6 }, weapons: ['knife'] }, N: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] } }));
    expect(activeFigureId(w)).toBe('A');
    expect(chooseCommand(w, 'A')).toEqual({ type: 'moveFigure', figureId: 'A', to: '4,2' });
    // Without the low wall the same move budget goes straight along the row toward N.
    const open = started(arena(map.replace(':', ' '), { A: { stats: { mnd: 9, ap: 6 }, weapons: ['knife'] }, N: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] } }));
    const c = chooseCommand(open, 'A');
    expect(c.type).toBe('moveFigure');
    expect((c as { to: string }).to).not.toBe('4,2');
  });

  it('G-GAME-3 deterministic: the same world gives the same command', () => {
    const w0 = started(arena(twoRooms, { A: gunman }));
    expect(playA(w0, 12).commands).toEqual(playA(w0, 12).commands);
  });
});

describe('G-TURN-3 forcing a door', () => {
  it('G-TURN-3 longTask with a wallId: work over rounds, then the locked door opens', () => {
    const w0 = started(arena(`AkN`, { A: { stats: { mnd: 9, ap: 6 } } }, { apForceDoor: 8 }));
    const doorId = Object.values(w0.walls)[0]!.id;
    const r1 = act(w0, { type: 'longTask', figureId: 'A', name: 'force', wallId: doorId });
    expect(ofType(r1.events, 'taskProgressed')[0]).toMatchObject({ apDone: 6, apNeeded: 8, finished: false });
    expect(ofType(r1.events, 'doorChanged')).toEqual([]);
    let w = act(r1.world, { type: 'endTurn', figureId: 'N' }).world; // round 2: A is first again
    const r2 = act(w, { type: 'longTask', figureId: 'A', name: 'force', wallId: doorId });
    expect(ofType(r2.events, 'taskProgressed')[0]).toMatchObject({ apDone: 8, finished: true });
    expect(ofType(r2.events, 'doorChanged')).toEqual([{ type: 'doorChanged', wallId: doorId, door: 'open' }]);
    w = r2.world;
    expect(w.walls[doorId]!.door).toBe('open');
    expect(w.figures.A!.apLeft).toBe(4);
    const far = started(arena(`A .kN`, { A: first }));
    expect(refused(far, { type: 'longTask', figureId: 'A', name: 'force', wallId: Object.keys(far.walls)[0]! }).code).toBe('too-far');
    expect(refused(far, { type: 'longTask', figureId: 'A', name: 'force', wallId: 'nope' }).code).toBe('no-such-wall');
  });
});
