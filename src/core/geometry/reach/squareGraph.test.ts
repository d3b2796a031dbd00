import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SquareMoveIndex, type MoveSegment } from './squareGraph';
import { numRuns } from '../../rules/testing/runs';

const W = 7,
  H = 6;
const coord = (max: number) => fc.integer({ min: 0, max: max * 2 }).map((v) => v / 2);
const segArb: fc.Arbitrary<MoveSegment> = fc.record({
  ax: coord(W),
  ay: coord(H),
  bx: coord(W),
  by: coord(H),
  effect: fc.constantFrom<'block' | 'cost'>('block', 'cost'),
  costAp: fc.constantFrom(1, 2),
});
const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');

describe('SquareMoveIndex', () => {
  it('G-MOVE-3 property: masks after wall edits equal a fresh build, and earlier snapshots do not change', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(idArb, segArb), { maxLength: 8 }), fc.array(fc.tuple(idArb, fc.option(segArb, { nil: null })), { minLength: 1, maxLength: 4 }), (initial, edits) => {
        const index = new SquareMoveIndex(W, H, initial);
        const before = index.masks;
        const beforeCopy = { blockedDirs: before.blockedDirs.slice(), edgeCostAp: before.edgeCostAp?.slice() ?? null };
        const after = index.update(edits);
        const final = new Map(initial);
        for (const [id, seg] of edits) {
          if (seg) final.set(id, seg);
          else final.delete(id);
        }
        const fresh = new SquareMoveIndex(W, H, final).masks;
        expect(Array.from(after.blockedDirs)).toEqual(Array.from(fresh.blockedDirs));
        const zeros = new Uint8Array(W * H * 8);
        expect(Array.from(after.edgeCostAp ?? zeros)).toEqual(Array.from(fresh.edgeCostAp ?? zeros));
        expect(before.blockedDirs).toEqual(beforeCopy.blockedDirs);
        expect(before.edgeCostAp).toEqual(beforeCopy.edgeCostAp);
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('G-MOVE-3 opening a door (removing its blocking segment) frees exactly the steps it blocked', () => {
    const door: MoveSegment = { ax: 3, ay: 0, bx: 3, by: 1, effect: 'block', costAp: 0 };
    const index = new SquareMoveIndex(W, H, [['door', door]]);
    const k = 0 * W + 2; // cell (2,0), east of it is the door
    expect(index.masks.blockedDirs[k]! & 1).toBe(1);
    const opened = index.update([['door', null]]);
    expect(opened.blockedDirs[k]! & 1).toBe(0);
    expect(index.masks.blockedDirs).toBe(opened.blockedDirs);
  });
});
