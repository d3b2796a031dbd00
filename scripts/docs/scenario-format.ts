// Writes docs/scenario-format.md from the zod schema (src/core/model/schema.ts,
// its parts schemaBase.ts and figureSchema.ts, and objectives.ts), so the
// documented file format cannot drift from the one the loader checks: every
// record type is a table of its fields with type, limits, default and the
// schema's own doc comment. test/unit/scenarioFormatDoc.test.ts fails when
// the file is stale.
//   node --import tsx scripts/docs/scenario-format.ts          (write)
//   node --import tsx scripts/docs/scenario-format.ts --check  (exit 1 when stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { format } from 'oxfmt';
import * as schema from '../../src/core/model/schema';
import * as objectives from '../../src/core/model/objectives';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DOC_PATH = 'docs/scenario-format.md';
const SOURCES = ['src/core/model/schema.ts', 'src/core/model/schemaBase.ts', 'src/core/model/figureSchema.ts', 'src/core/model/objectives.ts'];

/** Record types documented, in reading order: the file's top level first. */
const SECTIONS = [
  'World',
  'MapInfo',
  'BackgroundImage',
  'TerrainType',
  'TerrainGrid',
  'Wall',
  'MapObject',
  'ObjectShape',
  'Figure',
  'Stats',
  'Loadout',
  'LoadoutWeapon',
  'FigureStatus',
  'Area',
  'Side',
  'ScenarioInfo',
  'EntryPoint',
  'Zone',
  'ZoneRect',
  'Objective',
  'Item',
  'Outcome',
  'TurnState',
  'SPlot',
  'SMoveGoal',
  'SPlotAction',
  'RngState',
  'Light',
  'TaskProgressRecord',
  'Point',
  'Cell',
] as const;

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const EXPORTS: Record<string, unknown> = { ...schema, ...objectives };
const NAMES = new Map<unknown, string>();
for (const name of SECTIONS) NAMES.set(EXPORTS[name], name);

const anchor = (name: string) => `#${name.toLowerCase()}`;

/** Doc comments (`/** … *\/`) just above `field:` lines, keyed `Const.field`. */
export function docComments(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of SOURCES) {
    const lines = readFileSync(ROOT + file, 'utf8').split('\n');
    let current = '';
    let pending: string[] | null = null;
    let inComment = false;
    for (const line of lines) {
      const c = /^(?:export )?const (\w+)\b/.exec(line);
      if (c) current = c[1]!;
      const t = line.trim();
      if (t.startsWith('/**')) {
        inComment = !t.endsWith('*/');
        pending = [t.replace(/^\/\*\*\s?/, '').replace(/\s*\*\/$/, '')];
        continue;
      }
      if (inComment) {
        if (t.endsWith('*/')) inComment = false;
        pending!.push(t.replace(/^\*\s?/, '').replace(/\s*\*\/$/, ''));
        continue;
      }
      const f = /^(\w+)\s*:/.exec(t);
      if (f && pending && current) out.set(`${current}.${f[1]}`, pending.filter(Boolean).join(' '));
      if (t) pending = null;
    }
  }
  return out;
}

interface FieldInfo {
  type: string;
  required: boolean;
  defaultValue?: unknown;
}

function limits(s: z.ZodType): string {
  let js: Record<string, unknown>;
  try {
    js = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return '';
  }
  const parts: string[] = [];
  if (js.minimum !== undefined || js.maximum !== undefined) parts.push(`${js.minimum ?? '…'} to ${js.maximum ?? '…'}`);
  if (js.exclusiveMinimum !== undefined) parts.push(`> ${String(js.exclusiveMinimum)}`);
  if (js.minLength !== undefined || js.maxLength !== undefined) parts.push(`length ${js.minLength ?? 0}–${js.maxLength ?? '…'}`);
  if (js.pattern !== undefined) parts.push(`pattern \`${String(js.pattern)}\``);
  if (js.minItems !== undefined || js.maxItems !== undefined) parts.push(`${js.minItems ?? 0}–${js.maxItems ?? '…'} entries`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** A field's type in words, linking named record types. */
function typeText(s: z.ZodType, top = true): string {
  const named = NAMES.get(s);
  if (named && !top) return `[${named}](${anchor(named)})`;
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'nullable': {
      const inner = typeText(d.innerType as z.ZodType, false);
      return d.type === 'nullable' ? `${inner} or null` : inner;
    }
    case 'string':
      return `string${limits(s)}`;
    case 'number':
      return `${(s as z.ZodNumber).format === 'safeint' || (z.toJSONSchema(s) as { type?: string }).type === 'integer' ? 'whole number' : 'number'}${limits(s)}`;
    case 'boolean':
      return 'true or false';
    case 'literal':
      return `\`${JSON.stringify((d.values as unknown[])[0])}\``;
    case 'enum':
      return `one of ${Object.values(d.entries as Record<string, string>)
        .map((v) => `\`${v}\``)
        .join(', ')}`;
    case 'array':
      return `list of ${typeText(d.element as z.ZodType, false)}${limits(s)}`;
    case 'record':
      return `map from key to ${typeText(d.valueType as z.ZodType, false)}`;
    case 'union':
      return (d.options as z.ZodType[]).map((o) => typeText(o, false)).join(' or ');
    case 'object':
      return `object with ${Object.keys(d.shape as object)
        .map((k) => `\`${k}\``)
        .join(', ')}`;
    default:
      return d.type;
  }
}

function fieldInfo(s: z.ZodType): FieldInfo {
  const d = defOf(s);
  if (d.type === 'optional') return { type: typeText(s, false), required: false };
  if (d.type === 'default') {
    const v = d.defaultValue;
    return { type: typeText(s, false), required: false, defaultValue: typeof v === 'function' ? (v as () => unknown)() : v };
  }
  return { type: typeText(s, false), required: true };
}

/** Meanings of fields the schema leaves without a doc comment (the schema's own comment wins). */
const MEANINGS: Record<string, string> = {
  'World.format': 'Always "grit-scenario".',
  'World.version': 'Format version; older files are migrated when opened.',
  'World.map': 'Grid kind and size.',
  'World.terrainTypes': 'Terrain types by id.',
  'World.terrain': 'The terrain of every cell.',
  'World.walls': 'Walls, doors, windows, low walls and fences by id.',
  'World.objects': 'Cover objects (crates, trees, wagons…) by id.',
  'World.figures': 'Figures by id.',
  'World.areas': 'Lasting area effects (smoke, fire…) by id; written by play.',
  'World.sides': 'Sides by id.',
  'World.scenario': 'Title, briefing, objectives, rules and the rest of the scenario.',
  'World.turn': 'Round and initiative order; written by play.',
  'World.rng': 'Dice state of a game in progress; absent in a scenario.',
  'World.lights': 'Lights kept from an imported Universal VTT map.',
  'World.tasks': 'Long tasks in progress (G-TURN-3); written by play.',
  'MapInfo.grid': 'Square or hex grid (pointy or flat top).',
  'MapInfo.widthCells': 'Columns.',
  'MapInfo.heightCells': 'Rows.',
  'MapInfo.background': 'A picture under the map.',
  'BackgroundImage.widthInches': 'Width of the picture on the map.',
  'BackgroundImage.heightInches': 'Height of the picture on the map.',
  'TerrainType.id': 'Equal to its key in terrainTypes.',
  'TerrainType.name': 'Shown in the palette and the tooltips.',
  'TerrainType.blocksSight': 'Blocks line of sight like a wall.',
  'TerrainType.elevation': 'Height for higher ground (G-MOD-1).',
  'TerrainGrid.legend': 'One character per terrain type id.',
  'TerrainGrid.rows': 'One string per map row, one legend character per cell.',
  'Wall.id': 'Equal to its key in walls.',
  'Wall.kind': 'Walls and closed doors block; windows, low walls and fences cost AP to cross (G-MOVE-3).',
  'Wall.a': 'One end, in inches.',
  'Wall.b': 'The other end, in inches.',
  'MapObject.id': 'Equal to its key in objects.',
  'MapObject.name': 'Shown on hover and in the editor.',
  'MapObject.height': 'Low objects give cover and cost AP to enter; high objects block sight and movement (G-LOS-3, G-MOVE-3).',
  'MapObject.shape': 'A circle (center, radiusInches) or a polygon (points), in inches.',
  'Figure.id': 'Equal to its key in figures.',
  'Figure.name': 'Shown in the panels and the log.',
  'Figure.sideId': 'The side it fights for.',
  'Figure.kind': 'PC, NPC or NCF (G-CHR-3).',
  'Figure.sizeCells': 'Footprint width in cells.',
  'Figure.stats': 'The character sheet (G-CHR-1).',
  'Figure.loadout': 'Weapons, armour and shield from the catalogue (G-OBJ).',
  'Figure.apLeft': 'AP left this round.',
  'Figure.status': 'Prone, down, burning…; written by play.',
  'Stats.ap': 'Action Points.',
  'Stats.hp': 'Health Points.',
  'Stats.bod': 'Body, at most 9 (G-CHR-2).',
  'Stats.mnd': 'Mind, at most 9.',
  'Stats.mys': 'Mystic, at most 9.',
  'Stats.rce': 'Race/species value.',
  'Stats.race': 'Race/species name.',
  'Loadout.weapons': 'Carried weapons.',
  'Loadout.armour': 'Catalogue id of the armour worn.',
  'Loadout.shield': 'Catalogue id of the shield carried.',
  'FigureStatus.prone': 'Lying down (G-ACT-1).',
  'FigureStatus.unconscious': 'Down at 0 HP or less (G-HP-3).',
  'FigureStatus.dead': 'Out of the game.',
  'FigureStatus.burning': 'On fire (G-AREA-3).',
  'FigureStatus.aimed': 'Aimed this round (+1 to the next attack).',
  'Area.id': 'Equal to its key in areas.',
  'Area.effect': 'What it does to figures inside.',
  'Area.center': 'Centre in inches.',
  'Area.radiusInches': 'Radius.',
  'Area.roundsLeft': 'Rounds until it ends.',
  'Side.id': 'Equal to its key in sides.',
  'Side.name': 'Shown in the panels and the log.',
  'Side.colour': 'CSS hex colour of its tokens and zones.',
  'Side.controller': 'Played by a person or by the computer (G-GAME-3).',
  'ScenarioInfo.title': 'Shown on the start screen.',
  'ScenarioInfo.briefing': 'Setting and situation, read before play (G-GAME-1).',
  'ScenarioInfo.entryPoints': 'Cells where figures off the map come on, per side (G-GAME-1).',
  'ScenarioInfo.opBudget': 'Object Points each character may spend (G-OBJ-1).',
  'ScenarioInfo.rules': 'Rule options that differ from the defaults, by id (see `grit info`).',
  'ScenarioInfo.gmNotes': 'Notes for the game master only.',
  'EntryPoint.sideId': 'The side that comes on here.',
  'EntryPoint.cell': 'Where.',
  'EntryPoint.name': 'Shown on the map.',
  'Zone.id': 'Equal to its key in scenario.zones; objectives name it.',
  'Zone.name': 'Shown on the map and in the objectives.',
  'Zone.cells': 'Cells of the zone.',
  'Zone.rects': 'Rectangles of cells of the zone.',
  'ZoneRect.c': 'Left column.',
  'ZoneRect.r': 'Top row.',
  'ZoneRect.widthCells': 'Width.',
  'ZoneRect.heightCells': 'Height.',
  'ObjectShape.kind': 'circle or polygon.',
  'ObjectShape.center': 'Centre of the circle, in inches.',
  'ObjectShape.radiusInches': 'Radius of the circle.',
  'ObjectShape.points': 'Corners of the polygon, in inches.',
  'ScenarioInfo.encounters': 'Random encounter table (G-GAME-4).',
  'ScenarioInfo.encounters.dice': 'Dice rolled on the table, e.g. "1d10".',
  'ScenarioInfo.encounters.entries': 'Rows of the table.',
  'ScenarioInfo.encounters.entries[].min': 'Lowest roll of the row.',
  'ScenarioInfo.encounters.entries[].max': 'Highest roll of the row.',
  'ScenarioInfo.encounters.entries[].text': 'What happens.',
  'Zone.cells[].c': 'Column, from 0.',
  'Zone.cells[].r': 'Row, from 0.',
  'Item.cell.c': 'Column, from 0.',
  'Item.cell.r': 'Row, from 0.',
  'Objective.kind': 'What must happen (G-WIN-1).',
  'Objective.id': 'Unique within the side; the outcome names it.',
  'Objective.when': 'required: must hold; any-of: one of the group must hold; at-time-out: judged when maxRounds ends (G-WIN-2/3).',
  'Figure.notes': 'Free notes for the designer or GM.',
  'Objective.figures': 'Figure ids it is about; absent = every figure concerned.',
  'Objective.count': 'How many figures it takes.',
  'Objective.zone': 'Zone id.',
  'Objective.atRound': 'Held at the end of this round.',
  'Objective.forRounds': 'Held this many round ends running.',
  'Objective.untilRound': 'Up until the end of this round.',
  'Objective.figure': 'Figure id.',
  'Objective.item': 'Item id.',
  'Item.id': 'Equal to its key in items.',
  'Item.name': 'Shown on the map and in the log.',
  'Item.cell': 'Where it lies; null while carried.',
  'Item.carriedBy': 'Figure id of the carrier.',
  'Outcome.result': 'Won or drawn.',
  'Outcome.sideId': 'The winner.',
  'Outcome.reason': 'In plain words.',
  'Outcome.objectiveIds': 'The objectives that decided it.',
  'Outcome.round': 'The round it ended in.',
  'TurnState.round': 'Current round; 0 before the encounter starts.',
  'TurnState.activeIndex': 'Index in order of the figure acting.',
  'RngState.seed': 'The seed the game started from.',
  'Light.position': 'In inches.',
  'Light.rangeInches': 'Reach of the light.',
  'Light.intensity': 'Brightness.',
  'Light.colour': 'CSS hex colour.',
  'Light.shadows': 'Whether walls cast shadows.',
  'TaskProgressRecord.figureId': 'The figure doing it.',
  'TaskProgressRecord.name': 'The task.',
  'TaskProgressRecord.apDone': 'AP spent so far.',
  'TaskProgressRecord.apNeeded': 'AP it takes.',
  'Point.x': 'Inches from the left edge.',
  'Point.y': 'Inches from the top edge.',
  'Cell.c': 'Column, from 0.',
  'Cell.r': 'Row, from 0.',
  'SPlot.move': 'Module S: the plotted move (S-PLOT), up to 4 squares.',
  'SPlot.action': 'Module S: the plotted Action, resolved in the action phase (S-ACT).',
  'SMoveGoal.kind': 'Module S: to a cell, toward a figure or away from a figure.',
  'SMoveGoal.cell': 'The goal cell (kind "cell").',
  'SMoveGoal.figureId': 'The figure moved toward or away from.',
  'TurnState.declared[].figureId': 'Module P (P-INIT): the figure that declared.',
  'TurnState.declared[].command': 'Module P (P-INIT): the declared command, as dispatched; it resolves with the rest of its group.',
  'TurnState.declared[].command.type': 'The command type (moveFigure, attack, charge…); its other fields follow the command.',
  'SPlotAction.type': 'Module S: the command type of the plotted Action (attack, throwArea…); its other fields follow the command.',
  'World.pendingAbort.attackerId': 'Module N: the attacker of the paused hit.',
  'World.pendingAbort.targetId': 'Module N: the defender who answers (N-ABORT).',
  'World.pendingAbort.weaponIndex': 'Loadout index of the attacking weapon; -1 = unarmed.',
  'World.pendingAbort.crew': 'Crew number for a crewed weapon.',
  'World.pendingAbort.mode': 'How the weapon attacks.',
  'World.pendingAbort.shot': 'The paused hit is shot `shot` of `shots`.',
  'World.pendingAbort.shots': 'Shots in the attack; later shots follow once the hit is answered.',
  'World.pendingAbort.modifiers': 'Modifiers of the remaining shots (aim already used).',
  'World.pendingAbort.modifiers[].value': 'The modifier.',
  'World.pendingAbort.modifiers[].source': 'Where it comes from, as the log names it.',
  'World.pendingAbort.modifiers[].auto': 'Set by the rules rather than typed by the GM.',
  'World.pendingAbort.wasDown': 'The target was already down when the attack began.',
  'World.pendingAbort.damage': 'Damage rolled for the hit, before armour.',
  'World.pendingAbort.source': 'What dealt it, as the log names it.',
  'World.pendingAbort.tried': 'Aborts already tried on this attack (each once).',
  'World.pendingAbort.phoenix': 'Module P with N: the Phoenix plan of the paused attack.',
  'World.pendingAbort.phoenix.free': 'A free attack (P-RETREAT flee): no AP paid.',
  'World.pendingAbort.phoenix.modifiers': 'Phoenix modifiers of the attack (P-MODS, P-CHARGE).',
  'World.pendingAbort.phoenix.modifiers[].value': 'The modifier.',
  'World.pendingAbort.phoenix.modifiers[].source': 'Where it comes from, as the log names it.',
  'World.pendingAbort.phoenix.modifiers[].auto': 'Set by the rules rather than typed by the GM.',
  'World.pendingAbort.phoenix.damageTimes': 'Damage multiplier (a lance or a set spear on a charge: 2).',
  'World.pendingAbort.phoenix.why': 'Why, for the log.',
  'World.pendingAbort.phoenix.autoHit': 'A sleeping or held defender is hit automatically (P-MODS).',
  'World.pendingAbort.phoenix.mode': 'How the weapon attacks.',
  'World.pendingAbort.burst': 'An area attack paused on one of the figures its blast caught (Dive for Cover or take it, N-ABORT).',
  'World.pendingAbort.burst.weaponId': 'Catalogue id of the area weapon.',
  'World.pendingAbort.burst.at': 'Where the blast went off, in inches (after any scatter).',
  'World.pendingAbort.burst.radiusInches': 'The blast radius, in inches.',
  'World.pendingAbort.burst.affected': 'Every figure the blast caught, in the order it resolves them.',
  'World.pendingAbort.burst.next': 'Index in `affected` of the figure after this one: the blast goes on from there once answered.',
  'World.pendingAbort.burst.sharedDamage': 'The one damage roll for all (G-AREA-2 option `areaDamagePerFigure` off); absent when rolled per figure.',
  'Figure.lifeBar.lethal': 'Module L: lethal pips filled (L-BAR).',
  'Figure.lifeBar.dyingSince': 'Module L: the round the figure entered Dying.',
  'Figure.lifeBar.stable': 'Module L: a Dying figure that has been stabilised.',
  'Figure.wounds[].location': 'Module S: where the wound is (S-WOUND location roll).',
  'Figure.wounds[].severity': 'Module S: the severity roll plus the HP below 0.',
  'Figure.wounds[].effects': 'Module S: every row of the severity table up to the roll.',
  'Figure.wounds[].digitsLost': 'Module S: fingers or toes lost to a maimed limb.',
  'Figure.bleedOut.hours': 'Module S: the bleed-out times running, in hours; they multiply.',
  'Figure.bleedOut.roundsLeft': 'Module S: rounds left before the figure bleeds out.',
  'FigureStatus.meleeThisRound': 'Module P: it has attacked in melee this round (P-MELEE-MOVE).',
  'Side.phoenix.silenced': "Module P surprise: this side is silenced (-2 to the other side's roll).",
  'Side.phoenix.invisible': "Module P surprise: this side is invisible (-2 to the other side's roll).",
  'Side.phoenix.odour': "Module P surprise: this side has a distinctive odour (+2 to the other side's roll).",
  'Side.phoenix.camouflage': "Module P surprise: this side's camouflage (-1 to -3 to the other side's roll).",
  'Side.phoenix.fleeing': 'Module P surprise: this side is fleeing (-2 to its own roll).',
  'Side.phoenix.light': 'Module P surprise: the light this side sees by (poor -1, dark -4).',
  'Side.phoenix.panicked': 'Module P surprise: this side is panicked (-2 to its own roll).',
  'Side.phoenix.anticipating': 'Module P surprise: this side anticipates an attack (+2 to its own roll).',
  'Side.phoenix.suspicious': 'Module P surprise: this side is suspicious (+2 to its own roll).',
  'Side.phoenix.initiative': "Module P initiative modifier for the side's figures (P-INIT conditions).",
};

const cell = (t: string) => t.replace(/\|/g, '\\|');

function objectTable(owner: string, shape: Record<string, z.ZodType>, docs: Map<string, string>, prefix = ''): string[] {
  const rows = ['| field | type | required | meaning |', '| --- | --- | --- | --- |'];
  for (const [key, fs] of Object.entries(shape)) {
    const f = fieldInfo(fs);
    const req = f.required ? 'yes' : f.defaultValue !== undefined ? `no (default \`${JSON.stringify(f.defaultValue)}\`)` : 'no';
    rows.push(
      `| \`${prefix}${key}\` | ${cell(f.type)} | ${req} | ${cell(docs.get(`${owner}.${key}`) ?? (owner === 'Objective' ? docs.get(`base.${key}`) : undefined) ?? MEANINGS[`${owner}.${prefix}${key}`] ?? '')} |`,
    );
    // An object without a section of its own is documented field by field here.
    const inner = inlineObject(fs);
    if (inner) rows.push(...objectTable(owner, inner.shape, docs, `${prefix}${key}${inner.list ? '[]' : ''}.`).slice(2));
  }
  return rows;
}

function unwrap(s: z.ZodType): z.ZodType {
  const d = defOf(s);
  return d.type === 'optional' || d.type === 'default' || d.type === 'nullable' ? unwrap(d.innerType as z.ZodType) : s;
}

function inlineObject(s: z.ZodType): { shape: Record<string, z.ZodType>; list: boolean } | null {
  let t = unwrap(s);
  let list = false;
  if (defOf(t).type === 'array') {
    t = unwrap(defOf(t).element as z.ZodType);
    list = true;
  }
  if (NAMES.has(t) || defOf(t).type !== 'object') return null;
  return { shape: defOf(t).shape as Record<string, z.ZodType>, list };
}

/** Every field path of the format (Type.field), for the completeness test. */
export function schemaFieldPaths(): string[] {
  const out: string[] = [];
  for (const name of SECTIONS) {
    const d = defOf(EXPORTS[name] as z.ZodType);
    if (d.type === 'object') for (const k of Object.keys(d.shape as object)) out.push(`${name}.${k}`);
    if (d.type === 'union') for (const o of d.options as z.ZodType[]) for (const k of Object.keys(defOf(o).shape as object)) out.push(`${name}.${k}`);
  }
  return [...new Set(out)];
}

/** The document as the repository keeps it: generated, then laid out by the repository's formatter (oxfmt, .oxfmtrc.json). */
export async function scenarioFormatDoc(): Promise<string> {
  // Its file list is not a layout option.
  const { ignorePatterns: _files, ...options } = JSON.parse(readFileSync(ROOT + '.oxfmtrc.json', 'utf8')) as Record<string, unknown>;
  const { code, errors } = await format(ROOT + DOC_PATH, scenarioFormatMarkdown(), options);
  if (errors.length > 0) throw new Error(`${DOC_PATH}: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

export function scenarioFormatMarkdown(): string {
  const docs = docComments();
  const out: string[] = [
    '# Scenario file format (`.grit.json`)',
    '',
    '<!-- Generated by scripts/docs/scenario-format.ts from src/core/model/schema.ts; do not edit by hand. -->',
    '',
    `A scenario (and the World of a game) is one JSON object with \`"format": "${schema.SCENARIO_FORMAT}"\` and \`"version": ${schema.SCENARIO_VERSION}\`. Older versions are migrated when opened. Distances are inches, 1 cell = 1"; cells are \`{ "c": column, "r": row }\`, 0-based from the top left. Keys of a map (walls, figures, sides, …) are the records' ids and must equal their \`id\` field. \`grit validate FILE\` checks a file and names the JSON path of every problem.`,
    '',
    'Fields marked "no" under required may be left out; the default shown is then used.',
    '',
    'A saved game (`"format": "grit-save"`) holds this World as `scenario`, the dice `seed`, the `commands` played (replayed in order when it opens) and a `snapshot`. A command may carry `faces`: the dice faces typed at the table, in roll order, for the rolls of sides whose `dice` is `"table"` (every other roll comes from the seed).',
    '',
  ];
  for (const name of SECTIONS) {
    const s = EXPORTS[name] as z.ZodType;
    const d = defOf(s);
    out.push(`## ${name}`, '');
    const about = docs.get(`${name}.__type`);
    if (about) out.push(about, '');
    if (d.type === 'object') out.push(...objectTable(name, d.shape as Record<string, z.ZodType>, docs), '');
    else if (d.type === 'union') {
      out.push(`One of the following, told apart by \`${String(d.discriminator ?? 'kind')}\`.`, '');
      for (const o of d.options as z.ZodType[]) {
        const shape = defOf(o).shape as Record<string, z.ZodType>;
        const tag = (shape['kind'] ?? shape['result'])!;
        out.push(`### ${name}: ${typeText(tag)}`, '', ...objectTable(name, shape, docs), '');
      }
    }
  }
  return out.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await scenarioFormatDoc();
  if (process.argv.includes('--check')) {
    const now = readFileSync(ROOT + DOC_PATH, 'utf8');
    if (now !== text) {
      console.error(`${DOC_PATH} is out of date with the schema: run node --import tsx scripts/docs/scenario-format.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(ROOT + DOC_PATH, text);
    console.log(`wrote ${DOC_PATH}`);
  }
}
