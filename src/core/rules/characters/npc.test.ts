import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../dice';
import { quickNpc, npcName, validateStats, STAT_KEYS, statTotal } from './index';
import { numRuns } from '../testing/runs';

describe('G-CHR-4 NPC quick generation', () => {
  it('G-CHR-4 is seeded: the same seed gives the same NPC and name', () => {
    const a = quickNpc(createRng(11));
    const b = quickNpc(createRng(11));
    expect(a).toEqual(b);
    expect(a.rng.state).not.toEqual(createRng(11).state);
  });

  it('G-CHR-4 property: humanoid NPCs always pass G-CHR-2 (30 SP, stats 1..9 where capped)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.option(fc.constantFrom(...STAT_KEYS), { nil: undefined }), (seed, bestStat) => {
        const { stats } = quickNpc(createRng(seed), { bestStat });
        return validateStats(stats).ok;
      }),
      { numRuns: numRuns(500) },
    );
  });

  it('G-CHR-4 property: every generated stat is capped at 9, humanoid or not (the text\'s "maximum 9 per Stat")', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, humanoid) => {
        const { stats } = quickNpc(createRng(seed), { humanoid, bestStat: 'hp' });
        return STAT_KEYS.every((k) => stats[k] >= 1 && stats[k] <= 9) && (humanoid || stats.hp >= 4);
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('G-CHR-4 the best stat gets +3 (non-humanoid: no adjustment to 30)', () => {
    const rng = createRng(77);
    const plain = quickNpc(rng, { humanoid: false, bestStat: 'ap' });
    const other = quickNpc(rng, { humanoid: false, bestStat: 'hp' });
    // Same rolls, +3 moved from AP to HP.
    expect(plain.stats.ap - other.stats.ap).toBe(3);
    expect(other.stats.hp - plain.stats.hp).toBe(3);
  });

  it('G-CHR-4 humanoids favour the best stat: it is never lowered below its roll + 3 (capped)', () => {
    let seen = 0;
    for (let seed = 0; seed < 200; seed++) {
      const raw = quickNpc(createRng(seed), { humanoid: false, bestStat: 'bod' });
      const hum = quickNpc(createRng(seed), { bestStat: 'bod' });
      if (statTotal(raw.stats) >= 30) {
        expect(hum.stats.bod).toBe(raw.stats.bod);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('G-CHR-4 other SP totals are honoured', () => {
    expect(validateStats(quickNpc(createRng(4), { spTotal: 40 }).stats, 40)).toEqual({ ok: true });
  });

  it('G-CHR-4 names are "First the Epithet" with alliteration, and vary with the seed', () => {
    const names = new Set<string>();
    let rng = createRng(1);
    for (let i = 0; i < 40; i++) {
      const n = npcName(rng);
      rng = n.rng;
      const m = /^(\w+) the ([\w-]+)$/.exec(n.name);
      expect(m, n.name).not.toBeNull();
      expect(m![1][0]).toBe(m![2][0]);
      names.add(n.name);
    }
    expect(names.size).toBeGreaterThan(20);
  });
});
