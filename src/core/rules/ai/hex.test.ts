// The computer player on hex maps (G-GAME-3): it closes in by route, opens
// doors, attacks, keeps away when unarmed, and whole games end with winners.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from '.';
import { activeFigureId } from '../state';
import { simulateGame } from '../sim';
import { headlessGame } from '../../session/game';
import { parseGritFileText } from '../../io/save';
import { cellCenter, hexDistance } from '../../geometry/grid';
import { segmentsTouch } from '../../geometry/reach';
import { coverCells, roomOf } from './cells';
import { routeToNearest } from './advance';
import { parseCellRef, type Command } from '../commands';
import type { World } from '../../model/schema';
import { produce } from 'immer';

const first = { stats: { mnd: 9 } };
const knifer = { ...first, weapons: ['knife'] };

/** Lets `id` play its commands for up to `n` turns while every other figure ends its turn. */
function playOne(w: World, id: string, n: number): { world: World; commands: Command[] } {
  const commands: Command[] = [];
  for (let i = 0; i < n; i++) {
    const active = activeFigureId(w);
    if (!active) break;
    if (active !== id) {
      w = act(w, { type: 'endTurn', figureId: active }).world;
      continue;
    }
    const c = chooseCommand(w, id);
    commands.push(c);
    w = act(w, c).world;
  }
  return { world: w, commands };
}

const hexSteps = (w: World, a: string, b: string) => hexDistance(w.figures[a]!.cell!, w.figures[b]!.cell!, 'pointy');

/** A wall segment (explicit inches: the ASCII edges are square edges). */
const wall = (id: string, kind: 'wall' | 'door' | 'low-wall', ax: number, ay: number, bx: number, by: number, door?: 'closed') =>
  ({ id, kind, a: { x: ax, y: ay }, b: { x: bx, y: by }, ...(door ? { door } : {}) }) as World['walls'][string];

const withWalls = (w: World, ...ws: World['walls'][string][]): World => ({ ...w, walls: Object.fromEntries(ws.map((x) => [x.id, x])) });

describe('G-GAME-3 computer player on a hex map', () => {
  const openMoor = `
    A . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . N
  `;

  it('G-GAME-3 hex: with no enemy in reach it moves closer (hex steps), then closes in and attacks', () => {
    const w0 = started(arena(openMoor, { A: knifer }, {}, 1, 'hex-pointy'));
    const { world, commands } = playOne(w0, 'A', 10);
    expect(commands[0]!.type).toBe('moveFigure');
    expect(commands.some((c) => c.type === 'attack' && c.targetId === 'N')).toBe(true);
    expect(hexSteps(world, 'A', 'N')).toBe(1);
  });

  it('G-GAME-3 hex: it walks around a wall to the gap instead of stalling behind it', () => {
    // A wall at x = 3.25 from the top down to y = 3.6: only row 4 passes.
    const map = `
      A . . . . . N .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
    `;
    const w0 = started(withWalls(arena(map, { A: knifer }, {}, 1, 'hex-pointy'), wall('x', 'wall', 3.25, -1, 3.25, 3.6)));
    const route = routeToNearest(w0, w0.figures.A!, [w0.figures.N!])!;
    expect(route.target.id).toBe('N');
    // The planned path crosses no wall: every step's centre line misses it.
    for (let i = 0; i + 1 < route.path.length; i++) {
      const p = cellCenter('hex-pointy', route.path[i]!),
        q = cellCenter('hex-pointy', route.path[i + 1]!);
      expect(segmentsTouch(p.x, p.y, q.x, q.y, 3.25, -1, 3.25, 3.6)).toBe(false);
    }
    expect(route.path.some((c) => c.r === 4)).toBe(true);
    const { world, commands } = playOne(w0, 'A', 12);
    expect(commands.some((c) => c.type === 'attack')).toBe(true);
    expect(hexSteps(world, 'A', 'N')).toBe(1);
  });

  it('G-GAME-3 hex: a closed door on the route is walked to and opened', () => {
    // A full-height wall at x = 3.25 with a closed door across row 2 (y 1.9..2.75).
    const w0 = started(
      withWalls(
        arena(openMoor, { A: knifer }, {}, 1, 'hex-pointy'),
        wall('w1', 'wall', 3.25, -1, 3.25, 1.9),
        wall('d', 'door', 3.25, 1.9, 3.25, 2.75, 'closed'),
        wall('w2', 'wall', 3.25, 2.75, 3.25, 6),
      ),
    );
    const { world, commands } = playOne(w0, 'A', 10);
    expect(commands).toContainEqual({ type: 'openDoor', figureId: 'A', wallId: 'd' });
    expect(world.walls.d!.door).toBe('open');
    expect(hexSteps(world, 'A', 'N')).toBeLessThan(hexSteps(w0, 'A', 'N'));
  });

  it('G-GAME-3 hex: an unarmed figure beside an enemy steps away (its armed friend stays)', () => {
    const map = `
      . . . . . . .
      . . B . A N .
      . . . . . . .
    `;
    const w0 = started(arena(map, { A: { stats: { mnd: 9 } }, B: { weapons: ['knife'] }, N: { weapons: ['knife'] } }, {}, 1, 'hex-pointy'));
    const c = chooseCommand(w0, 'A');
    expect(c.type).toBe('moveFigure');
    const to = parseCellRef((c as Extract<Command, { type: 'moveFigure' }>).to)!;
    expect(hexDistance(to, w0.figures.N!.cell!, 'pointy')).toBeGreaterThan(1);
  });

  it('G-GAME-3 hex hold: a defender with a rifle and no target keeps to its walled room (window) while an attacker would leave it', () => {
    const map = `
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      A . . . . . . . N .
    `;
    const rifle = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };
    // Room: walls at y = 3.6 (window over x 7..8) and x = 5, open to the map's south-east edges.
    const base = withWalls(
      arena(map, { N: { ...first, ...rifle }, A: rifle }, {}, 1, 'hex-pointy'),
      wall('t1', 'wall', 5, 3.6, 7, 3.6),
      { ...wall('win', 'wall', 7, 3.6, 8, 3.6), kind: 'window' },
      wall('t2', 'wall', 8, 3.6, 11, 3.6),
      wall('l', 'wall', 5, 3.6, 5, 7),
    );
    // Blue's hold objective on the room (G-WIN-5) makes it defend; any other objective does not.
    const victory = (blue: string) =>
      produce(started(base), (d) => {
        d.scenario.victory = { red: 'Take the room.', blue };
        d.scenario.zones = { room: { id: 'room', name: 'Room', sideId: 'blue', cells: [], rects: [{ c: 6, r: 4, widthCells: 4, heightCells: 3 }], exit: false } } as never;
        d.scenario.objectives = {
          blue: [/^Keep/.test(blue) ? { id: 'room', kind: 'hold', zone: 'room', atRound: 8, when: 'required' } : { id: 'kill', kind: 'eliminate', when: 'required' }],
        } as never;
      });
    const room = (w: World) => roomOf(w)[w.figures.N!.cell!.r * w.map.widthCells + w.figures.N!.cell!.c];
    const hold = victory('Keep the attackers out until the end of round 8.');
    expect(activeFigureId(hold)).toBe('N');
    const held = playOne(hold, 'N', 4);
    expect(room(held.world)).toBe(room(hold));
    // It takes post (by the window, in cover) and then waits: it passes or ends its turn.
    expect(held.commands.slice(1).every((c) => c.type === 'pass' || c.type === 'endTurn')).toBe(true);
    const go = victory('Take down the attackers.');
    const went = playOne(go, 'N', 4);
    expect(room(went.world)).not.toBe(room(go));
  });

  it('G-GAME-3 hex rooms: a full-height wall parts the map in two, a low wall does not', () => {
    const base = arena(openMoor, {}, {}, 1, 'hex-pointy');
    const room = roomOf(withWalls(base, wall('x', 'wall', 3.25, -1, 3.25, 6)));
    const W = base.map.widthCells;
    const at = (c: number, r: number) => room[r * W + c];
    expect(at(0, 0)).toBe(at(2, 4));
    expect(at(0, 0)).not.toBe(at(5, 0));
    expect(at(4, 3)).toBe(at(11, 4));
    const low = roomOf(withWalls(base, wall('y', 'low-wall', 3.25, -1, 3.25, 6)));
    expect(new Set(low).size).toBe(1);
  });

  it('G-GAME-3 hex cover cells: hexes beside a low wall are marked, far ones not', () => {
    const w = withWalls(arena(openMoor, {}, {}, 1, 'hex-pointy'), wall('y', 'low-wall', 5, 2, 8, 2));
    const cover = coverCells(w);
    expect(cover.has('5,1')).toBe(true);
    expect(cover.has('6,2')).toBe(true);
    expect(cover.has('0,4')).toBe(false);
    expect(cover.has('11,0')).toBe(false);
  });
});

describe('G-GAME-3 computer against computer on hex maps', () => {
  it('G-GAME-3 Stones on the Moor (hex fixture): 20 games all end with a winner before the round limit', () => {
    const r = parseGritFileText(readFileSync('test/fixtures/hex-moor.grit.json', 'utf8'), 'hex-moor.grit.json');
    if (!r.ok || r.kind !== 'scenario') throw new Error('hex-moor fixture did not load');
    const winners = new Set<string>();
    for (let g = 0; g < 20; g++) {
      const res = simulateGame(r.world, 1 + g, { open: headlessGame });
      expect(res.winner).not.toBeNull();
      winners.add(res.winner!);
    }
    expect(winners.size).toBe(2);
  });

  it('G-GAME-3 far apart on a wide hex moor (one knife each): the game ends with a winner, not at the round limit', () => {
    const wide = `
      A . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . .
      . . . . . . . . # . . . . . . .
      . . . . . . . . # . . . . . . .
      . . . . . . . . # . . . . . . .
      . . . . . . . . . . . . . . . N
    `;
    const w = arena(wide, { A: knifer, N: { weapons: ['knife'] } }, { maxRounds: 30 }, 1, 'hex-pointy');
    for (const seed of [1, 2, 3]) {
      const res = simulateGame(w, seed, { open: headlessGame });
      expect(res.winner).not.toBeNull();
      expect(res.rounds).toBeLessThan(30);
    }
  });
});
