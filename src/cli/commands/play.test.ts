import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';
import { parseSaveText } from '../../core/io/save';

const SCENARIO = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const COMMANDS = readFileSync('test/fixtures/dusty-street.commands.json', 'utf8');
const files = () => ({ 'dusty.grit.json': SCENARIO, 'dusty.commands.json': COMMANDS });

describe('grit play', () => {
  it('G-GAME-2 the shipped commands play legally and replay identically twice', async () => {
    const a = fakeContext(files());
    const b = fakeContext(files());
    const args = ['play', 'dusty.grit.json', '--seed', '1', '--commands', 'dusty.commands.json', '--json'];
    expect(await main(args, a)).toBe(0);
    expect(await main(args, b)).toBe(0);
    expect(a.err).toEqual([]);
    expect(a.out).toEqual(b.out);
    const events = a.out.map((l) => JSON.parse(l));
    const types = new Set(events.map((e) => e.type));
    for (const t of ['encounterStarted', 'figureMoved', 'attackDeclared', 'diceRolled', 'figureDamaged', 'burstResolved', 'doorChanged', 'figurePassed']) expect(types).toContain(t);
    expect(events.filter((e) => e.type === 'roundStarted').length).toBeGreaterThanOrEqual(2);
    // A multi-attack (G-ATK-1 burst) and a thrown area weapon are in the list.
    expect(events.some((e) => e.type === 'attackDeclared' && e.shots > 1)).toBe(true);
    expect(events.some((e) => e.type === 'attackDeclared' && e.weaponId === 'dynamite')).toBe(true);
  });

  it('prints plain words without --json and writes a save that reloads', async () => {
    const ctx = fakeContext(files());
    expect(await main(['play', 'dusty.grit.json', '--seed', '1', '--commands', 'dusty.commands.json', '--out', 'game.save.json'], ctx)).toBe(0);
    expect(ctx.out.some((l) => l.startsWith('encounter started; order:'))).toBe(true);
    const save = parseSaveText(ctx.files.get('game.save.json')!, 'game.save.json');
    expect(save.ok).toBe(true);
    if (save.ok) {
      expect(save.save.seed).toBe(1);
      expect(save.save.commands.length).toBe(JSON.parse(COMMANDS).length);
      expect(save.save.snapshot?.turn.round).toBeGreaterThanOrEqual(2);
    }
  });

  it('a command the rules forbid stops with exit 2 and the violation', async () => {
    const ctx = fakeContext({ 'dusty.grit.json': SCENARIO, 'bad.json': JSON.stringify([{ type: 'moveFigure', figureId: 'ghost', to: '3,3' }]) });
    expect(await main(['play', 'dusty.grit.json', '--seed', '1', '--commands', 'bad.json'], ctx)).toBe(2);
    expect(ctx.err.join('\n')).toMatch(/bad\.json: \$\[0\]: moveFigure refused: there is no figure "ghost"/);
    const short = fakeContext({ 'dusty.grit.json': SCENARIO, 'short.json': JSON.stringify([{ type: 'startEncounter' }, { type: 'endTurn', figureId: 'slim' }]) });
    expect(await main(['play', 'dusty.grit.json', '--seed', '1', '--commands', 'short.json'], short)).toBe(2);
    expect(short.err.join('\n')).toMatch(/not Slim Jack's/);
  });

  it('bad input exits 1 with the file and JSON path', async () => {
    const ctx = fakeContext({ 'dusty.grit.json': SCENARIO, 'c.json': '[{"figureId": "x"}]' });
    expect(await main(['play', 'dusty.grit.json', '--seed', '1', '--commands', 'c.json'], ctx)).toBe(1);
    expect(ctx.err[0]).toBe('c.json: $[0].type: each command is an object with a string "type"');
    const noSeed = fakeContext(files());
    expect(await main(['play', 'dusty.grit.json', '--seed', 'x', '--commands', 'dusty.commands.json'], noSeed)).toBe(1);
  });
});

describe('grit sim', () => {
  it('G-GAME-3 computer against computer: wins per side, draws and average rounds add up', async () => {
    const ctx = fakeContext(files());
    expect(await main(['sim', 'dusty.grit.json', '--games', '4', '--seed', '3', '--workers', '1', '--json'], ctx)).toBe(0);
    const r = JSON.parse(ctx.out[0]);
    expect(Object.keys(r.wins).sort()).toEqual(['gang', 'law']);
    expect(r.wins.gang + r.wins.law + r.draws).toBe(4);
    expect(r.averageRounds).toBeGreaterThanOrEqual(1);
    // Per side: wins by the deciding objective (the migrated file: eliminate) and a 95% interval around the rate.
    const law = r.sides.find((s: { sideId: string }) => s.sideId === 'law');
    expect(law.wins).toBe(r.wins.law);
    expect(Object.values(law.byObjective as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(r.wins.law);
    expect(law.interval95[0]).toBeLessThanOrEqual(law.winRate);
    expect(law.interval95[1]).toBeGreaterThanOrEqual(law.winRate - 1e-9); // Wilson upper bound at a 100% rate comes out 0.9999999999999999
    const again = fakeContext(files());
    await main(['sim', 'dusty.grit.json', '--games', '4', '--seed', '3', '--workers', '1', '--json'], again);
    expect(again.out).toEqual(ctx.out);
  });

  it('a map on which the encounter cannot start is bad input: file: problem, exit 1', async () => {
    const empty = JSON.parse(SCENARIO);
    empty.figures = {};
    // Elimination only: a zone objective would be refused first, as no figure could reach it (G-WIN-6).
    for (const side of Object.keys(empty.scenario.objectives ?? {})) empty.scenario.objectives[side] = [{ id: 'down', kind: 'eliminate' }];
    const ctx = fakeContext({ 'empty.grit.json': JSON.stringify(empty) });
    expect(await main(['sim', 'empty.grit.json', '--games', '2', '--seed', '1'], ctx)).toBe(1);
    expect(ctx.err).toEqual(['empty.grit.json: the encounter cannot start: there are no figures to take part']);
  });
});

describe('rule options in the scenario', () => {
  it('a bad rule option is refused with the scenario path before play starts', async () => {
    const bad = JSON.parse(SCENARIO);
    bad.scenario.rules = { hpModePC: 'heroic' };
    const ctx = fakeContext({ 'bad.grit.json': JSON.stringify(bad), 'dusty.commands.json': COMMANDS });
    expect(await main(['play', 'bad.grit.json', '--seed', '1', '--commands', 'dusty.commands.json'], ctx)).toBe(1);
    expect(ctx.err).toEqual(['bad.grit.json: $.scenario.rules.hpModePC: expected one of detailed, fast, got "heroic"']);
  });
});
