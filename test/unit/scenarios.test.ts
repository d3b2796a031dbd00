// Every shipped scenario (maps/*.grit.json) loads, has legal characters and
// loadouts, places its figures legally, and uses what its title promises.
// The checks are collected by scenarioProblems() so a planted bad copy can
// prove each one fires.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseScenarioText } from '../../src/core/io/scenario';
import type { MapObject, World } from '../../src/core/model/schema';
import { validateStats } from '../../src/core/rules/characters';
import { armourById, armourPieces, checkLoadout, isCountedItem, weaponById } from '../../src/core/rules/catalogue';
import type { Command } from '../../src/core/rules/commands';
import { headlessGame } from '../../src/core/session';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const MAPS_DIR = join(REPO, 'maps');
const mapFiles = readdirSync(MAPS_DIR)
  .filter((f) => f.endsWith('.grit.json'))
  .sort();

function load(fileName: string): World {
  const r = parseScenarioText(readFileSync(join(MAPS_DIR, fileName), 'utf8'), `maps/${fileName}`);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

function terrainAt(world: World, c: number, r: number) {
  const ch = world.terrain.rows[r]?.[c];
  return ch === undefined ? undefined : world.terrainTypes[world.terrain.legend[ch]];
}

function containsPoint(o: MapObject, x: number, y: number): boolean {
  const s = o.shape;
  if (s.kind === 'circle') return Math.hypot(x - s.center.x, y - s.center.y) < s.radiusInches;
  let inside = false;
  for (let i = 0, j = s.points.length - 1; i < s.points.length; j = i++) {
    const a = s.points[i];
    const b = s.points[j];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Every problem with the figures, loadouts and sides of a loaded scenario, as "where: what" lines. */
function scenarioProblems(world: World): string[] {
  const out: string[] = [];
  const { widthCells, heightCells } = world.map;
  const occupied = new Map<string, string>();
  for (const [id, f] of Object.entries(world.figures)) {
    const at = `figures.${id}`;
    const stats = validateStats(f.stats);
    if (!stats.ok) out.push(...stats.errors.map((e) => `${at}.stats: ${e}`));
    const loadout = checkLoadout(f.loadout, world.scenario.opBudget);
    if (!loadout.ok) out.push(...loadout.errors.map((e) => `${at}.loadout: ${e}`));
    f.loadout.weapons.forEach((lw, i) => {
      const w = weaponById(lw.catalogueId);
      if (!w) out.push(`${at}.loadout.weapons[${i}]: no weapon "${lw.catalogueId}" in the catalogue`);
      else if (w.ammo !== null && lw.ammo === undefined) out.push(`${at}.loadout.weapons[${i}]: ${w.id} tracks ammo but has no ammo field`);
      else if (isCountedItem(w) && lw.ammo === 0) out.push(`${at}.loadout.weapons[${i}]: carries 0 ${w.id}`);
    });
    const worn = armourPieces(f.loadout).map((aid, i) => ({ aid, path: typeof f.loadout.armour === 'string' ? 'armour' : `armour[${i}]` }));
    if (f.loadout.shield) worn.push({ aid: f.loadout.shield, path: 'shield' });
    for (const { aid, path } of worn) if (!armourById(aid)) out.push(`${at}.loadout.${path}: no armour "${aid}" in the catalogue`);
    if (!f.cell) continue;
    for (let dr = 0; dr < f.sizeCells; dr++) {
      for (let dc = 0; dc < f.sizeCells; dc++) {
        const c = f.cell.c + dc;
        const r = f.cell.r + dr;
        if (c >= widthCells || r >= heightCells) {
          out.push(`${at}.cell: ${c},${r} is off the ${widthCells}x${heightCells} map`);
          continue;
        }
        const t = terrainAt(world, c, r);
        if (!t || t.apCost === null) out.push(`${at}.cell: ${c},${r} is impassable (${t?.name ?? 'no terrain'})`);
        const other = occupied.get(`${c},${r}`);
        if (other) out.push(`${at}.cell: ${c},${r} is also ${other}'s cell`);
        occupied.set(`${c},${r}`, id);
        const inObject = Object.values(world.objects).find((o) => containsPoint(o, c + 0.5, r + 0.5));
        if (inObject) out.push(`${at}.cell: ${c},${r} is inside object "${inObject.id}"`);
      }
    }
  }
  const colours = new Set<string>();
  for (const [sid, side] of Object.entries(world.sides)) {
    if (colours.has(side.colour.toLowerCase())) out.push(`sides.${sid}.colour: ${side.colour} is used by another side`);
    colours.add(side.colour.toLowerCase());
    if (!Object.values(world.figures).some((f) => f.sideId === sid)) out.push(`sides.${sid}: has no figures`);
    if (!world.scenario.victory[sid]) out.push(`scenario.victory: nothing for side "${sid}"`);
    if (!world.scenario.entryPoints.some((e) => e.sideId === sid)) out.push(`scenario.entryPoints: none for side "${sid}"`);
  }
  world.scenario.entryPoints.forEach((e, i) => {
    const t = terrainAt(world, e.cell.c, e.cell.r);
    if (!t || t.apCost === null) out.push(`scenario.entryPoints[${i}]: ${e.cell.c},${e.cell.r} is impassable`);
  });
  if (!world.scenario.briefing.trim()) out.push('scenario.briefing: empty');
  return out;
}

/** What a scenario uses: weapon ids, "melee", "bow", wall kinds, "locked-door", "low-object", "high-object", "concealment". */
function features(world: World): Set<string> {
  const used = new Set<string>();
  for (const f of Object.values(world.figures)) {
    for (const lw of f.loadout.weapons) {
      used.add(lw.catalogueId);
      const w = weaponById(lw.catalogueId);
      if (w?.categories.includes('melee') && w.id !== 'unarmed') used.add('melee');
      if (w && /-bow$/.test(w.id)) used.add('bow');
    }
  }
  for (const w of Object.values(world.walls)) {
    used.add(w.kind);
    if (w.kind === 'door' && w.door === 'locked') used.add('locked-door');
  }
  for (const o of Object.values(world.objects)) used.add(`${o.height}-object`);
  const legendIds = new Set(world.terrain.rows.flatMap((row) => [...row].map((ch) => world.terrain.legend[ch])));
  for (const tid of legendIds) if (world.terrainTypes[tid]?.concealment) used.add('concealment');
  return used;
}

const ADVERTISED: Record<string, string[]> = {
  'dusty-street.grit.json': ['revolver', 'rifle', 'dynamite', 'door', 'window'],
  'medieval-ambush.grit.json': ['melee', 'bow', 'burning-oil', 'low-wall', 'door', 'window', 'high-object', 'concealment'],
  'building-breach.grit.json': ['smg', 'grenade-frag', 'grenade-smoke', 'grenade-stun', 'low-object', 'high-object', 'locked-door', 'window'],
};

describe('shipped scenarios', () => {
  it('the maps folder holds every advertised scenario', () => {
    expect(mapFiles).toEqual(expect.arrayContaining(Object.keys(ADVERTISED)));
  });

  describe.each(mapFiles)('maps/%s', (fileName) => {
    it('parses with parseScenarioText without errors', () => {
      const r = parseScenarioText(readFileSync(join(MAPS_DIR, fileName), 'utf8'), `maps/${fileName}`);
      expect(r.ok ? [] : r.errors).toEqual([]);
    });

    it('G-CHR-2 / G-OBJ-1 / G-OBJ-3 / G-MOVE-3 legal figures, loadouts, cells and sides', () => {
      expect(scenarioProblems(load(fileName))).toEqual([]);
    });

    it.runIf(fileName in ADVERTISED)('uses what it advertises', () => {
      const used = features(load(fileName));
      const missing = (ADVERTISED[fileName] ?? []).filter((f) => !used.has(f));
      expect(missing).toEqual([]);
    });
  });
});

// The README tells users to replay these (`grit play … --commands …`): a map
// change that makes one refuse a command must change the list with it.
describe('shipped command lists', () => {
  const lists = readdirSync(MAPS_DIR).filter((f) => f.endsWith('.commands.json'));

  it.each(lists)('maps/%s replays on its scenario with seed 1, every command accepted', (list) => {
    const game = headlessGame(load(list.replace(/\.commands\.json$/, '.grit.json')), 1);
    const commands = JSON.parse(readFileSync(join(MAPS_DIR, list), 'utf8')) as Command[];
    const refused = commands.flatMap((c, i) => {
      const r = game.dispatch(c);
      return r.ok ? [] : [`$[${i}] ${c.type}: ${r.violation.message}`];
    });
    expect(refused).toEqual([]);
  });
});

describe('scenarioProblems catches planted faults', () => {
  const base = () => load('dusty-street.grit.json');

  it('G-CHR-2 stats over 30 SP and G-OBJ-1 over-budget loadout', () => {
    const w = base();
    w.figures.marshal.stats.hp += 1;
    w.figures.deputy.loadout.weapons.push({ catalogueId: 'lmg', ammo: 30, dvBonus: 0 });
    const problems = scenarioProblems(w);
    expect(problems).toContainEqual(expect.stringMatching(/^figures\.marshal\.stats: stats total 31 SP/));
    expect(problems).toContainEqual(expect.stringMatching(/^figures\.deputy\.loadout: loadout costs \d+ OP, over the budget of 300 OP/));
  });

  it('G-OBJ-3 unknown weapon and armour ids; G-OBJ-7 tracked weapon without ammo', () => {
    const w = base();
    w.figures.kid.loadout.weapons[0] = { catalogueId: 'phaser', dvBonus: 0 };
    w.figures.slim.loadout.armour = 'mithril';
    delete w.figures.marshal.loadout.weapons[0].ammo;
    const problems = scenarioProblems(w);
    expect(problems).toContainEqual('figures.kid.loadout.weapons[0]: no weapon "phaser" in the catalogue');
    expect(problems).toContainEqual('figures.slim.loadout.armour: no armour "mithril" in the catalogue');
    expect(problems).toContainEqual('figures.marshal.loadout.weapons[0]: revolver tracks ammo but has no ammo field');
  });

  it('G-MOVE-3 figure on impassable terrain, in an object, or sharing a cell', () => {
    const w = base();
    w.figures.marshal.cell = { c: 5, r: 6 }; // water trough
    w.figures.deputy.cell = { ...w.figures.kid.cell! };
    w.figures.slim.cell = { c: 16, r: 6 }; // under the wagon
    const problems = scenarioProblems(w);
    expect(problems).toContainEqual('figures.marshal.cell: 5,6 is impassable (Water trough)');
    expect(problems).toContainEqual("figures.kid.cell: 19,7 is also deputy's cell");
    expect(problems).toContainEqual('figures.slim.cell: 16,6 is inside object "wagon"');
  });

  it('sides need distinct colours, a victory condition and an entry point', () => {
    const w = base();
    w.sides.gang.colour = w.sides.law.colour;
    delete w.scenario.victory.gang;
    w.scenario.entryPoints = w.scenario.entryPoints.filter((e) => e.sideId !== 'gang');
    const problems = scenarioProblems(w);
    expect(problems).toContainEqual(`sides.gang.colour: ${w.sides.law.colour} is used by another side`);
    expect(problems).toContainEqual('scenario.victory: nothing for side "gang"');
    expect(problems).toContainEqual('scenario.entryPoints: none for side "gang"');
  });

  it('features() misses what a scenario lacks', () => {
    const w = base();
    for (const f of Object.values(w.figures)) f.loadout.weapons = [];
    w.walls = {};
    const used = features(w);
    expect(used.has('revolver')).toBe(false);
    expect(used.has('door')).toBe(false);
    expect(used.has('low-object')).toBe(true);
  });
});

describe('scenario generators', () => {
  const generators = readdirSync(join(REPO, 'scripts/scenarios')).filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs');

  it.each(generators)('scripts/scenarios/%s reproduces the committed map', (script) => {
    const out = mkdtempSync(join(tmpdir(), 'grit-scen-'));
    try {
      const r = spawnSync(process.execPath, [join(REPO, 'scripts/scenarios', script)], {
        encoding: 'utf8',
        env: { ...process.env, GRIT_SCENARIO_OUT_DIR: out },
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const written = readdirSync(out);
      expect(written).toEqual([script.replace(/\.mjs$/, '.grit.json')]);
      expect(readFileSync(join(out, written[0]), 'utf8')).toBe(readFileSync(join(MAPS_DIR, written[0]), 'utf8'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
