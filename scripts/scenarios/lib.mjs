// Small helpers shared by the scenario generators in this folder. Plain node,
// no dependencies: the generators read the catalogue JSON directly so shipped
// maps get full magazines (G-OBJ-7) and refuse bad stats (G-CHR-2) before any
// file is written. The full checks (zod shape, references, OP budget) live in
// test/unit/scenarios.test.ts and `grit validate`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function loadCatalogue() {
  const weapons = new Map();
  for (const table of ['4.1.1', '4.1.2', '4.1.3', '4.1.4']) {
    const file = JSON.parse(readFileSync(`${ROOT}assets/catalogue/weapons-${table}.json`, 'utf8'));
    for (const row of file.rows) weapons.set(row.id, row);
  }
  const armour = new Map();
  for (const item of JSON.parse(readFileSync(`${ROOT}assets/catalogue/armour.json`, 'utf8')).items) armour.set(item.id, item);
  return { weapons, armour };
}
const CATALOGUE = loadCatalogue();

/** A terrain type record; apCost null = impassable (G-ACT-1 table). */
export function terrainType(id, name, colour, apCost, { blocksSight = false, concealment = false, elevation = 0 } = {}) {
  return { id, name, colour, apCost, blocksSight, concealment, elevation };
}

/** Checks every row against the map size and legend, so a typo fails here, not in the app. */
function terrainGrid(legend, rows, widthCells, heightCells) {
  if (rows.length !== heightCells) throw new Error(`terrain: ${rows.length} rows, map is ${heightCells} high`);
  rows.forEach((row, r) => {
    if (row.length !== widthCells) throw new Error(`terrain row ${r}: ${row.length} cells, map is ${widthCells} wide: "${row}"`);
    for (const ch of row) if (!(ch in legend)) throw new Error(`terrain row ${r}: "${ch}" is not in the legend`);
  });
  return { legend, rows };
}

/** A 1"-wide window opening for wallLine. */
export function windowOpening(id) {
  return { id, kind: 'window' };
}

/** A 1"-wide door opening for wallLine (G-ACT-1 doors: closed, open or locked). */
export function doorOpening(id, state = 'closed') {
  return { id, kind: 'door', door: state };
}

/**
 * An axis-aligned wall along a grid line from (ax, ay) to (bx, by) in inches,
 * split around 1"-wide openings: `openings` maps the opening's start
 * coordinate along the line (x for a horizontal wall, y for a vertical one)
 * to { id, kind: 'door' | 'window', door? }. Wall pieces are named
 * `${prefix}1`, `${prefix}2`, ...
 */
export function wallLine(walls, prefix, [ax, ay], [bx, by], openings = {}, kind = 'wall') {
  const horizontal = ay === by;
  if (!horizontal && ax !== bx) throw new Error(`wall ${prefix}: not along a grid line`);
  const from = horizontal ? Math.min(ax, bx) : Math.min(ay, by);
  const to = horizontal ? Math.max(ax, bx) : Math.max(ay, by);
  const fixed = horizontal ? ay : ax;
  const pt = (t) => (horizontal ? { x: t, y: fixed } : { x: fixed, y: t });
  const starts = Object.keys(openings)
    .map(Number)
    .sort((p, q) => p - q);
  let piece = 0;
  let t = from;
  const addPiece = (s, e) => {
    if (e <= s) return;
    const id = `${prefix}${++piece}`;
    add(walls, { id, kind, a: pt(s), b: pt(e) });
  };
  for (const s of starts) {
    if (s < from || s + 1 > to) throw new Error(`wall ${prefix}: opening at ${s} lies outside ${from}..${to}`);
    addPiece(t, s);
    const o = openings[s];
    const rec = { id: o.id, kind: o.kind, a: pt(s), b: pt(s + 1) };
    if (o.kind === 'door') rec.door = o.door ?? 'closed';
    add(walls, rec);
    t = s + 1;
  }
  addPiece(t, to);
}

/** A single wall segment (low wall, fence) between two points in inches. */
export function segment(walls, id, kind, a, b) {
  add(walls, { id, kind, a: { x: a[0], y: a[1] }, b: { x: b[0], y: b[1] } });
}

/** A rectangle object from (x0, y0) to (x1, y1) in inches. */
export function box(objects, id, name, height, [x0, y0], [x1, y1]) {
  const points = [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  add(objects, { id, name, height, shape: { kind: 'polygon', points } });
}

/** A round object centred in cell (c, r), e.g. a tree trunk or a pillar. */
export function roundInCell(objects, id, name, height, [c, r], radiusInches = 0.45) {
  add(objects, { id, name, height, shape: { kind: 'circle', center: { x: c + 0.5, y: r + 0.5 }, radiusInches } });
}

function add(records, rec) {
  if (records[rec.id]) throw new Error(`duplicate id "${rec.id}"`);
  records[rec.id] = rec;
}

/**
 * A figure at full HP and AP. Stats must total 30 SP with every stat >= 1 and
 * BOD/MND/MYS <= 9 (G-CHR-2). Weapons are [catalogueId, { count, dvBonus }]:
 * weapons with a magazine start full (G-OBJ-7); `count` is the number of
 * thrown or placed items carried (grenades, burning oil).
 */
export function figure(figures, { id, name, label, sideId, kind, cell, stats, weapons = [], armour, shield, drvBonus = 0, notes = '' }) {
  const { ap, hp, bod, mnd, mys, rce } = stats;
  const total = ap + hp + bod + mnd + mys + rce;
  if (total !== 30) throw new Error(`figure ${id}: stats total ${total} SP, not 30`);
  for (const [k, v] of Object.entries({ ap, hp, bod, mnd, mys, rce })) if (!(v >= 1)) throw new Error(`figure ${id}: ${k} ${v} < 1`);
  for (const [k, v] of Object.entries({ bod, mnd, mys })) if (v > 9) throw new Error(`figure ${id}: ${k} ${v} > 9`);
  const loadoutWeapons = weapons.map(([catalogueId, opts = {}]) => {
    const w = CATALOGUE.weapons.get(catalogueId);
    if (!w) throw new Error(`figure ${id}: unknown weapon "${catalogueId}"`);
    const lw = { catalogueId };
    if (w.ammo !== null) lw.ammo = w.ammo;
    else if (opts.count !== undefined) lw.ammo = opts.count;
    lw.dvBonus = opts.dvBonus ?? 0;
    return lw;
  });
  for (const a of [armour, shield]) if (a && !CATALOGUE.armour.has(a)) throw new Error(`figure ${id}: unknown armour "${a}"`);
  const loadout = { weapons: loadoutWeapons };
  if (armour) loadout.armour = armour;
  if (shield) loadout.shield = shield;
  Object.assign(loadout, { drvBonus, activeWeapon: 0 });
  add(figures, {
    id,
    name,
    label,
    sideId,
    kind,
    cell: { c: cell[0], r: cell[1] },
    sizeCells: 1,
    stats: { ap, hp, bod, mnd, mys, rce, race: stats.race ?? 'Human' },
    loadout,
    hp,
    apLeft: ap,
    status: { prone: false, unconscious: false, dead: false, incapacitatedRounds: 0, burning: false, aimed: false },
    hidden: false,
    notes,
  });
}

/** Sides in the given order, all played by humans: [id, name, colour, player]. */
export function humanSides(rows) {
  return Object.fromEntries(rows.map(([id, name, colour, player]) => [id, { id, name, colour, controller: 'human', player }]));
}

/**
 * Checks the terrain rows against the legend and the map size, builds the
 * scenario file and writes maps/<fileName>.
 */
export function writeScenario(fileName, { widthCells, heightCells, terrainTypes, legend, rows, walls, objects, figures, sides, scenario, items }) {
  const terrain = terrainGrid(legend, rows, widthCells, heightCells);
  writeMap(fileName, scenarioFile({ widthCells, heightCells, terrainTypes, terrain, walls, objects, figures, sides, scenario, items }));
}

/** The whole scenario in the key order of maps/dusty-street.grit.json. */
function scenarioFile({ widthCells, heightCells, terrainTypes, terrain, walls, objects, figures, sides, scenario, items }) {
  const { title, briefing, victory, zones = {}, objectives = {}, maxRounds, entryPoints, opBudget, gmNotes, rules = {} } = scenario;
  return {
    format: 'grit-scenario',
    version: 2,
    map: { grid: 'square', widthCells, heightCells },
    terrainTypes,
    terrain,
    walls,
    objects,
    figures,
    areas: {},
    sides,
    scenario: {
      title,
      briefing,
      victory,
      zones,
      objectives,
      ...(maxRounds ? { maxRounds } : {}),
      entryPoints: entryPoints.map(([sideId, c, r, name]) => ({ sideId, cell: { c, r }, name })),
      opBudget,
      // Table defaults of RULES.md unless the scenario sets options or modules (RULES §9).
      rules,
      gmNotes,
    },
    turn: { round: 0, order: [], tieBreaks: {}, activeIndex: 0, done: [] },
    // Portable objects and keys (G-WIN-7), when the scenario has any.
    ...(items && Object.keys(items).length ? { items } : {}),
  };
}

/**
 * Writes maps/<fileName> with 2-space indent and a final newline (as
 * serializeScenario does). GRIT_SCENARIO_OUT_DIR writes elsewhere, so the
 * test can check the committed maps are what the generators make.
 */
export function writeMap(fileName, world) {
  const dir = process.env.GRIT_SCENARIO_OUT_DIR || `${ROOT}maps`;
  const path = join(dir, fileName);
  writeFileSync(path, JSON.stringify(world, null, 2) + '\n');
  console.log(`wrote ${path}`);
}
