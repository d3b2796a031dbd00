// The zod schema is the single source of the scenario file format and of the
// World's shape; TypeScript types are inferred from it (DESIGN "Files").
// Distances are inches, cells are {c, r} (0-based column, row), 1 cell = 1".
import { z } from 'zod';
import { Item, Objective, Outcome, Zone } from './objectives';
import { Cell, finite, Point, SideId, TerrainTypeId, WallId, ObjectId, AreaId, FigureId, MAX_MAP_CELLS } from './schemaBase';
import { Figure } from './figureSchema';

export * from './schemaBase';
export * from './figureSchema';

export const SCENARIO_FORMAT = 'grit-scenario';
export const SCENARIO_VERSION = 2;

export const GridKind = z.enum(['square', 'hex-pointy', 'hex-flat']);
export type GridKind = z.infer<typeof GridKind>;

export const BackgroundImage = z.object({
  /** Relative path (inside the scenario's folder) or a data: URL. */
  src: z.string().min(1),
  /** Where the image's top-left corner and size sit on the map, in inches. */
  originInches: Point,
  widthInches: finite.positive().max(1e4),
  heightInches: finite.positive().max(1e4),
  /** The editor keeps a locked image from being moved, rescaled or removed (left out when unlocked). */
  locked: z.boolean().optional(),
});

export const MapInfo = z.object({
  grid: GridKind,
  widthCells: z.number().int().min(1).max(MAX_MAP_CELLS),
  heightCells: z.number().int().min(1).max(MAX_MAP_CELLS),
  background: BackgroundImage.optional(),
});
export type MapInfo = z.infer<typeof MapInfo>;

export const TerrainType = z.object({
  id: TerrainTypeId,
  name: z.string().min(1).max(100),
  /** CSS hex colour, e.g. "#4a6b3a". */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** AP to enter one square (G-ACT-1 table); null = impassable. */
  apCost: z.number().int().min(1).max(99).nullable(),
  blocksSight: z.boolean().default(false),
  /** Soft blocker for G-COV-1 concealment (foliage, darkness). */
  concealment: z.boolean().default(false),
  elevation: z.number().int().min(-100).max(100).default(0),
  /** Module P (P-FALL): height in feet of this ground (roof, ledge); stepping down onto lower ground falls the difference. */
  dropFeet: z.number().int().min(0).max(1000).optional(),
  /** Module P (P-INIT): footing for the initiative modifiers (wading or slippery −2, deep water −4). */
  footing: z.enum(['slippery', 'deep-water']).optional(),
});
export type TerrainType = z.infer<typeof TerrainType>;

/**
 * Terrain as ASCII rows: `rows[r][c]` is a legend character naming a terrain
 * type. Compact on disk and readable in tests.
 */
export const TerrainGrid = z.object({
  legend: z.record(z.string().length(1), TerrainTypeId),
  rows: z.array(z.string()),
});
export type TerrainGrid = z.infer<typeof TerrainGrid>;

export const WallKind = z.enum(['wall', 'door', 'window', 'low-wall', 'fence']);
export type WallKind = z.infer<typeof WallKind>;
export const DoorState = z.enum(['open', 'closed', 'locked']);
export type DoorState = z.infer<typeof DoorState>;

export const Wall = z.object({
  id: WallId,
  kind: WallKind,
  a: Point,
  b: Point,
  /** Only for kind "door". */
  door: DoorState.optional(),
  /** Module P (P-FALL): a ledge; a move crossing it falls this many feet. */
  dropFeet: z.number().int().min(0).max(1000).optional(),
});
export type Wall = z.infer<typeof Wall>;

export const ObjectShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), center: Point, radiusInches: finite.positive().max(1e4) }),
  z.object({ kind: z.literal('polygon'), points: z.array(Point).min(3).max(10000) }),
]);
export const MapObject = z.object({
  id: ObjectId,
  name: z.string().max(200),
  height: z.enum(['low', 'high']),
  shape: ObjectShape,
});
export type MapObject = z.infer<typeof MapObject>;

export const Area = z.object({
  id: AreaId,
  /** What made it: a catalogue weapon id or a free name ("smoke"). */
  kind: z.string().min(1),
  effect: z.enum(['smoke', 'fire', 'stun', 'flash', 'other']),
  center: Point,
  radiusInches: finite.positive().max(1000),
  roundsLeft: z.number().int().min(0).max(10000),
  /** Damage dice applied by a burning area (G-AREA-3). */
  damage: z.string().optional(),
  /** Smoke sight distance rolled this round (G-LOS-4). */
  visibilityInches: z.number().min(0).max(1000).optional(),
});
export type Area = z.infer<typeof Area>;

export const Side = z.object({
  id: SideId,
  name: z.string().min(1).max(100),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  controller: z.enum(['human', 'computer']).default('human'),
  /** Who rolls this side's dice: "app" (seeded, the default) or "table" (real dice: each roll asks for its faces, which the command then carries); a side the computer plays always rolls with the app. */
  dice: z.enum(['app', 'table']).optional(),
  /** Sides the table view shows (players' sides). */
  player: z.boolean().default(true),
  /** Module P: the side's circumstances the map cannot know (P-SURPRISE, P-INIT); see src/core/rules/modules/p/README.md. */
  phoenix: z
    .object({
      silenced: z.boolean().optional(),
      invisible: z.boolean().optional(),
      odour: z.boolean().optional(),
      camouflage: z.number().int().min(0).max(3).optional(),
      fleeing: z.boolean().optional(),
      light: z.enum(['normal', 'poor', 'dark']).optional(),
      panicked: z.boolean().optional(),
      anticipating: z.boolean().optional(),
      suspicious: z.boolean().optional(),
      initiative: z
        .array(z.enum(['hastened', 'slowed', 'foreign', 'hindered', 'waiting']))
        .max(5)
        .optional(),
    })
    .optional(),
});
export type Side = z.infer<typeof Side>;

export const EntryPoint = z.object({ sideId: SideId, cell: Cell, name: z.string().max(100).default('') });

/** Rule options: every [default] of RULES.md by name; the rules room owns the detail. */
/** Values are strings, numbers or booleans; `modules` (RULES §9) is a short list of module ids. */
export const RuleOptions = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string().max(8)).max(8)]));
export type RuleOptions = z.infer<typeof RuleOptions>;

export const ScenarioInfo = z.object({
  title: z.string().min(1).max(200),
  briefing: z.string().max(20000).default(''),
  /** Each side's victory text: the briefing the players read (G-WIN-1 keeps it beside the objectives). */
  victory: z.record(z.string(), z.string().max(2000)).default({}),
  /** Named zones for objectives, drawn on the map (G-WIN-1). */
  zones: z.record(z.string(), Zone).default({}),
  /** Each side's objectives, judged by the engine (G-WIN-1…4). A side with none cannot win by objectives. */
  objectives: z.record(z.string(), z.array(Objective).max(100)).default({}),
  /** G-WIN-3 round limit: at the end of this round at-time-out objectives (or points) decide, else a draw. */
  maxRounds: z.number().int().min(1).max(10000).optional(),
  entryPoints: z.array(EntryPoint).max(1000).default([]),
  opBudget: z.number().int().min(0).max(100000).default(100),
  rules: RuleOptions.default({}),
  gmNotes: z.string().max(20000).default(''),
  /** G-GAME-4 random encounter table, rolled when the randomEncounters rule option is on. */
  encounters: z
    .object({
      dice: z.string().regex(/^\d{1,2}d\d{1,3}$/),
      entries: z
        .array(z.object({ min: z.number().int().min(0).max(10000), max: z.number().int().min(0).max(10000), text: z.string().min(1).max(2000) }))
        .min(1)
        .max(1000),
    })
    .optional(),
});
export type ScenarioInfo = z.infer<typeof ScenarioInfo>;

/** Module S (S-PLOT): a figure's goal for its move. */
export const SMoveGoal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cell'), cell: Cell }),
  z.object({ kind: z.literal('toward'), figureId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('away'), figureId: z.string().min(1).max(200) }),
]);
export type SMoveGoal = z.infer<typeof SMoveGoal>;
/** Module S (S-PLOT): the one Action plotted, a game command of an allowed type without its figureId. */
export const SPlotAction = z.object({ type: z.string().min(1).max(40) }).catchall(z.unknown());
export type SPlotAction = z.infer<typeof SPlotAction>;
export const SPlot = z.object({ move: SMoveGoal.optional(), action: SPlotAction.optional() });
export type SPlot = z.infer<typeof SPlot>;

export const TurnState = z.object({
  round: z.number().int().min(0).max(1e6).default(0),
  /** Initiative order for the encounter (G-INIT-1/2). */
  order: z.array(FigureId).default([]),
  /** Tie-break rolls kept for the whole encounter (G-INIT-1). */
  tieBreaks: z.record(z.string(), z.number()).default({}),
  activeIndex: z.number().int().min(0).default(0),
  /** Figures that chose to do no more this round (G-TURN-2). */
  done: z.array(FigureId).default([]),
  /** Module P (P-INIT): groups of figures with equal initiative results, who act at the same time. */
  together: z.array(z.array(FigureId)).optional(),
  /** Module P (P-INIT): actions declared this pass by figures acting at the same time, resolved together when their group's pass ends. */
  declared: z.array(z.object({ figureId: FigureId, command: z.object({ type: z.string().min(1).max(40) }).catchall(z.unknown()) })).optional(),
  /** Module S (S-PLOT): the round's phase; 'plot' while the sides plot in secret. Absent without S. */
  phase: z.enum(['plot']).optional(),
  /** Module S (S-PLOT): each figure's secret plot this round, by figure id (never sent to the table view). */
  plots: z.record(z.string(), SPlot).optional(),
  /** Module S (S-PLOT): sides that have ended plotting this round. */
  plotsDone: z.array(z.string().max(200)).optional(),
});
export type TurnState = z.infer<typeof TurnState>;

export const RngState = z.object({
  seed: z.number().int(),
  /** Serialised PRNG state (owned by core/dice). */
  state: z.array(z.number().int()).max(16),
});
export type RngState = z.infer<typeof RngState>;

/** A light kept from an imported map (Universal VTT `lights`); drawn, not yet a rule. */
export const Light = z.object({
  position: Point,
  rangeInches: finite.min(0).max(1e4),
  intensity: finite.min(0).max(1e3).default(1),
  /** CSS hex colour, e.g. "#ffeecc". */
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffffff'),
  shadows: z.boolean().default(true),
});
export type Light = z.infer<typeof Light>;

/** A long repetitive task in progress (G-TURN-3), keyed `${figureId}:${name}`; written by the rules engine. */
export const TaskProgressRecord = z.object({
  figureId: z.string().min(1).max(200),
  name: z.string().max(200),
  apDone: z.number().int().min(0).max(1e6),
  apNeeded: z.number().int().min(0).max(1e6),
});
export type TaskProgressRecord = z.infer<typeof TaskProgressRecord>;

/** Module N (N-ABORT): the hit waiting for the defender's answer, and what the attack still has to do after it. */
/** Roll modifiers as a paused attack carries them (a kept list, not the GM's typed ones). */
const RollModifierList = z.array(z.object({ value: z.number(), source: z.string().max(200), auto: z.boolean().optional() })).max(100);
const AttackModeSchema = z.enum(['melee', 'thrown', 'shooting', 'hurling']);

export const PendingAbort = z.object({
  attackerId: z.string().min(1).max(200),
  targetId: z.string().min(1).max(200),
  /** -1 = unarmed. */
  weaponIndex: z.number().int().min(-1).max(49),
  crew: z.number().int().min(1).max(1000).optional(),
  mode: AttackModeSchema,
  /** The hit is shot `shot` of `shots`; later shots follow once it is answered. */
  shot: z.number().int().min(1).max(1000),
  shots: z.number().int().min(1).max(1000),
  /** Modifiers of the remaining shots (aim already used). */
  modifiers: RollModifierList,
  wasDown: z.boolean(),
  /** Damage rolled for this hit, before armour. */
  damage: z.number().int().min(-1000).max(100000),
  source: z.string().max(300),
  /** Aborts already tried on this attack (each once; Block then Roll with the Blow). */
  tried: z.array(z.enum(['block', 'roll', 'dive'])).max(3),
  /** Module P with N: the Phoenix plan of the paused attack (P-CHARGE double damage, P-MODS auto hit, free flee attacks). */
  phoenix: z
    .object({
      free: z.boolean(),
      modifiers: RollModifierList,
      damageTimes: z.number().int().min(1).max(10),
      why: z.string().max(300),
      autoHit: z.boolean(),
      mode: AttackModeSchema,
    })
    .optional(),
  /** An area attack's blast paused on one of its figures (Dive for Cover); the blast goes on with `affected[next..]` once it is answered. */
  burst: z
    .object({
      weaponId: z.string().min(1).max(200),
      at: Point,
      radiusInches: finite.min(0).max(1e5),
      affected: z.array(z.string().min(1).max(200)).max(100000),
      next: z.number().int().min(0).max(100000),
      /** The blast's one damage roll for all (G-AREA-2 option), absent when rolled per figure. */
      sharedDamage: z.number().int().min(-1000).max(100000).optional(),
    })
    .optional(),
});
export type PendingAbort = z.infer<typeof PendingAbort>;

export const World = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  map: MapInfo,
  terrainTypes: z.record(z.string(), TerrainType),
  terrain: TerrainGrid,
  walls: z.record(z.string(), Wall).default({}),
  objects: z.record(z.string(), MapObject).default({}),
  figures: z.record(z.string(), Figure).default({}),
  areas: z.record(z.string(), Area).default({}),
  sides: z.record(z.string(), Side),
  scenario: ScenarioInfo,
  turn: TurnState.default({ round: 0, order: [], tieBreaks: {}, activeIndex: 0, done: [] }),
  rng: RngState.optional(),
  lights: z.array(Light).max(100000).optional(),
  tasks: z.record(z.string(), TaskProgressRecord).optional(),
  /** Portable objects and keys (G-WIN-7). */
  items: z.record(z.string(), Item).default({}),
  /** Consecutive round ends each hold objective has held, keyed `${sideId}:${objectiveId}` (G-WIN-1 hold). */
  objectiveRounds: z.record(z.string(), z.number().int().min(0).max(1e6)).optional(),
  /** Set when a side has won or the game is drawn (G-WIN-2); no game command is accepted after it. */
  outcome: Outcome.optional(),
  /** Module N (N-ABORT): an attack paused on a hit, waiting for the defender's abort choice. */
  pendingAbort: PendingAbort.optional(),
});
export type World = z.infer<typeof World>;
export type WorldInput = z.input<typeof World>;
