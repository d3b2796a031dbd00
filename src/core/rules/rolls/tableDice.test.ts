// Real dice typed at the table (issue 16 fix 8): a command's `faces` feed the
// rolls of sides whose dice are "table" (Ctx.draw); every other roll stays seeded.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import type { Command } from '../commands';
import type { GameEvent } from '../events';
import { resolve } from '../resolve';
import { arena, rolls, seedFor, started, withSeed } from '../testing/world';
import { numRuns } from '../testing/runs';

// A (red) acts first (MND 9) and shoots N (blue) four squares away.
const map = `
  A . . . N
`;
const shooter = { stats: { mnd: 9 }, weapons: [{ catalogueId: 'smg', ammo: 30 }] };
const tough = { hp: 500, stats: { hp: 500, bod: 1, mnd: 1 } };
const attack: Command = { type: 'attack', figureId: 'A', targetId: 'N', shots: 2 };

function game(seed: number, red: { dice?: 'app' | 'table'; controller?: 'human' | 'computer' } = { dice: 'table' }): World {
  const w = withSeed(started(arena(map, { A: shooter, N: tough })), seed);
  return produce(w, (d) => {
    Object.assign(d.sides.red, red);
  });
}

function events(world: World, command: Command): GameEvent[] {
  const r = resolve(world, command);
  if ('violation' in r) throw new Error(`${command.type} refused: ${r.violation.message}`);
  return r.events;
}

/** Events without the dice state and the table mark: what a roll decides. */
const decided = (es: GameEvent[]) => es.map((e) => (e.type === 'diceRolled' ? { ...e, rng: null, atTable: undefined } : e));

describe('real dice typed at the table (issue 16 fix 8)', () => {
  it('G-GAME-2 a command with typed faces resolves as the same command whose seeded dice showed those faces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), (seed) => {
        const world = game(seed);
        const seededEvents = events(world, attack);
        const faces = rolls(seededEvents).flatMap((e) => e.faces);
        expect(faces.length).toBeGreaterThanOrEqual(2);
        const typed = events(world, { ...attack, faces });
        expect(decided(typed)).toEqual(decided(seededEvents));
        // Typed rolls are marked and leave the app's dice where they were.
        for (const e of rolls(typed)) expect(e).toMatchObject({ atTable: true, rng: world.rng });
      }),
      { numRuns: numRuns(40) },
    );
  });

  it('G-ROLL-1 each missing roll is asked for in turn with what to roll, for what, the target and the modifiers', () => {
    const world = game(seedFor([[10, 2]]));
    const first = resolve(world, { ...attack, faces: [] });
    expect(first).toMatchObject({ violation: { code: 'dice-needed', roll: { notation: '1d10', count: 1, sides: 10, sideId: 'red', figureId: 'A', faceIndex: 0 } } });
    if (!('violation' in first)) return;
    const ask = first.violation.roll!;
    expect(ask.purpose).toMatch(/^attack 1\/2: Figure A at Figure N with the /);
    expect(ask.target).toBe(5 + ask.modifiers.reduce((s, m) => s + m.value, 0));
    expect(first.violation.message).toMatch(/roll 1d10 at the table for attack 1\/2/);
    // A hit (1) brings the damage roll: a total, no target.
    const second = resolve(world, { ...attack, faces: [1] });
    expect(second).toMatchObject({ violation: { code: 'dice-needed', roll: { faceIndex: 1, figureId: 'A' } } });
    if (!('violation' in second)) return;
    expect(second.violation.roll!.purpose).toMatch(/^damage: /);
    expect(second.violation.roll!.target).toBeUndefined();
  });

  it('G-GAME-2 faces the dice cannot show are refused with the reason and the roll; too many faces are refused', () => {
    const world = game(1);
    for (const bad of [11, 0, 2.5, -3]) {
      const r = resolve(world, { ...attack, faces: [bad] });
      expect(r).toMatchObject({ violation: { code: 'impossible-face', roll: { notation: '1d10', faceIndex: 0 } } });
      if ('violation' in r) expect(r.violation.message).toContain(`${bad} is not a face of a d10 (it shows 1 to 10)`);
    }
    const faces = rolls(events(world, attack)).flatMap((e) => e.faces);
    const over = resolve(world, { ...attack, faces: [...faces, 4] });
    expect(over).toMatchObject({ violation: { code: 'too-many-faces' } });
    if ('violation' in over) expect(over.violation.message).toContain(`${faces.length + 1} given, the rolls at the table used ${faces.length}`);
    expect(resolve(world, { ...attack, faces: 'six' } as unknown as Command)).toMatchObject({ violation: { code: 'bad-command' } });
  });

  it("G-GAME-3 the computer's sides still roll seeded: a side handed to the computer, and the other side's rolls in a table side's command", () => {
    // Red rolls at the table but the computer plays it: the faces list is not asked for.
    const computer = game(3, { dice: 'table', controller: 'computer' });
    expect(decided(events(computer, { ...attack, faces: [] }))).toEqual(decided(events(computer, attack)));
    // G-ROLL-2 dispute: red types its d10, blue (the app's dice) rolls seeded: 3 from this seed.
    const world = game(seedFor([[10, 3]]));
    const dispute: Command = { type: 'dispute', figureIds: ['A', 'N'], faces: [7] };
    const r = rolls(events(world, dispute));
    expect(r.map((e) => [e.figureId, e.faces[0], e.atTable ?? false])).toEqual([
      ['A', 7, true],
      ['N', 3, false],
    ]);
    expect(r[1].rng).not.toEqual(world.rng);
  });

  it('G-GAME-2 a side that rolls with the app takes no faces, and a command without faces rolls seeded as before', () => {
    const app = game(5, { dice: 'app' });
    expect(events(app, { ...attack, faces: [] })).toEqual(events(app, attack));
    const table = game(5);
    expect(events(table, attack)).toEqual(events(app, attack));
  });
});
