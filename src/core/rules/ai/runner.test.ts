import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from './index';
import { activeFigureId } from '../state';
import { coverOf } from '../deps';
import { freshRulesCache } from '../../spatial/rulesCache';
import { sideDefends } from './hold';

const first = { stats: { mnd: 9 } };
const rifle = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };

/** Red must get A to the zone (column 15, rows 0-3); `maxRounds` sets the time limit (none: no hurry). */
function runnerWorld(map: string, figures: Parameters<typeof arena>[1], maxRounds?: number, round = 1): World {
  return produce(started(arena(map, figures)), (d) => {
    d.scenario.zones = { z: { id: 'z', name: 'Road', sideId: 'red', cells: [], rects: [{ c: 15, r: 0, widthCells: 1, heightCells: 4 }], exit: true } } as never;
    d.scenario.objectives = { red: [{ id: 'away', kind: 'reach', zone: 'z', figures: ['A'], when: 'required' }], blue: [{ id: 'stop', kind: 'destroy', figure: 'A', when: 'any-of' }] } as never;
    if (maxRounds === undefined) delete d.scenario.maxRounds;
    else d.scenario.maxRounds = maxRounds;
    d.turn.round = round;
  });
}

const seenBy = (w: World, enemyId: string, id: string) => coverOf(w, enemyId, id, freshRulesCache()).los;
/** At most a sliver of the figure in the enemy's sight (heavy cover or better, G-COV-1). */
const keptHidden = (w: World, enemyId: string, id: string) => {
  const cov = coverOf(w, enemyId, id, freshRulesCache());
  return !cov.los || cov.hiddenFraction >= 0.75;
};

describe('G-WIN-5 a precious runner does not walk into fire', () => {
  // A (red, unarmed) behind a wall; the only way east runs along the open bottom rows, in sight of N's rifle.
  const MAP = `
    A .|. . . . . . . . . . . . . .
    . .|. . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . N
  `;

  it('G-WIN-5 reach: with rounds to spare, an unarmed runner named in an enemy destroy objective ends its move out of the rifle’s sight (heavy cover at worst)', () => {
    const w = runnerWorld(MAP, { A: first, N: rifle });
    expect(activeFigureId(w)).toBe('A');
    expect(seenBy(w, 'N', 'A')).toBe(false);
    const c = chooseCommand(w, 'A');
    const after = act(w, c).world;
    expect(keptHidden(after, 'N', 'A')).toBe(true);
  });

  it('G-WIN-5 reach: when the rounds left barely cover the route, the runner goes by the shortest route anyway', () => {
    // 15 squares at 10 AP a turn: 2 turns, and round 7 of 8 leaves 2.
    const w = runnerWorld(MAP, { A: first, N: rifle }, 8, 7);
    const c = chooseCommand(w, 'A');
    expect(c.type).toBe('moveFigure');
    expect(act(w, c).world.figures.A!.cell!.c).toBeGreaterThanOrEqual(5);
  });
});

describe('G-WIN-5 / G-AREA-3 a precious runner keeps out of a thrower’s reach', () => {
  // N holds a flask of burning oil (10" throw) and little AP; nothing else can hurt A.
  const MAP = `
    A . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . N
  `;

  it('G-WIN-5 reach: with rounds to spare, the runner does not end its move within an oil flask’s throw', () => {
    const w = runnerWorld(MAP, { A: first, N: { stats: { ap: 2 }, weapons: [{ catalogueId: 'burning-oil', ammo: 1 }] } });
    const c = chooseCommand(w, 'A');
    const a = act(w, c).world.figures.A!.cell!;
    expect(Math.hypot(a.c - 15, a.r - 3)).toBeGreaterThan(10);
  });
});

describe('G-WIN-5 who defends', () => {
  const MAP = `
    A . . . . . . . N
    . . . . . . . . .
  `;
  const holdAt = (c: number) =>
    produce(started(arena(MAP, { A: rifle, N: rifle })), (d) => {
      d.scenario.zones = { z: { id: 'z', name: 'Server room', sideId: 'red', cells: [], rects: [{ c, r: 0, widthCells: 2, heightCells: 2 }], exit: false } } as never;
      d.scenario.objectives = { red: [{ id: 'secure', kind: 'hold', zone: 'z', when: 'required' }], blue: [{ id: 'keep', kind: 'survive', count: 1, untilRound: 8, when: 'at-time-out' }] } as never;
    });

  it('G-WIN-5 a hold on a zone the side stands in is defence; a hold on a zone still to be taken is an attack (so the side facing it holds)', () => {
    expect(sideDefends(holdAt(0), 'red')).toBe(true);
    expect(sideDefends(holdAt(4), 'red')).toBe(false);
    expect(sideDefends(holdAt(4), 'blue')).toBe(true);
  });
});
