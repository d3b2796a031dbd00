import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce } from 'immer';
import type { WallId, World } from '../../model/schema';
import { buildSightWorld, sightWorld, type SightWorld } from './sightWorld';
import { RulesCache } from '../../spatial/rulesCache';
import { emptyChangeSet } from '../../model/changes';
import { wall, worldFromAscii } from './testWorld';
import { numRuns } from '../testing/runs';

const MAP = `
  ..........
  ...##.....
  ..........
  ......#...
  ..........
  ..........
  ..........
  ..........`;

function samePairs(a: World, ref: World, cache: RulesCache): void {
  const s = sightWorld(a, cache),
    r = buildSightWorld(ref);
  for (let r1 = 0; r1 < 8; r1++)
    for (let c1 = r1 % 2; c1 < 10; c1 += 2)
      for (let r2 = r1; r2 < 8; r2++)
        for (let c2 = 0; c2 < 10; c2++) {
          expect(s.hard.clear(c1 + 0.5, r1 + 0.5, c2 + 0.5, r2 + 0.5)).toBe(r.hard.clear(c1 + 0.5, r1 + 0.5, c2 + 0.5, r2 + 0.5));
        }
}

/** A patched index has seen edits (version > 0); a rebuilt one has not. */
const patched = (s: SightWorld) => s.hard.version > 0;

describe('G-LOS-1 sight index follows wall edits', () => {
  it('G-LOS-1 a door opened, a wall added, moved and removed: the index is patched in place and moved to the new World, not rebuilt, and answers like a rebuild', () => {
    const cache = new RulesCache();
    const w0 = worldFromAscii(MAP, { walls: { ...wall('w1', 'wall', 1, 5, 6, 5), ...wall('d1', 'door', 6, 5, 7, 5, 'closed'), ...wall('g', 'window', 7, 5, 9, 5) } });
    const s0 = sightWorld(w0, cache);
    expect(s0.hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(false);
    const w1 = produce(w0, (d) => {
      d.walls.d1.door = 'open';
    });
    const s1 = sightWorld(w1, cache);
    expect(s1.hard).toBe(s0.hard);
    expect(patched(s1)).toBe(true);
    expect(s1.hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(true);
    // The index moved: w0 asked again gets a new one (w1's patched back, which moves it again) where the closed door blocks.
    const s0again = sightWorld(w0, cache);
    expect(s0again).not.toBe(s0);
    expect(s0again.hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(false);
    expect(sightWorld(w1, cache).hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(true);
    samePairs(w1, w1, cache);
    const w2 = produce(w1, (d) => {
      d.walls.x = { id: 'x' as WallId, kind: 'wall', a: { x: 2, y: 0 }, b: { x: 8, y: 7.5 } };
    });
    samePairs(w2, w2, cache);
    const w3 = produce(w2, (d) => {
      d.walls.w1.a = { x: 0, y: 6 };
      delete d.walls.g;
    });
    samePairs(w3, w3, cache);
    expect(patched(sightWorld(w3, cache))).toBe(true);
    // With the session's change set no record scan is needed.
    const w4 = produce(w3, (d) => {
      d.walls.d1.door = 'locked';
    });
    const s3 = sightWorld(w3, cache),
      v3 = s3.hard.version;
    const s4 = sightWorld(w4, cache, { before: w3, wallIds: ['d1'] });
    expect(s4.hard).toBe(s3.hard);
    expect(s4.hard.version).toBeGreaterThan(v3);
    expect(sightWorld(w4, cache).hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(false);
    samePairs(w4, w4, cache);
    // The older Worlds asked again get their own answers back, from the same cache.
    expect(sightWorld(w1, cache).hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(true);
    samePairs(w0, w0, cache);
    samePairs(w1, w1, cache);
  });

  it("G-LOS-1 the session's last step gives the changed walls: the patch starts from the World before it", () => {
    const w0 = worldFromAscii(MAP, { walls: wall('d1', 'door', 6, 5, 7, 5, 'closed') });
    const cache = new RulesCache(w0);
    const s0 = sightWorld(w0, cache);
    const w1 = produce(w0, (d) => {
      d.walls.d1.door = 'open';
    });
    const changes = emptyChangeSet();
    changes.walls.add('d1');
    cache.advance(w0, w1, changes);
    const s1 = sightWorld(w1, cache);
    expect(patched(s1)).toBe(true);
    expect(s1.hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(true);
    expect(s1.hard).toBe(s0.hard);
    expect(sightWorld(w0, cache).hard.clear(6.5, 4.5, 6.5, 6.5)).toBe(false);
  });

  it('G-LOS-1 property: random wall edits on a World give the LOS of a rebuilt World', () => {
    const c = fc.integer({ min: 0, max: 20 }).map((v) => v / 2);
    const edit = fc.tuple(fc.integer({ min: 0, max: 5 }), c, c, c, c, fc.constantFrom('wall', 'door', 'window'));
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), (edits) => {
        const cache = new RulesCache();
        let w = worldFromAscii(MAP);
        const w0 = w;
        sightWorld(w, cache);
        for (const [k, ax, ay, bx, by, kind] of edits) {
          const id = `e${k}`;
          w = produce(w, (d) => {
            if (d.walls[id] && kind === 'window') delete d.walls[id];
            else d.walls[id] = { id: id as WallId, kind, a: { x: ax, y: Math.min(8, ay) }, b: { x: bx, y: Math.min(8, by) }, ...(kind === 'door' ? { door: 'closed' as const } : {}) };
          });
          sightWorld(w, cache);
        }
        samePairs(w, w, cache);
        // Patching later Worlds left the first one's answers alone.
        samePairs(w0, w0, cache);
      }),
      // 15 of the 40 seeded cases in npm test, all 40 under npm run test:long.
      { numRuns: numRuns(40, 15), seed: 5 },
    );
  });
});
