import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena, started } from '../testing/world';
import { attackChoices } from './targets';
import { freshRulesCache } from '../../spatial/rulesCache';

// N and O stand side by side in the open, alike in HP and armour (hardened leather, DRV 3).
const range = `
  A . . . . N
  . . . . . O
`;

function choice(drvSpentO: number, rules: Record<string, string> = {}) {
  const w0 = started(
    arena(range, { A: { stats: { mnd: 9 }, weapons: ['revolver'] }, N: { weapons: ['revolver'], armour: 'hardened-leather' }, O: { weapons: ['revolver'], armour: 'hardened-leather' } }, rules),
  );
  const w = produce(w0, (d) => {
    d.figures.O!.status.drvSpent = drvSpentO;
  });
  const enemies = [w.figures.N!, w.figures.O!];
  return attackChoices(w, w.figures.A!, enemies, freshRulesCache())[0];
}

describe('G-GAME-3 computer player: the best target (./targets)', () => {
  it('G-DMG-2 it shoots the enemy whose armour a hit has already used up this round (the pool is spent)', () => {
    expect(choice(3)).toMatchObject({ type: 'attack', targetId: 'O' });
  });

  it('G-DMG-2 with fresh armour on both the tie goes to the first by id', () => {
    expect(choice(0)).toMatchObject({ type: 'attack', targetId: 'N' });
  });

  it('G-DMG-2 with armour per hit (scenario option) a spent pool means nothing', () => {
    expect(choice(3, { drvAbsorption: 'per-hit' })).toMatchObject({ type: 'attack', targetId: 'N' });
  });
});
