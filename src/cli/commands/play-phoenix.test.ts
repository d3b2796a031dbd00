import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';
import { parseScenarioText } from '../../core/io/scenario';
import { headlessGame } from '../../core/session/game';
import { simulateGame } from '../../core/rules/sim';
import type { Command } from '../../core/rules';

const TEXT = readFileSync('maps/phoenix-rise.grit.json', 'utf8');

describe('grit play with module P', () => {
  it('G-GAME-2 a computer-played P game (surprise, initiative, charges) replays byte for byte and writes the same save', async () => {
    const r = parseScenarioText(TEXT, 'phoenix-rise');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const commands: Command[] = [];
    simulateGame(r.world, 3, { open: headlessGame, onCommand: (c) => commands.push(c) });
    const files = () => ({ 'rise.grit.json': TEXT, 'rise.commands.json': JSON.stringify([{ type: 'startEncounter' }, ...commands]) });
    const a = fakeContext(files());
    const b = fakeContext(files());
    const args = ['play', 'rise.grit.json', '--seed', '3', '--commands', 'rise.commands.json', '--json', '--out', 'rise.save.json'];
    expect(await main(args, a)).toBe(0);
    expect(await main(args, b)).toBe(0);
    expect(a.err).toEqual([]);
    expect(a.out).toEqual(b.out);
    expect(a.files.get('rise.save.json')).toEqual(b.files.get('rise.save.json'));
    const types = new Set(a.out.map((l) => JSON.parse(l).type));
    for (const t of ['surpriseChecked', 'encounterStarted', 'figureMoved', 'attackDeclared']) expect(types).toContain(t);
  });
});
