// Every table default ("[default]") of RULES.md as a named rule option. A
// scenario overrides one by putting its id in `scenario.rules`; the UI and
// `grit info` show which are in force (RULES.md preamble).
import type { World } from '../model/schema';
import { checkModules } from '../model/modules';

export type RuleOptionValue = string | number | boolean;

export interface RuleOption {
  id: string;
  default: RuleOptionValue;
  description: string;
  ruleId: string;
  /** For string options: the accepted values. */
  choices?: string[];
}

const ap = (id: string, value: number, what: string): RuleOption => ({
  id,
  default: value,
  description: `AP cost: ${what}`,
  ruleId: 'G-ACT-1',
});

export const RULE_OPTIONS: RuleOption[] = [
  // Section 1-2: characters and objects.
  { id: 'spTotal', default: 30, description: 'Stat Points per character', ruleId: 'G-CHR-2' },
  { id: 'opBudgetRandom', default: false, description: 'OP budget rolled as 1d10 x 100 instead of the scenario value', ruleId: 'G-OBJ-1' },
  { id: 'apSpanChoice', default: 'lowest', description: "AP per attack picked from a weapon's span", ruleId: 'G-OBJ-3', choices: ['lowest', 'highest', 'middle'] },
  {
    id: 'armourDrv',
    default: 'padded-cloth 1, leather 2, hardened-leather 3, chain 5, plate 7, kevlar-vest 6, riot-armour 9; buckler 1, shield 2, large-shield 3',
    description: 'DRV of the shipped garments and shields',
    ruleId: 'G-OBJ-6',
  },
  { id: 'reloadAp', default: 2, description: 'AP to reload a magazine or cylinder ("1 Shot" weapons reload inside their AP per attack)', ruleId: 'G-OBJ-7' },
  {
    id: 'creatureOp',
    default: 'share',
    description: 'Creatures facing humanoids: OP share of the humanoids\' spend, or "stat" for +1 BOD/RCE per 300 OP',
    ruleId: 'G-CHR-5',
    choices: ['share', 'stat'],
  },
  // Section 4: the action cost table.
  ap('apMoveOpen', 1, 'move 1 square on open ground'),
  ap('apMoveDifficult', 2, 'move 1 square through difficult terrain'),
  ap('apMoveVeryDifficult', 4, 'move 1 square through very difficult terrain'),
  ap('apCrossLowWall', 2, 'extra to cross a low wall, fence or window sill'),
  ap('apEnterLowObject', 2, 'extra to enter a square whose centre is inside a low object (desk, crates, barrel)'),
  { id: 'highObjectsBlockMovement', default: true, description: 'A square whose centre is inside a high object (tree, wagon, pillar, rack) cannot be entered', ruleId: 'G-MOVE-3' },
  ap('apDoor', 1, 'open or close a door within 1"'),
  ap('apDropProne', 1, 'drop prone'),
  ap('apCrawl', 2, 'crawl 1 square while prone'),
  ap('apStandUp', 1, 'stand up from prone'),
  ap('apSwapWeapon', 1, 'draw, sheathe or swap a weapon'),
  ap('apPickUp', 1, 'pick up an item within 1"'),
  ap('apAim', 1, 'aim (+1 to the next attack this round)'),
  ap('apFirstAid', 3, 'first aid on an adjacent character'),
  ap('apLook', 1, 'look, listen or stop'),
  { id: 'apForceDoor', default: 10, description: 'AP of work (a long task, spread over rounds) to force a closed or locked door open', ruleId: 'G-TURN-3' },
  {
    id: 'diagonalRule',
    default: 'alternate',
    description: 'Diagonal steps: alternate 1 then 2 AP, every diagonal 1 (chebyshev), or euclidean rounding',
    ruleId: 'G-MOVE-2',
    choices: ['alternate', 'chebyshev', 'euclidean'],
  },
  // Section 5: rolls.
  { id: 'gmMode', default: false, description: "A GM runs the game: the GM's manual modifiers stand as given (no negatives-per-positive limit)", ruleId: 'G-ROLL-2' },
  { id: 'maxNegativesPerPositive', default: 3, description: 'Manual negative modifiers allowed per positive modifier (no GM)', ruleId: 'G-ROLL-2' },
  { id: 'unskilledPenalty', default: false, description: 'Unskilled penalty -3/-2/-1 for an unfamiliar weapon (with Skills)', ruleId: 'G-ROLL-4' },
  // Section 6: combat.
  { id: 'natural1Hits', default: false, description: 'A natural 1 always hits and a natural 10 always misses', ruleId: 'G-ATK-2' },
  { id: 'rangeBands', default: '0,-1,-2', description: 'Modifier within 1x, 2x, 3x the weapon Range; beyond is not allowed', ruleId: 'G-RNG-1' },
  {
    id: 'maxRangeMultiple',
    default: 3,
    description: 'Maximum range as a multiple of the weapon Range (the text: three to five times); bands beyond the listed ones are -3',
    ruleId: 'G-RNG-1',
    choices: ['3', '4', '5'],
  },
  { id: 'thrownMaxRangeMultiple', default: 1, description: 'Thrown weapons may not reach beyond this multiple of their Range', ruleId: 'G-RNG-1' },
  { id: 'coverMods', default: '0,-1,-2,-3', description: 'Cover modifier for <25%, 25-49%, 50-74%, 75-99% hidden', ruleId: 'G-COV-1' },
  { id: 'concealmentMods', default: '0,-1,-1,-2', description: 'Concealment modifier for <25%, 25-49%, 50-74%, 75-99% hidden', ruleId: 'G-COV-1' },
  { id: 'higherGroundMod', default: 1, description: 'Attacker on higher ground', ruleId: 'G-MOD-1' },
  { id: 'proneTargetMeleeMod', default: 1, description: 'Target prone, melee attack', ruleId: 'G-MOD-1' },
  { id: 'proneTargetRangedMod', default: -1, description: 'Target prone, ranged attack', ruleId: 'G-MOD-1' },
  { id: 'proneShooterMod', default: 1, description: 'Attacker prone with a shooting weapon', ruleId: 'G-MOD-1' },
  { id: 'aimMod', default: 1, description: 'Aimed attack (G-ACT aim)', ruleId: 'G-MOD-1' },
  { id: 'hpModePC', default: 'detailed', description: 'HP play for PCs: detailed (unconscious at 0, negative HP) or fast (out at 0)', ruleId: 'G-HP-3', choices: ['detailed', 'fast'] },
  {
    id: 'wakeRollTiming',
    default: 'round-start',
    description: 'When down figures roll to wake or stay alive: on their own turn (their place in the order, once a round) or all at the start of each round',
    ruleId: 'G-HP-3',
    choices: ['round-start', 'own-turn'],
  },
  { id: 'hpModeNPC', default: 'fast', description: 'HP play for NPCs', ruleId: 'G-HP-2', choices: ['detailed', 'fast'] },
  { id: 'hpModeNCF', default: 'fast', description: 'HP play for NCFs', ruleId: 'G-HP-2', choices: ['detailed', 'fast'] },
  {
    id: 'drvAbsorption',
    default: 'per-round',
    description: 'Armour DRV absorbs per combat round (a pool every hit in the round draws on, refilled at the next round) or in full against every hit',
    ruleId: 'G-DMG-2',
    choices: ['per-round', 'per-hit'],
  },
  // Section 7: sight, cover, areas.
  { id: 'coverSampling', default: '3x3-inset-10', description: 'Sample pattern on the target footprint for the hidden fraction', ruleId: 'G-LOS-2' },
  { id: 'coverViewpoint', default: 'centre', description: 'Attacker viewpoint for cover: centre, or best corner-or-centre', ruleId: 'G-LOS-2', choices: ['centre', 'best'] },
  { id: 'lowCoverFraction', default: 0.5, description: 'Hidden fraction given by low cover within 1" of the target', ruleId: 'G-LOS-3' },
  { id: 'areaDamagePerFigure', default: true, description: 'Area damage rolled separately for each figure (false: one roll for all)', ruleId: 'G-AREA-2' },
  { id: 'fireDamageOncePerRound', default: true, description: 'A burning area hurts a figure at most once per round', ruleId: 'G-AREA-3' },
  { id: 'scatterDirection', default: '1d10x36', description: 'Scatter direction of a missed area attack: 1d10 x 36 degrees', ruleId: 'G-AREA-5' },
  { id: 'scatterDistance', default: 'roll-minus-av', description: 'Scatter distance: (roll - Action Value) inches', ruleId: 'G-AREA-5' },
  { id: 'placedFuseRounds', default: 1, description: 'A placed charge (dynamite) goes off this many round starts after it is placed (0 = at once)', ruleId: 'G-AREA-5' },
  { id: 'scatterMinInches', default: 1, description: 'Minimum scatter distance in inches', ruleId: 'G-AREA-5' },
  // Section 8: play around the rules.
  { id: 'randomEncounters', default: false, description: 'Roll for a random encounter when a move enters a new area', ruleId: 'G-GAME-4' },
  { id: 'randomEncounterChance', default: 1, description: 'A random encounter happens on 1d10 <= this value', ruleId: 'G-GAME-4' },
  { id: 'maxRounds', default: 50, description: 'Rounds after which a computer-played game is called a draw', ruleId: 'G-GAME-3' },
  // Section 10: carrying and keys.
  { id: 'pickUpItemApCost', default: 1, description: 'AP to pick up a portable object within 1"', ruleId: 'G-WIN-7' },
  { id: 'dropItemApCost', default: 0, description: 'AP to drop a carried object', ruleId: 'G-WIN-7' },
  { id: 'handOverItemApCost', default: 1, description: 'AP to hand a carried object to an adjacent friend', ruleId: 'G-WIN-7' },
  { id: 'heavyLoadExtraApPerSquare', default: 1, description: 'Extra AP per square moved while carrying a heavy object', ruleId: 'G-WIN-7' },
  { id: 'keyApCost', default: 1, description: 'AP to unlock or lock a door with its key from within 1"', ruleId: 'G-WIN-7' },
  {
    id: 'aiHoldRounds',
    default: 5,
    description: 'Computer player: a defending side holds its positions while it has no target, for this many rounds before any figure is hurt (then until the game ends); 0 = never hold',
    ruleId: 'G-GAME-3',
  },
  // Section 9.1: module P (Phoenix revised combat round), read only when the module is on.
  { id: 'pSurprisedAp', default: 0, description: 'Module P: AP a surprised figure has in round 1', ruleId: 'P-SURPRISE' },
  {
    id: 'pWeather',
    default: 'none',
    description: 'Module P: conditions for the surprise roll (rain -1, heavy fog -2, extremely still +2)',
    ruleId: 'P-SURPRISE',
    choices: ['none', 'rain', 'fog', 'still'],
  },
  { id: 'pInitiativeStat', default: 'bod', description: "Module P: the stat added to the initiative d10 (the text's Dexterity)", ruleId: 'P-INIT', choices: ['bod', 'mnd'] },
  { id: 'pChargeDoubleWeapons', default: 'spear', description: 'Module P: catalogue ids of lance-like weapons that deal double damage on a charge (the catalogue has no lance)', ruleId: 'P-CHARGE' },
  { id: 'phoenixCrits', default: false, description: 'Module P: a natural 1 on an attack rolls damage twice; a natural 10 loses the remaining attacks of the turn', ruleId: 'P-CRIT' },
];

const BY_ID = new Map(RULE_OPTIONS.map((o) => [o.id, o]));

export function ruleOptionsInForce(world: Pick<World, 'scenario'>): Array<{ id: string; value: RuleOptionValue; default: RuleOptionValue; description: string; ruleId: string }> {
  const set = world.scenario.rules ?? {};
  return RULE_OPTIONS.map((o) => ({
    id: o.id,
    value: Object.prototype.hasOwnProperty.call(set, o.id) ? (set[o.id] as RuleOptionValue) : o.default,
    default: o.default,
    description: o.description,
    ruleId: o.ruleId,
  }));
}

function raw(world: Pick<World, 'scenario'>, id: string): RuleOptionValue {
  const o = BY_ID.get(id);
  if (!o) throw new Error(`unknown rule option "${id}"`);
  const set = world.scenario.rules ?? {};
  return Object.prototype.hasOwnProperty.call(set, id) ? (set[id] as RuleOptionValue) : o.default;
}

export function optNumber(world: Pick<World, 'scenario'>, id: string): number {
  const v = raw(world, id);
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw new Error(`rule option "${id}": expected a number, got ${JSON.stringify(v)}`);
  return n;
}

export function optBool(world: Pick<World, 'scenario'>, id: string): boolean {
  const v = raw(world, id);
  return v === true || v === 'true' || v === 1;
}

export function optString(world: Pick<World, 'scenario'>, id: string): string {
  return String(raw(world, id));
}

/** "0,-1,-2" -> [0, -1, -2]; used by the band tables (G-RNG-1, G-COV-1). */
export function optNumberList(world: Pick<World, 'scenario'>, id: string): number[] {
  const list = optString(world, id)
    .split(',')
    .map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isFinite(n))) throw new Error(`rule option "${id}": expected numbers separated by commas`);
  return list;
}

/**
 * Problems with the rule options a scenario sets: wrong type, a value outside
 * the choices, or a table that is not a list of numbers; `modules` naming an
 * unknown or unbuilt module or a combination RULES §9.0 rules out. Unknown
 * option ids are left alone. Paths are under scenario.rules.
 */
export function checkRuleOptions(rules: Record<string, RuleOptionValue | string[]> | undefined): Array<{ path: Array<string | number>; message: string }> {
  const out: Array<{ path: Array<string | number>; message: string }> = [];
  for (const [id, value] of Object.entries(rules ?? {})) {
    const path: Array<string | number> = ['scenario', 'rules', id];
    if (id === 'modules') {
      for (const p of checkModules(value)) out.push({ path: p.index === null ? path : [...path, p.index], message: p.message });
      continue;
    }
    const o = BY_ID.get(id);
    if (!o) continue;
    if (typeof value !== typeof o.default) {
      out.push({ path, message: `expected a ${typeof o.default} (default ${JSON.stringify(o.default)}), got ${JSON.stringify(value)}` });
      continue;
    }
    if (o.choices && !o.choices.includes(String(value))) out.push({ path, message: `expected one of ${o.choices.join(', ')}, got ${JSON.stringify(value)}` });
    if (typeof value === 'number' && (!Number.isFinite(value) || value < -1000 || value > 1000)) out.push({ path, message: `expected a number from -1000 to 1000, got ${value}` });
    if (/Mods$|Bands$/.test(id) && typeof value === 'string' && value.split(',').some((s) => !/^\s*[+-]?\d+\s*$/.test(s)))
      out.push({ path, message: `expected whole numbers separated by commas, e.g. ${JSON.stringify(o.default)}` });
  }
  return out;
}
