// Figures in the scenario schema: stats, loadout, status, the figure record
// (rule ids per field). Part of the zod schema that schema.ts assembles and
// re-exports.
import { z } from 'zod';
import { Cell, FigureId, SideId } from './schemaBase';

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
