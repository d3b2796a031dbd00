import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';

// The shipped modern-map command list (maps/building-breach.commands.json) plays with this seed;
// scripts/commands/breach.ts writes it.
const SEED = '1';
const files = () => ({
  'breach.grit.json': readFileSync('maps/building-breach.grit.json', 'utf8'),
  'breach.commands.json': readFileSync('maps/building-breach.commands.json', 'utf8'),
});

describe('grit play: Breach at Block 9 commands', () => {
  it('G-GAME-2 the shipped breach commands play legally, twice to the same output, through two full rounds', async () => {
    const a = fakeContext(files());
    const b = fakeContext(files());
    const args = ['play', 'breach.grit.json', '--seed', SEED, '--commands', 'breach.commands.json', '--json'];
    expect(await main(args, a)).toBe(0);
    expect(await main(args, b)).toBe(0);
    expect(a.err).toEqual([]);
    expect(a.out.length).toBeGreaterThan(50);
    expect(a.out).toEqual(b.out);
    const events = a.out.map((l) => JSON.parse(l));
    const of = (t: string) => events.filter((e) => e.type === t);
    expect(of('roundEnded').map((e) => e.round)).toEqual(expect.arrayContaining([1, 2]));

    // G-ATK-1 an SMG burst: one attack declared with >= 3 shots, and that many attack rolls for it.
    const burst = of('attackDeclared').find((e) => e.weaponId === 'smg' && e.shots >= 3);
    expect(burst).toBeDefined();
    const burstRolls = events.filter((e) => e.command === burst.command && e.type === 'diceRolled' && /^attack \d+\/\d+/.test(e.purpose));
    expect(burstRolls.length).toBeGreaterThanOrEqual(3);

    // G-AREA-4 grenades: frag burst, smoke area, stun Mind roll.
    expect(of('attackDeclared').some((e) => e.weaponId === 'grenade-frag')).toBe(true);
    expect(of('burstResolved').length).toBeGreaterThanOrEqual(3);
    expect(of('areaCreated').some((e) => e.area.effect === 'smoke')).toBe(true);
    expect(of('diceRolled').some((e) => /^stun: Mind roll/.test(e.purpose))).toBe(true);

    // G-ACT-1 a door opened, a reload, a pass and endTurns.
    expect(of('doorChanged').some((e) => e.door === 'open')).toBe(true);
    expect(of('weaponReloaded').length).toBeGreaterThanOrEqual(1);
    expect(of('figurePassed').length).toBeGreaterThanOrEqual(1);
    expect(of('figureDone').length).toBeGreaterThanOrEqual(1);
  });
});
