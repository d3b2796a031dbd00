import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';
import { parseSaveText } from '../../core/io/save';
import { parseScenarioText } from '../../core/io/scenario';

const SCENARIO = readFileSync('maps/tavern-brawl.grit.json', 'utf8');
const COMMANDS = readFileSync('maps/tavern-brawl.commands.json', 'utf8');
const files = () => ({ 'brawl.grit.json': SCENARIO, 'brawl.commands.json': COMMANDS });

describe('grit play and info with modules N and L (RULES §9.2, §9.3)', () => {
  it('N-ABORT L-BAR the shipped brawl commands (aborts chosen, life bars filled) replay byte for byte, and the save reopens', async () => {
    const args = ['play', 'brawl.grit.json', '--seed', '1', '--commands', 'brawl.commands.json', '--json', '--out', 'game.save.json'];
    const a = fakeContext(files());
    const b = fakeContext(files());
    expect(await main(args, a)).toBe(0);
    expect(await main(args, b)).toBe(0);
    expect(a.err).toEqual([]);
    expect(a.out.join('\n')).toBe(b.out.join('\n'));
    const types = new Set(a.out.map((l) => (JSON.parse(l) as { type: string }).type));
    for (const t of ['abortOffered', 'abortChosen', 'abortResolved', 'abortClosed', 'lifeBarFilled']) expect(types).toContain(t);
    expect(types).not.toContain('figureDamaged');
    expect(a.files.get('game.save.json')).toBe(b.files.get('game.save.json'));
    const save = parseSaveText(a.files.get('game.save.json')!, 'game.save.json');
    expect(save.ok).toBe(true);
    if (save.ok) expect(Object.values(save.save.snapshot!.figures).some((f) => (f.lifeBar?.lethal ?? 0) > 0)).toBe(true);
  });

  it('grit info lists the modules on with their options', async () => {
    const ctx = fakeContext(files());
    expect(await main(['info', 'brawl.grit.json'], ctx)).toBe(0);
    const text = ctx.out.join('\n');
    expect(text).toMatch(/modules:\n {2}N Grim-n-Gritty 4\.0 \(RULES §9\.2\)/);
    expect(text).toMatch(/abortApCost = 2 \(N-ABORT\)/);
    expect(text).toMatch(/L Grim-n-Gritty Life Bar .*\n {4}lifeBarPipsPerColumn = 5 \(L-BAR\)/);
  });

  it('bad input: an unknown module, a Soak without L, a negative Soak are refused with file, path and problem', () => {
    const w = JSON.parse(SCENARIO);
    const withX = structuredClone(w);
    withX.scenario.rules.modules = ['X'];
    const x = parseScenarioText(JSON.stringify(withX), 'x.grit.json');
    expect(!x.ok && x.errors.join('\n')).toMatch(/x\.grit\.json: .*scenario\.rules\.modules\[0\].*unknown module "X"/);
    const noL = structuredClone(w);
    noL.scenario.rules.modules = ['N'];
    noL.figures.bram.soak = 3;
    const n = parseScenarioText(JSON.stringify(noL), 'n.grit.json');
    expect(!n.ok && n.errors.join('\n')).toMatch(/n\.grit\.json: .*figures\.bram\.soak.*belongs to module L/);
    const negative = structuredClone(w);
    negative.figures.bram.soak = -1;
    const neg = parseScenarioText(JSON.stringify(negative), 'neg.grit.json');
    expect(!neg.ok && neg.errors.join('\n')).toMatch(/neg\.grit\.json: .*figures\.bram\.soak: -1 is negative/);
  });
});
