import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { main } from '../main';
import { fakeContext } from '../context';
import { worldFromAscii } from '../../core/rules/movement/testing/ascii';
import { serializeScenario } from '../../core/io/scenario';

const dusty = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const bad = (fn: (j: any) => void) => {
  const j = JSON.parse(dusty);
  fn(j);
  return JSON.stringify(j);
};

describe('grit validate', () => {
  it('prints ok for each valid file and exits 0', async () => {
    const ctx = fakeContext({ 'a.grit.json': dusty, 'b.grit.json': dusty });
    expect(await main(['validate', 'a.grit.json', 'b.grit.json'], ctx)).toBe(0);
    expect(ctx.out).toEqual(['ok a.grit.json', 'ok b.grit.json']);
    expect(ctx.err).toEqual([]);
  });

  it('exits 1 with file: path: message lines and no stack trace', async () => {
    const ctx = fakeContext({
      'good.json': dusty,
      'bad.json': bad((j) => (j.map.widthCells = 2000)),
      'cut.json': dusty.slice(0, 100),
    });
    expect(await main(['validate', 'good.json', 'bad.json', 'cut.json', 'missing.json'], ctx)).toBe(1);
    expect(ctx.out).toEqual(['ok good.json']);
    expect(ctx.err[0]).toBe('bad.json: $.map.widthCells: 2000 cells is too large: maps are capped at 1000x1000 cells');
    expect(ctx.err.some((l) => l.startsWith('cut.json: $: not valid JSON'))).toBe(true);
    expect(ctx.err).toContain('missing.json: $: file not found');
    expect(ctx.err.join('\n')).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses a 100 MB file by its size without reading it', async () => {
    const ctx = fakeContext({ 'huge.json': '{}' });
    ctx.fileSize = () => 100 * 1024 * 1024;
    ctx.readText = () => {
      throw new Error('must not read');
    };
    expect(await main(['validate', 'huge.json'], ctx)).toBe(1);
    expect(ctx.err).toEqual(['huge.json: $: file is 100.0 MB; GRIT Table reads files up to 64 MB']);
  });

  it('spawned: node bin/grit.mjs validate maps/dusty-street.grit.json exits 0', () => {
    const r = spawnSync(process.execPath, ['bin/grit.mjs', 'validate', 'maps/dusty-street.grit.json'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('ok maps/dusty-street.grit.json');
    expect(r.status).toBe(0);
  });
});

describe('grit info', () => {
  it('--json gives grid, size and counts', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['info', 'd.json', '--json'], ctx)).toBe(0);
    const info = JSON.parse(ctx.out.join('\n'));
    const j = JSON.parse(dusty);
    const kinds = Object.values<any>(j.walls).map((w) => w.kind);
    expect(info).toMatchObject({
      title: j.scenario.title,
      grid: 'square',
      widthCells: 24,
      heightCells: 16,
      counts: {
        walls: kinds.filter((k) => k !== 'door' && k !== 'window').length,
        doors: kinds.filter((k) => k === 'door').length,
        windows: kinds.filter((k) => k === 'window').length,
        objects: Object.keys(j.objects).length,
        figures: Object.keys(j.figures).length,
        sides: Object.keys(j.sides).length,
      },
    });
    expect(info.counts.doors).toBeGreaterThan(0);
    expect(Array.isArray(info.options)).toBe(true);
    expect(info.options[0]).toHaveProperty('id');
    expect(info.options[0]).toHaveProperty('default');
  });

  it('lists the catalogue ruling for a weapon whose table disagrees with itself (Light Field Gun: crew rule followed)', async () => {
    const withGun = bad((j) => {
      const f = Object.values<any>(j.figures)[0];
      f.loadout.weapons.push({ catalogueId: 'light-field-gun' });
    });
    const ctx = fakeContext({ 'd.json': withGun });
    expect(await main(['info', 'd.json'], ctx)).toBe(0);
    expect(ctx.out.join('\n')).toMatch(/catalogue rulings:\n {2}light-field-gun: the table prints 12–84 AP.*84, 63, 42, 21/);
    const plain = fakeContext({ 'd.json': dusty });
    await main(['info', 'd.json', '--json'], plain);
    expect(JSON.parse(plain.out.join('\n')).rulings).toEqual([]);
  });

  it('bad scenario exits 1 with the path', async () => {
    const ctx = fakeContext({ 'd.json': bad((j) => (j.version = 9)) });
    expect(await main(['info', 'd.json'], ctx)).toBe(1);
    expect(ctx.err[0]).toMatch(/^d\.json: \$\.version: version 9 was made by a newer GRIT Table/);
  });
});

describe('grit validate: every bad-input class exits 1 naming file and JSON path', () => {
  const cases: Record<string, string> = {
    'truncated.json': dusty.slice(0, dusty.length / 2),
    'wrong-type.json': bad((j) => (j.walls.w1.a.x = 'left')),
    'negative.json': bad((j) => (j.map.widthCells = -1)),
    'enormous.json': bad((j) => (j.map.widthCells = 100000)),
    'dangling.json': bad((j) => (j.scenario.entryPoints = [{ sideId: 'nobody', cell: { c: 0, r: 0 } }])),
    'duplicate.json': dusty.replace('"walls": {', '"walls": {\n "w1": {"id":"w1","kind":"wall","a":{"x":0,"y":0},"b":{"x":1,"y":0}},'),
    'mismatched-id.json': bad((j) => (j.walls.w1.id = 'w2')),
    'unknown-format.json': bad((j) => (j.format = 'foundry-scene')),
    'newer.json': bad((j) => (j.version = 99)),
    'escaping-image.json': bad((j) => (j.map.background = { src: '../../../etc/shadow.png', originInches: { x: 0, y: 0 }, widthInches: 1, heightInches: 1 })),
  };
  for (const [file, text] of Object.entries(cases)) {
    it(file, async () => {
      const ctx = fakeContext({ [file]: text });
      expect(await main(['validate', file], ctx)).toBe(1);
      expect(ctx.out).toEqual([]);
      expect(ctx.err.length).toBeGreaterThan(0);
      for (const line of ctx.err) expect(line).toMatch(new RegExp(`^${file.replace('.', '\\.')}: \\$[^ ]*: \\S`));
    });
  }
});

describe('grit validate: background images', () => {
  it('a missing image file is reported with its JSON path; present it passes', async () => {
    const text = bad((j) => (j.map.background = { src: 'img/street.png', originInches: { x: 0, y: 0 }, widthInches: 24, heightInches: 16 }));
    const ctx = fakeContext({ 'maps/s.grit.json': text });
    expect(await main(['validate', 'maps/s.grit.json'], ctx)).toBe(1);
    expect(ctx.err).toEqual(['maps/s.grit.json: $.map.background.src: image "img/street.png" not found next to the scenario']);
    ctx.files.set('maps/img/street.png', 'png');
    ctx.err.length = 0;
    expect(await main(['validate', 'maps/s.grit.json'], ctx)).toBe(0);
  });
});

describe('grit validate on a real 100 MB file', () => {
  it('is refused by its size through the node context, without reading it', async () => {
    const { mkdtempSync, truncateSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { nodeContext } = await import('../context');
    const dir = mkdtempSync(join(tmpdir(), 'grit-huge-'));
    try {
      const file = join(dir, 'huge.grit.json');
      writeFileSync(file, '{');
      truncateSync(file, 100 * 1024 * 1024); // sparse: costs no disk
      const err: string[] = [];
      const ctx = { ...nodeContext(), stdout: () => {}, stderr: (l: string) => err.push(l) };
      expect(await main(['validate', file], ctx)).toBe(1);
      expect(err).toEqual([`${file}: $: file is 100.0 MB; GRIT Table reads files up to 64 MB`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('grit validate: G-WIN-6 objectives no figure can meet', () => {
  it('G-WIN-6 a zone walled off from every figure of its side is reported at validation, naming the file, the JSON path, the objective and the zone', async () => {
    const w = worldFromAscii(`
      A .|.
      . .|N
    `);
    const withZone = (c: number) =>
      serializeScenario({
        ...w,
        scenario: {
          ...w.scenario,
          zones: { vault: { id: 'vault', name: 'The vault', cells: [{ c, r: 0 }], rects: [], exit: false } },
          objectives: { red: [{ id: 'crack-it', kind: 'reach', zone: 'vault', when: 'required' }] },
        },
      } as typeof w);
    const ctx = fakeContext({ 'walled.grit.json': withZone(2), 'open.grit.json': withZone(1) });
    expect(await main(['validate', 'walled.grit.json', 'open.grit.json'], ctx)).toBe(1);
    expect(ctx.out).toEqual(['ok open.grit.json']);
    expect(ctx.err).toHaveLength(1);
    expect(ctx.err[0]).toMatch(/^walled\.grit\.json: \$\.scenario\.objectives\.red\[0\]: reach objective "crack-it" needs zone "The vault"/);
  });
});
