import { describe, expect, it } from 'vitest';
import { coverOf, losBetween } from './los';
import { wall, worldFromAscii } from './testWorld';
import { coverLevel } from '../../geometry/sight/cover';

const corridor = `
  A.......B
  .........
  .........`;

describe('G-LOS-1 blockers by kind', () => {
  const across = (kind: Parameters<typeof wall>[1], door?: 'open' | 'closed' | 'locked') => worldFromAscii(corridor, { walls: wall('w', kind, 4, 0, 4, 3, door) });

  it('G-LOS-1 plain walls, closed and locked doors block sight', () => {
    expect(losBetween(across('wall'), 'A', 'B')).toBe(false);
    expect(losBetween(across('door', 'closed'), 'A', 'B')).toBe(false);
    expect(losBetween(across('door', 'locked'), 'A', 'B')).toBe(false);
  });

  it('G-LOS-1 windows, open doors, low walls and fences do not block sight', () => {
    expect(losBetween(across('window'), 'A', 'B')).toBe(true);
    expect(losBetween(across('door', 'open'), 'A', 'B')).toBe(true);
    expect(losBetween(across('low-wall'), 'A', 'B')).toBe(true);
    expect(losBetween(across('fence'), 'A', 'B')).toBe(true);
  });

  it('G-LOS-1 high objects block, low objects do not', () => {
    const box = (height: 'low' | 'high') =>
      worldFromAscii(corridor, {
        objects: {
          o: {
            id: 'o',
            name: 'crate',
            height,
            shape: {
              kind: 'polygon',
              points: [
                { x: 3, y: -1 },
                { x: 5, y: -1 },
                { x: 5, y: 4 },
                { x: 3, y: 4 },
              ],
            },
          },
        },
      });
    expect(losBetween(box('high'), 'A', 'B')).toBe(false);
    expect(losBetween(box('low'), 'A', 'B')).toBe(true);
    const pillar = worldFromAscii(`A...B`, { objects: { p: { id: 'p', name: 'pillar', height: 'high', shape: { kind: 'circle', center: { x: 2.5, y: 0.5 }, radiusInches: 0.2 } } } });
    // A thin pillar hides the centre line but not the whole footprint.
    expect(losBetween(pillar, 'A', 'B')).toBe(true);
    expect(coverOf(pillar, 'A', 'B').hardHidden).toBeGreaterThan(0);
  });

  it('G-LOS-1 sight-blocking terrain cells block; LOS accepts cells as well as figures', () => {
    const w = worldFromAscii(`
      A...#...B
      .........`);
    expect(losBetween(w, 'A', 'B')).toBe(false);
    expect(losBetween(w, { c: 0, r: 1 }, { c: 8, r: 1 })).toBe(true);
  });

  it('G-LOS-1 symmetric on a cluttered fixture: A sees B iff B sees A', () => {
    const w = worldFromAscii(
      `
      A..#....b
      ..#..%...
      .c...#.D.
      ....##...
      E.....f..`,
      { walls: { ...wall('w1', 'wall', 3, 3, 6, 5), ...wall('w2', 'door', 1, 1, 1, 4, 'closed') } },
    );
    const ids = Object.keys(w.figures);
    let seen = 0;
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        expect(losBetween(w, a, b)).toBe(losBetween(w, b, a));
        if (losBetween(w, a, b)) seen++;
      }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(ids.length * (ids.length - 1));
  });
});

describe('G-LOS-2 / G-COV-1 hidden fraction by 3×3 samples', () => {
  it('G-LOS-2 a wall shading the upper half of the target hides 4 of the 9 rotated-lattice samples: light cover', () => {
    const w = worldFromAscii(
      `
      .......
      .......
      A.....B`,
      { walls: wall('w', 'wall', 5, 0, 5, 2.5) },
    );
    const cov = coverOf(w, 'A', 'B');
    // Sample rows are 0.1 … 0.9: four lie above the shadow edge at 0.5 (exact area 0.5).
    expect(cov.hardHidden).toBeCloseTo(4 / 9);
    expect(cov.cover).toBe('light');
    expect(cov.concealment).toBe('none');
    expect(cov.los).toBe(true);
    expect(cov.distanceInches).toBeCloseTo(6);
  });

  it('G-LOS-2 option coverViewpoint "best": a corner of the attacker may see what its centre cannot', () => {
    const w = worldFromAscii(`A.....B`, { walls: wall('w', 'wall', 3, 0.3, 3, 0.7) });
    expect(coverOf(w, 'A', 'B')).toMatchObject({ cover: 'full', los: false });
    w.scenario.rules = { coverViewpoint: 'best' };
    const best = coverOf(w, 'A', 'B');
    expect(best.hardHidden).toBeLessThan(1);
    expect(best.los).toBe(true);
  });

  it('G-LOS-2 option coverSampling: a 5×5 pattern resolves the shadow more finely', () => {
    const w = worldFromAscii(
      `
      .......
      .......
      A.....B`,
      { walls: wall('w', 'wall', 5, 0, 5, 2.5) },
    );
    w.scenario.rules = { coverSampling: '5x5-inset-10' };
    expect(coverOf(w, 'A', 'B').hardHidden).toBeCloseTo(12 / 25);
    // The axis-aligned reading, rows of five at 0.1 / 0.3 / 0.5 / 0.7 / 0.9: two rows hidden.
    w.scenario.rules = { coverSampling: '5x5-inset-10-edges' };
    expect(coverOf(w, 'A', 'B').hardHidden).toBeCloseTo(10 / 25);
    w.scenario.rules = { coverSampling: '3x3-inset-10-edges' };
    expect(coverOf(w, 'A', 'B').hardHidden).toBeCloseTo(3 / 9);
  });

  it('G-COV-1 levels: <25% none, 25–49 light, 50–74 medium, 75–99 heavy, 100 full', () => {
    expect([0, 2 / 9, 0.25, 4 / 9, 0.5, 6 / 9, 0.75, 8 / 9, 1].map(coverLevel)).toEqual(['none', 'none', 'light', 'light', 'medium', 'medium', 'heavy', 'heavy', 'full']);
  });

  it('G-COV-1 full cover means no line of sight', () => {
    const w = worldFromAscii(`A..B`, { walls: wall('w', 'wall', 2, -1, 2, 2) });
    const cov = coverOf(w, 'A', 'B');
    expect(cov).toMatchObject({ los: false, cover: 'full', hiddenFraction: 1 });
  });

  it('G-LOS-2 concealing foliage counts toward concealment, not cover', () => {
    const w = worldFromAscii(`A..%B`);
    const cov = coverOf(w, 'A', 'B');
    expect(cov.cover).toBe('none');
    expect(cov.softHidden).toBe(1);
    expect(cov.concealment).toBe('full');
    // Foliage beside the line of fire conceals nothing.
    expect(
      coverOf(
        worldFromAscii(`A...B
      ..%..`),
        'A',
        'B',
      ).concealment,
    ).toBe('none');
  });
});

describe('G-LOS-3 low cover', () => {
  it('G-LOS-3 a low wall within 1" of the target gives at least 50% cover', () => {
    const w = worldFromAscii(`A.....B`, { walls: wall('lw', 'low-wall', 5.8, -1, 5.8, 2) });
    const cov = coverOf(w, 'A', 'B');
    expect(cov.lowCover).toBe('lw');
    expect(cov.cover).toBe('medium');
    expect(cov.los).toBe(true);
  });

  it('G-LOS-3 the low-cover share is the scenario option lowCoverFraction', () => {
    const w = worldFromAscii(`A.....B`, { walls: wall('lw', 'low-wall', 5.8, -1, 5.8, 2) });
    w.scenario.rules = { lowCoverFraction: 0.25 };
    expect(coverOf(w, 'A', 'B')).toMatchObject({ lowCover: 'lw', cover: 'light', hardHidden: 0.25 });
  });

  it('G-LOS-3 no low cover when the attacker is also within 1" of the same obstacle', () => {
    const w = worldFromAscii(`AB`, { walls: wall('lw', 'low-wall', 1, -1, 1, 2) });
    expect(coverOf(w, 'A', 'B')).toMatchObject({ lowCover: null, cover: 'none' });
  });

  it('G-LOS-3 a low obstacle far from the target gives no cover', () => {
    const w = worldFromAscii(`A.....B`, { objects: { o: { id: 'o', name: 'barrel', height: 'low', shape: { kind: 'circle', center: { x: 3.5, y: 0.5 }, radiusInches: 0.4 } } } });
    expect(coverOf(w, 'A', 'B')).toMatchObject({ lowCover: null, cover: 'none' });
  });
});

describe('G-LOS-4 smoke', () => {
  const smoke = (visibilityInches: number) => ({ s: { id: 's', kind: 'smoke', effect: 'smoke' as const, center: { x: 5, y: 0.5 }, radiusInches: 2, roundsLeft: 5, visibilityInches } });

  it('G-LOS-4 sight through smoke thicker than its visibility distance is lost', () => {
    const w = worldFromAscii(`A........B`, { areas: smoke(3) });
    expect(losBetween(w, 'A', 'B')).toBe(false);
    expect(coverOf(w, 'A', 'B')).toMatchObject({ los: false, cover: 'none', concealment: 'full' });
  });

  it('G-LOS-4 sight reaches through smoke when the chord is within the visibility distance', () => {
    const w = worldFromAscii(`A........B`, { areas: smoke(5) });
    expect(losBetween(w, 'A', 'B')).toBe(true);
    const inside = worldFromAscii(`....AB....`, { areas: smoke(0.5) });
    // Both inside the cloud, 1" apart, visibility 0.5": not seen.
    expect(losBetween(inside, 'A', 'B')).toBe(false);
  });
});

describe('cover answered once per World and pair (issue 16 hover: an attack preview asks three times)', () => {
  it('G-LOS-2 the same World and pair give the same frozen answer; a new World, another pair or a cell ask anew and agree with a fresh cache', async () => {
    const { RulesCache, freshRulesCache } = await import('../../spatial/rulesCache');
    const w = worldFromAscii(corridor, { walls: wall('w', 'low-wall', 4, 0, 4, 3) });
    const cache = new RulesCache();
    const first = coverOf(w, 'A', 'B', cache);
    expect(coverOf(w, 'A', 'B', cache)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first).toEqual(coverOf(w, 'A', 'B', freshRulesCache()));
    // The other way round and towards B's cell are other questions.
    expect(coverOf(w, 'B', 'A', cache)).not.toBe(first);
    expect(coverOf(w, 'A', { c: 8, r: 0 } as never, cache)).toEqual(coverOf(w, 'A', { c: 8, r: 0 } as never, freshRulesCache()));
    // A World without the low wall: a new answer, no cover.
    const open = worldFromAscii(corridor);
    const moved = coverOf(open, 'A', 'B', cache);
    expect(moved).not.toBe(first);
    expect(moved).toEqual(coverOf(open, 'A', 'B', freshRulesCache()));
    expect(moved.lowCover).toBeNull();
  });
});
