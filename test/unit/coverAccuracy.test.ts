import { describe, expect, it } from 'vitest';
import { CELL_PATTERN, DEFAULT_PATTERN, EDGE_PATTERN } from '../../src/core/geometry/sight/cover';
import { coverAccuracy, coverPairs } from '../bench/sight/coverAccuracy';

// The bench's frozen dungeon scene (about 3.7k segments): attacker–target
// pairs of open squares within 24", as attack previews ask.
describe('G-LOS-2 sampling error on the dungeon bench scene', () => {
  it('G-LOS-2 default samples are within 0.12 of the exact hidden area for ≥ 95% of partially covered pairs', () => {
    const [rotated, edges, cells] = coverAccuracy('dungeon', coverPairs('dungeon', 3000, 2000), [DEFAULT_PATTERN, EDGE_PATTERN, CELL_PATTERN]);
    expect(rotated.partial).toBeGreaterThan(150);
    expect(rotated.close / rotated.partial).toBeGreaterThanOrEqual(0.95);
    // The axis-aligned readings of "3×3 inset 10%" miss the mark on the same pairs.
    expect(edges.close / edges.partial).toBeLessThan(0.95);
    expect(cells.close / cells.partial).toBeLessThan(0.95);
  });
});
