// Checks zod cannot express: references between records, record keys equal
// to ids, terrain rows matching the map size. Run after a successful parse.
import type { World } from './schema';
import type { Issue } from './issues';
import { figureCells } from '../geometry/grid/index';
import { checkObjectiveReferences } from './objectiveRefs';

const COLLECTIONS = ['terrainTypes', 'walls', 'objects', 'figures', 'areas', 'sides'] as const;
/** Stop listing after this many problems: a broken 1000x1000 map would flood the terminal. */
const MAX_ISSUES = 50;

export function checkReferences(world: World): Issue[] {
  const issues: Issue[] = [];
  const add = (path: Array<string | number>, message: string) => {
    if (issues.length < MAX_ISSUES) issues.push({ path, message });
  };
  for (const coll of COLLECTIONS) {
    const records = world[coll] as Record<string, { id: string }>;
    for (const [key, rec] of Object.entries(records)) {
      if (rec.id !== key) add([coll, key, 'id'], `id "${rec.id}" differs from its record key "${key}" (duplicate or mismatched id)`);
    }
  }
  const { widthCells, heightCells } = world.map;
  const inMap = (c: number, r: number, size = 1) => c >= 0 && r >= 0 && c + size <= widthCells && r + size <= heightCells;

  for (const [ch, typeId] of Object.entries(world.terrain.legend)) {
    if (!world.terrainTypes[typeId]) add(['terrain', 'legend', ch], `terrain type "${typeId}" is not in terrainTypes`);
  }
  const rows = world.terrain.rows;
  if (rows.length !== heightCells) add(['terrain', 'rows'], `has ${rows.length} rows but map.heightCells is ${heightCells}`);
  rows.forEach((row, r) => {
    if (row.length !== widthCells) {
      add(['terrain', 'rows', r], `row is ${row.length} cells long but map.widthCells is ${widthCells}`);
      return;
    }
    for (let c = 0; c < row.length; c++) {
      const ch = row[c];
      if (!(ch in world.terrain.legend)) {
        add(['terrain', 'rows', r], `character "${ch}" at column ${c} is not in terrain.legend`);
        break;
      }
    }
  });

  for (const [key, f] of Object.entries(world.figures)) {
    if (!world.sides[f.sideId]) add(['figures', key, 'sideId'], `side "${f.sideId}" does not exist`);
    if (f.cell && !figureCells(world.map.grid, f.cell, f.sizeCells).every((c) => inMap(c.c, c.r)))
      add(['figures', key, 'cell'], `cell ${f.cell.c},${f.cell.r} (size ${f.sizeCells}) lies outside the ${widthCells}x${heightCells} map`);
    if (f.loadout.weapons.length > 0 && f.loadout.activeWeapon >= f.loadout.weapons.length)
      add(['figures', key, 'loadout', 'activeWeapon'], `index ${f.loadout.activeWeapon} but only ${f.loadout.weapons.length} weapons`);
  }

  world.scenario.entryPoints.forEach((ep, i) => {
    if (!world.sides[ep.sideId]) add(['scenario', 'entryPoints', i, 'sideId'], `side "${ep.sideId}" does not exist`);
    if (!inMap(ep.cell.c, ep.cell.r)) add(['scenario', 'entryPoints', i, 'cell'], `cell ${ep.cell.c},${ep.cell.r} lies outside the map`);
  });
  for (const sideKey of Object.keys(world.scenario.victory)) {
    if (!world.sides[sideKey]) add(['scenario', 'victory', sideKey], `side "${sideKey}" does not exist`);
  }

  checkObjectiveReferences(world, add);

  const seen = new Set<string>();
  world.turn.order.forEach((fid, i) => {
    if (!world.figures[fid]) add(['turn', 'order', i], `figure "${fid}" does not exist`);
    if (seen.has(fid)) add(['turn', 'order', i], `figure "${fid}" is listed twice`);
    seen.add(fid);
  });
  world.turn.done.forEach((fid, i) => {
    if (!world.figures[fid]) add(['turn', 'done', i], `figure "${fid}" does not exist`);
  });
  if (world.turn.order.length > 0 && world.turn.activeIndex >= world.turn.order.length)
    add(['turn', 'activeIndex'], `is ${world.turn.activeIndex} but turn.order has ${world.turn.order.length} figures`);

  for (const [key, t] of Object.entries(world.tasks ?? {})) {
    if (!world.figures[t.figureId]) add(['tasks', key, 'figureId'], `figure "${t.figureId}" does not exist`);
  }

  const bg = world.map.background;
  if (bg) {
    const problem = imageSrcProblem(bg.src);
    if (problem) add(['map', 'background', 'src'], problem);
  }
  return issues;
}

/** Images are relative to the scenario's folder or data: URLs; nothing may escape the folder. */
export function imageSrcProblem(src: string): string | null {
  if (src.startsWith('data:')) return /^data:image\/[a-z0-9.+-]+;base64,/i.test(src) ? null : 'data URL must be data:image/<type>;base64,...';
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return `"${src}" is a URL or drive path; use a path inside the scenario's folder or a data: URL`;
  if (src.startsWith('/') || src.startsWith('\\')) return `"${src}" is an absolute path; use a path inside the scenario's folder`;
  if (src.split(/[\\/]/).some((seg) => seg === '..')) return `"${src}" escapes the scenario's folder (".." is not allowed)`;
  return null;
}
