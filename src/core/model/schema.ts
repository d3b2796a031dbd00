// The zod schema is the single source of the scenario file format and of the
// World's shape; TypeScript types are inferred from it (DESIGN "Files").
// Distances are inches, cells are {c, r} (0-based column, row), 1 cell = 1".
import { z } from 'zod';
import { Item, Objective, Outcome, Zone } from './objectives';

export const SCENARIO_FORMAT = 'grit-scenario';
export const SCENARIO_VERSION = 2;

const id = <B extends string>(brand: B) => z.string().min(1).max(200).brand(brand);
export const FigureId = id('FigureId');
export const WallId = id('WallId');
export const ObjectId = id('ObjectId');
export const AreaId = id('AreaId');
export const SideId = id('SideId');
export const TerrainTypeId = id('TerrainTypeId');
export type FigureId = z.infer<typeof FigureId>;
export type WallId = z.infer<typeof WallId>;
export type ObjectId = z.infer<typeof ObjectId>;
export type AreaId = z.infer<typeof AreaId>;
export type SideId = z.infer<typeof SideId>;
export type TerrainTypeId = z.infer<typeof TerrainTypeId>;

const finite = z.number().finite();
/** Map sizes are bounded so a hostile file cannot ask for a billion cells. */
export const MAX_MAP_CELLS = 1000;

export const Point = z.object({ x: finite.min(-1e5).max(1e5), y: finite.min(-1e5).max(1e5) });
export type Point = z.infer<typeof Point>;
export const Cell = z.object({ c: z.number().int().min(0).max(MAX_MAP_CELLS), r: z.number().int().min(0).max(MAX_MAP_CELLS) });
export type Cell = z.infer<typeof Cell>;

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

export const Stats = z.object({
  ap: z.number().int().min(0).max(1000),
  hp: z.number().int().min(0).max(1000),
  bod: z.number().int().min(0).max(1000),
  mnd: z.number().int().min(0).max(1000),
  mys: z.number().int().min(0).max(1000),
  rce: z.number().int().min(0).max(1000),
  race: z.string().max(100).default('Human'),
});
export type Stats = z.infer<typeof Stats>;

export const LoadoutWeapon = z.object({
  /** Id of a row in the weapon catalogue (assets/catalogue). */
  catalogueId: z.string().min(1),
  /** Rounds left in the magazine; absent for weapons without ammo. */
  ammo: z.number().int().min(0).max(100000).optional(),
  /** Spare OP spent on +1 DV each (G-OBJ-1). */
  dvBonus: z.number().int().min(0).max(1000).default(0),
  /** Chosen AP per attack within the catalogue span (G-OBJ-3). */
  apPerAttack: z.number().int().min(0).max(1000).optional(),
  /** Times an unfamiliar weapon has been used (G-ROLL-4 unskilled penalty). */
  unskilledUses: z.number().int().min(0).max(1000).optional(),
});
export const Loadout = z.object({
  weapons: z.array(LoadoutWeapon).max(50).default([]),
  /** One armour id, or pieces of different materials worn together (GRIT 4.2.3: their average DRV, rounded down; G-DMG-2). */
  armour: z.union([z.string(), z.array(z.string()).min(1).max(20)]).optional(),
  shield: z.string().optional(),
  /** Spare OP spent on +1 DRV each (G-OBJ-1). */
  drvBonus: z.number().int().min(0).max(1000).default(0),
  /** Index into weapons of the weapon in hand. */
  activeWeapon: z.number().int().min(0).max(49).default(0),
});
export type Loadout = z.infer<typeof Loadout>;

export const FigureStatus = z.object({
  prone: z.boolean().default(false),
  unconscious: z.boolean().default(false),
  dead: z.boolean().default(false),
  /** Rounds of incapacitation left (stun, concussion: G-AREA-4). */
  incapacitatedRounds: z.number().int().min(0).max(1000).default(0),
  burning: z.boolean().default(false),
  aimed: z.boolean().default(false),
  /** DRV already used up this round (G-DMG-2: armour is a pool per round); refilled at round start. */
  drvSpent: z.number().int().min(0).max(100000).optional(),
  /** Module N (N-ABORT): AP already spent from the next round on abort actions. */
  apOwed: z.number().int().min(0).max(1000).optional(),
  /** Module N (N-TRAUMA): half or more of current HP lost in one attack; only half AP next round. */
  trauma: z.boolean().optional(),
  /** Module P (P-SURPRISE): caught by surprise; 0 AP in round 1. */
  surprised: z.boolean().optional(),
  /** Module P (P-CHARGE): the round of its last charge (0 = none); attacks against it get +1 until its first turn of the next round. */
  chargedRound: z.number().int().min(0).max(1e6).optional(),
  /** Module P (P-CHARGE): readied "set against a charge" until its next turn. */
  setVsCharge: z.boolean().optional(),
  /** Module P (P-MELEE-MOVE, P-MOVEFIRE): move actions taken this round, and whether it has attacked in melee this round. */
  movesThisRound: z.number().int().min(0).max(10000).optional(),
  meleeThisRound: z.boolean().optional(),
});
export type FigureStatus = z.infer<typeof FigureStatus>;

export const FigureKind = z.enum(['PC', 'NPC', 'NCF']);

/** Module S (S-WOUND): one wound from the location and severity tables; `effects` are the rows it includes. */
export const SWound = z.object({
  location: z.enum(['right-arm', 'left-arm', 'torso', 'right-leg', 'left-leg', 'head']),
  severity: z.number().int().min(-1000).max(1000),
  effects: z.array(z.enum(['scar', 'stun', 'broken', 'maimed', 'haemorrhaging', 'destroyed'])).max(6),
  /** Fingers or toes lost (5 = the whole hand or foot) when maimed. */
  digitsLost: z.number().int().min(0).max(5).optional(),
});
export type SWound = z.infer<typeof SWound>;
export const SBleedOut = z.object({
  hours: z.array(z.number().positive().max(100)).max(100),
  roundsLeft: z.number().int().min(0).max(1e7),
});
export type SBleedOut = z.infer<typeof SBleedOut>;
export const Figure = z.object({
  id: FigureId,
  name: z.string().min(1).max(200),
  /** Short text drawn on the token, e.g. "S1". */
  label: z.string().max(4).default(''),
  sideId: SideId,
  kind: FigureKind,
  /** Top-left cell of the footprint; null = off the map (G-GAME-1). */
  cell: Cell.nullable(),
  sizeCells: z.number().int().min(1).max(10).default(1),
  /** Module P (P-MELEE-FIRE): size category; Medium when absent. */
  size: z.enum(['small', 'medium', 'large']).optional(),
  stats: Stats,
  loadout: Loadout.default({ weapons: [], drvBonus: 0, activeWeapon: 0 }),
  /** Current HP; may go below 0 in detailed play (G-HP-3). */
  hp: z.number().int().min(-1000).max(1000),
  apLeft: z.number().int().min(0).max(1000),
  status: FigureStatus.default({ prone: false, unconscious: false, dead: false, incapacitatedRounds: 0, burning: false, aimed: false }),
  /** GM-only figures never reach the table view. */
  hidden: z.boolean().default(false),
  /** Token picture: a path inside the scenario's folder (as map.background.src) or a data: URL; drawn inside the token's side-colour ring, cropped to a circle. */
  image: z.string().min(1).optional(),
  notes: z.string().max(10000).default(''),
  /** Wounds (damage with HP lost) not yet tended by first aid (G-ACT-1: once per wound); absent = not tracked yet. */
  woundsUntreated: z.number().int().min(0).max(10000).optional(),
  /** Modules N/L (RULES §9.0): non-lethal damage, counted apart from HP (without L). */
  nonLethal: z.number().int().min(0).max(10000).optional(),
  /** Module N (N-INJURY): undead, constructs and the like take no injury penalty. */
  injuryImmune: z.boolean().optional(),
  /** Module L (L-SOAK): Soak set by the scenario instead of the armour's DRV. */
  soak: z.number().int().min(0).max(1000).optional(),
  /** Module L (L-BAR): pips filled on the life bar; `dyingSince` the round it entered Dying, `stable` once stabilised. */
  lifeBar: z
    .object({
      lethal: z.number().int().min(0).max(1000),
      nonLethal: z.number().int().min(0).max(1000),
      dyingSince: z.number().int().min(0).max(1e6).optional(),
      stable: z.boolean().optional(),
    })
    .optional(),
  /** Module S (S-WOUND): wounds rolled on the location and severity tables. */
  wounds: z.array(SWound).max(1000).optional(),
  /** Module S (S-WOUND): bleed-outs running (their times in hours, multiplied) and the rounds left to death. */
  bleedOut: SBleedOut.optional(),
});
export type Figure = z.infer<typeof Figure>;

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
