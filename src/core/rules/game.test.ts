import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce } from 'immer';
import type { World } from '../model/schema';
import { act, arena, ofType, refused, rolls, started, seedFor, withSeed } from './testing/world';
import { applyEvent } from './apply';
import { resolve } from './resolve';
import { chooseCommand } from './ai';
import { activeFigureId, livingSides } from './state';
import { reachCosts } from './deps';
import type { Command } from './commands';
import type { GameEvent } from './events';

/** The little reducer of the replay property: resolve, then apply events with immer. */
function reduce(world: World, command: Command): World | null {
  const r = resolve(world, command);
  if ('violation' in r) return null;
  return produce(world, (d) => {
    for (const e of r.events as GameEvent[]) applyEvent(d as World, e);
  });
}

const MAP = `
  A . . . . . . . N
  . . . .:. . . . .
  B . . . . . . . O
  . . . . m m . . .
`;
const setup = {
  A: { weapons: [{ catalogueId: 'revolver', ammo: 6 }], stats: { mnd: 6 } },
  B: { weapons: ['dynamite', { catalogueId: 'rifle', ammo: 15 }], kind: 'PC' as const },
  N: { weapons: [{ catalogueId: 'smg', ammo: 30 }] },
  O: { weapons: ['knife'], armour: 'leather' },
};

/** A few commands for the active figure: the computer's choice and random but plausible others. */
function candidates(w: World, id: string, pick: number): Command[] {
  const f = w.figures[id];
  const enemies = Object.values(w.figures).filter((o) => o.sideId !== f.sideId && !o.status.dead);
  const cells = [...reachCosts(w, id).keys()];
  const cell = cells[pick % Math.max(1, cells.length)];
  const target = enemies[pick % Math.max(1, enemies.length)];
  return [
    chooseCommand(w, id),
    { type: 'pass', figureId: id },
    { type: 'endTurn', figureId: id },
    ...(cell ? [{ type: 'moveFigure' as const, figureId: id, to: cell }] : []),
    ...(target ? [{ type: 'attack' as const, figureId: id, targetId: target.id, shots: 1 + (pick % 3) }] : []),
    { type: f.status.prone ? ('standUp' as const) : ('dropProne' as const), figureId: id },
    { type: 'aim', figureId: id },
    { type: 'reload', figureId: id },
    { type: 'swapWeapon', figureId: id, weaponIndex: pick % 2 },
  ];
}

describe('play around the rules', () => {
  it('G-GAME-1 a figure off the map enters through an entry point of its side, as a move', () => {
    const base = produce(
      arena(
        `
      A . . .
      . . . N
    `,
        { A: { stats: { mnd: 9 } } },
      ),
      (d) => {
        d.figures.A.cell = null;
        d.scenario.entryPoints = [
          { sideId: 'red' as never, cell: { c: 0, r: 1 }, name: 'west' },
          { sideId: 'blue' as never, cell: { c: 3, r: 0 }, name: 'east' },
        ];
      },
    );
    const w = started(base);
    expect(refused(w, { type: 'moveFigure', figureId: 'A', to: '1,1' }).code).toBe('no-entry');
    expect(refused(w, { type: 'moveFigure', figureId: 'A', to: '3,0' }).code).toBe('no-entry');
    const r = act(w, { type: 'moveFigure', figureId: 'A', to: '0,1' });
    expect(ofType(r.events, 'figureMoved')[0]).toMatchObject({ from: null, to: { c: 0, r: 1 }, apCost: 1 });
  });

  it('G-GAME-2 every roll is an event with purpose, dice, modifiers and result, and carries the dice state', () => {
    const w = started(arena(MAP, setup));
    const id = activeFigureId(w)!;
    let x = w;
    const seen: GameEvent[] = [];
    for (let i = 0; i < 30 && livingSides(x).length > 1; i++) {
      const c = chooseCommand(x, activeFigureId(x)!);
      const r = act(x, c);
      seen.push(...r.events);
      x = r.world;
    }
    expect(id).toBeTruthy();
    const rs = rolls(seen);
    expect(rs.length).toBeGreaterThan(0);
    for (const e of rs) {
      expect(e.purpose.length).toBeGreaterThan(0);
      expect(Array.isArray(e.faces) && Array.isArray(e.modifiers)).toBe(true);
      expect(e.rng.state.length).toBeGreaterThan(0);
    }
    expect(x.rng).toEqual(rs[rs.length - 1].rng);
  });

  it('G-GAME-2 property: any seed and any legal command list replays to an identical World, and resolve never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.tuple(fc.nat(8), fc.nat(50)), { minLength: 1, maxLength: 40 }), (seed, choices) => {
        const start = arena(MAP, setup, {}, seed);
        const log: Command[] = [{ type: 'startEncounter' }];
        let w = reduce(start, log[0])!;
        for (const [which, pick] of choices) {
          const id = activeFigureId(w);
          if (!id) break;
          const snapshot = JSON.stringify(w);
          const c = candidates(w, id, pick)[which % 9];
          const next = c && reduce(w, c);
          expect(JSON.stringify(w)).toBe(snapshot);
          if (next) {
            log.push(c);
            w = next;
          }
        }
        let replay = start;
        for (const c of log) replay = reduce(replay, c)!;
        expect(replay).toEqual(w);
        expect(JSON.stringify(replay)).toBe(JSON.stringify(w));
      }),
      { numRuns: 40 },
    );
  });

  it('G-GAME-4 random encounters (option): entering a new terrain area at least 2" wide rolls for one', () => {
    const w = started(arena(MAP, setup, { randomEncounters: true, randomEncounterChance: 10 }));
    const mover = activeFigureId(w)!;
    const from = w.figures[mover].cell!;
    // Walk into the mud patch (2 cells wide) at row 3.
    const x = withSeed(w, seedFor([[10, 4]]));
    const r = act(x, { type: 'moveFigure', figureId: mover, to: '4,3' });
    expect(from).not.toEqual({ c: 4, r: 3 });
    expect(rolls(r.events).map((e) => e.purpose)).toContain('random encounter (G-GAME-4)');
    expect(ofType(r.events, 'randomEncounter')[0]).toMatchObject({ figureId: mover, cell: { c: 4, r: 3 } });
    const off = started(arena(MAP, setup));
    const m2 = act(off, { type: 'moveFigure', figureId: activeFigureId(off)!, to: '4,3' });
    expect(ofType(m2.events, 'randomEncounter')).toHaveLength(0);
  });
});
