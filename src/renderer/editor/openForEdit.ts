// What the editor opens: a GRIT scenario, a Universal VTT map (.dd2vtt,
// .uvtt: walls, doors, windows, lights and picture; core/io/uvtt), or a new
// blank map from the New scenario dialog. Pure: text in, World or errors out.
import { parseGritFileText } from '../../core/io/save';
import { importUvtt } from '../../core/io/uvtt/import';
import { emptyWorld } from '../../core/model/empty';
import { z } from 'zod';
import { TerrainType, World, type GridKind } from '../../core/model/schema';

export type EditOpenResult = { ok: true; world: World; warnings: string[] } | { ok: false; errors: string[] };

/** A Universal VTT file, by its name or (a renamed file) by its content's shape. */
export function isUvtt(fileName: string, text: string): boolean {
  if (/\.(dd2vtt|uvtt|df2vtt)$/i.test(fileName)) return true;
  const head = text.slice(0, 4096);
  return !/"format"\s*:\s*"grit-/.test(head) && /"resolution"\s*:/.test(head) && /"format"\s*:\s*0\.\d/.test(head);
}

/** Opens a file for editing: a scenario as is, a saved game as its scenario, a UVTT map imported. */
export function openForEdit(text: string, fileName: string): EditOpenResult {
  if (isUvtt(fileName, text)) {
    const r = importUvtt(text, fileName);
    return r.ok ? { ok: true, world: withStandardTerrain(r.world), warnings: r.warnings } : r;
  }
  const r = parseGritFileText(text, fileName);
  if (!r.ok) return r;
  if (r.kind === 'scenario') return { ok: true, world: r.world, warnings: [] };
  return { ok: true, world: r.save.scenario, warnings: [`${fileName}: a saved game; the editor opens its scenario (the moves are not kept)`] };
}

/**
 * The terrain palette a new map starts with (G-ACT-1 movement costs; G-COV-1
 * concealment): open, difficult, very difficult, water, impassable, mud,
 * concealing brush. A designer adds their own with setTerrainType.
 */
export const STANDARD_TERRAIN: readonly TerrainType[] = z.array(TerrainType).parse([
  { id: 'open', name: 'Open ground', colour: '#9c8f6e', apCost: 1, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'difficult', name: 'Difficult ground', colour: '#7d6a48', apCost: 2, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'very-difficult', name: 'Very difficult ground', colour: '#5f4c33', apCost: 3, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'mud', name: 'Mud', colour: '#5e4b32', apCost: 2, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'brush', name: 'Concealing brush', colour: '#3f6b30', apCost: 2, blocksSight: false, concealment: true, elevation: 0 },
  { id: 'water', name: 'Shallow water', colour: '#4f86a8', apCost: 2, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'deep-water', name: 'Deep water', colour: '#2f5b78', apCost: 4, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'impassable', name: 'Impassable', colour: '#2a2a2a', apCost: null, blocksSight: false, concealment: false, elevation: 0 },
  { id: 'floor', name: 'Floor', colour: '#8a6a48', apCost: 1, blocksSight: false, concealment: false, elevation: 0 },
]);

/** Adds the standard types a World lacks (an imported map has one type only). */
export function withStandardTerrain(world: World): World {
  const terrainTypes = { ...world.terrainTypes };
  for (const t of STANDARD_TERRAIN) if (!Object.values(terrainTypes).some((x) => x.id === t.id)) terrainTypes[t.id] = t;
  return { ...world, terrainTypes };
}

export interface NewScenarioOptions {
  title: string;
  /** Map size in inches: one grid square or hex is one inch. */
  widthInches: number;
  heightInches: number;
  grid: GridKind;
  /** Id of a STANDARD_TERRAIN type every cell starts as. */
  baseTerrainId: string;
}

/** Checks the dialog's fields; each problem names its field. */
export function newScenarioProblems(o: NewScenarioOptions): string[] {
  const out: string[] = [];
  if (!o.title.trim()) out.push('Title: give the scenario a title');
  for (const [name, v] of [
    ['Width', o.widthInches],
    ['Height', o.heightInches],
  ] as const)
    if (!Number.isInteger(v) || v < 2 || v > 1000) out.push(`${name}: a whole number of inches from 2 to 1000 (got ${v})`);
  if (!STANDARD_TERRAIN.some((t) => t.id === o.baseTerrainId)) out.push(`Base terrain: unknown type "${o.baseTerrainId}"`);
  return out;
}

/** A blank scenario: the whole map of the base terrain, the standard palette, no sides yet. */
export function newScenarioWorld(o: NewScenarioOptions): World {
  const base = emptyWorld({ title: o.title.trim(), widthCells: o.widthInches, heightCells: o.heightInches, grid: o.grid });
  const terrainTypes = Object.fromEntries(STANDARD_TERRAIN.map((t) => [t.id, t]));
  return World.parse({ ...base, terrainTypes, terrain: { legend: { '.': o.baseTerrainId }, rows: base.terrain.rows } });
}

/** A file name for a scenario's title: "The Old Mill" -> "the-old-mill.grit.json". */
export function scenarioFileName(title: string, current: string | null): string {
  if (current && /\.grit\.json$/i.test(current) && !/\.save\.grit\.json$/i.test(current)) return current;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'scenario'}.grit.json`;
}
