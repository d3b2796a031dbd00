// Events are past tense and carry every value applyEvent needs (new rng
// state included), so applying them never rolls or measures (G-GAME-2).
import type { Area, Cell, FigureStatus, PendingAbort, Point, RngState, DoorState, SBleedOut, SMoveGoal, SPlot, SPlotAction, SWound } from '../model/schema';
import type { ManualModifier } from './commands';
import type { Figure } from '../model/schema';

/** A loadout weapon; `unskilledUses` marks one the figure is not familiar with (G-ROLL-4). */
export interface HeldLoadoutWeapon {
  catalogueId: string;
  ammo?: number;
  dvBonus: number;
  apPerAttack?: number;
  unskilledUses?: number;
}

export interface RollModifier extends ManualModifier {
  /** true when the engine proposed it from the map (G-ROLL-3). */
  auto?: boolean;
}

export type GameEvent =
  | {
      type: 'encounterStarted';
      order: string[];
      initiative: Record<string, number>;
      tieBreaks: Record<string, number>;
      /** Module P (P-INIT): equal results, acting at the same time. */ together?: string[][];
    }
  | { type: 'roundStarted'; round: number }
  | { type: 'roundEnded'; round: number }
  | { type: 'turnStarted'; figureId: string; activeIndex: number }
  | { type: 'turnEnded'; figureId: string }
  | { type: 'figurePassed'; figureId: string }
  | { type: 'figureDone'; figureId: string }
  | { type: 'apRefilled'; figureId: string; apLeft: number }
  | { type: 'apSpent'; figureId: string; apCost: number; apLeft: number; action: string }
  | {
      type: 'diceRolled';
      purpose: string;
      figureId?: string;
      notation: string;
      faces: number[];
      modifiers: RollModifier[];
      total: number;
      target?: number;
      success?: boolean;
      rng: RngState;
      /** The faces were rolled at the table and typed in (the command's `faces`); `rng` is then unchanged. */
      atTable?: true;
    }
  | { type: 'figureMoved'; figureId: string; from: Cell | null; to: Cell; path: Cell[]; apCost: number }
  | { type: 'attackDeclared'; figureId: string; targetId?: string; at?: Point; weaponIndex: number; weaponId: string; shots: number; apPerAttack: number }
  | { type: 'ammoSpent'; figureId: string; weaponIndex: number; ammoLeft: number }
  | { type: 'weaponReloaded'; figureId: string; weaponIndex: number; ammo: number }
  | { type: 'weaponSwapped'; figureId: string; weaponIndex: number }
  | { type: 'weaponPickedUp'; figureId: string; fromId: string; fromIndex: number; weapon: HeldLoadoutWeapon }
  | { type: 'weaponPracticed'; figureId: string; weaponIndex: number; unskilledUses: number }
  /** A burst ended early because its target dropped: the unfired shots cost no AP and no ammo. */
  | {
      type: 'burstStopped';
      figureId: string;
      targetId: string;
      shotsFired: number;
      shotsUnfired: number;
      apSaved: number;
      ammoSaved: number;
      /** Module P (P-CRIT): stopped by a natural 10. */ fumble?: boolean;
    }
  | {
      type: 'figureDamaged';
      figureId: string;
      source: string;
      raw: number;
      absorbed: number;
      through: number;
      bruise: number;
      hpLoss: number;
      hpBefore: number;
      hpAfter: number;
      /** G-DMG-2 per-round pool: DRV used this round after this hit. */ drvSpentAfter?: number;
    }
  /** Module L (L-BAR, L-SOAK): pips a hit filled (damage − Soak), and the bar after it. */
  | { type: 'lifeBarFilled'; figureId: string; source: string; raw: number; soak: number; lethalPips: number; nonLethalPips: number; lifeBar: NonNullable<Figure['lifeBar']> }
  /** Modules N/L (§9.0): non-lethal damage beside HP (N without L). */
  | { type: 'nonLethalTaken'; figureId: string; source: string; points: number; nonLethalAfter: number }
  /** §9.0: non-lethal damage all recovered when the encounter ends (HP figures and life bars alike). */
  | { type: 'nonLethalRecovered'; figureId: string; points: number; reason: string }
  /** Module N (N-ABORT): an attack paused on a hit; the defender answers with chooseAbort. */
  | { type: 'abortOffered'; pending: PendingAbort }
  /** Module N (N-ABORT): an abort paid from next round's AP. */
  | { type: 'abortChosen'; figureId: string; choice: 'block' | 'roll' | 'dive'; apCost: number; apOwedAfter: number }
  /** Module N (N-ABORT): the opposed (or BOD) roll's outcome: blocked, or points turned non-lethal. */
  | { type: 'abortResolved'; figureId: string; choice: 'block' | 'roll' | 'dive'; defenderMargin: number; attackerMargin?: number; blocked?: boolean; converted: number }
  | { type: 'abortClosed'; figureId: string; choice: 'block' | 'roll' | 'dive' | 'take' }
  | { type: 'figureHealed'; figureId: string; hpGained: number; hpAfter: number }
  | { type: 'figureDowned'; figureId: string; state: 'out' | 'unconscious' | 'dead' }
  | { type: 'figureWoke'; figureId: string }
  | { type: 'statusChanged'; figureId: string; status: Partial<FigureStatus> }
  | { type: 'doorChanged'; wallId: string; door: DoorState; /** The key item used to lock or unlock it (G-WIN-7). */ keyItemId?: string; figureId?: string }
  /** G-WIN-7 carrying: `from` is the cell it lay on. */
  | { type: 'itemPickedUp'; figureId: string; itemId: string; from: Cell }
  /** G-WIN-7: put down, or `fell` when its carrier went down. */
  | { type: 'itemDropped'; figureId: string; itemId: string; cell: Cell; fell: boolean }
  | { type: 'itemHanded'; figureId: string; toId: string; itemId: string }
  | { type: 'burstScattered'; from: Point; to: Point; angleDeg: number; distanceInches: number }
  | { type: 'burstResolved'; at: Point; radiusInches: number; affected: string[]; shielded: string[] }
  | { type: 'areaCreated'; area: Area }
  | { type: 'areaTicked'; areaId: string; roundsLeft: number; visibilityInches?: number }
  | { type: 'areaRemoved'; areaId: string }
  | { type: 'markerPlaced'; at: Point; marker: string }
  | { type: 'customActionDone'; figureId: string; name: string; apCost: number; success?: boolean }
  | { type: 'taskProgressed'; figureId: string; name: string; apDone: number; apNeeded: number; finished: boolean }
  | { type: 'disputeSettled'; winnerId: string }
  | { type: 'objectiveRoundsCounted'; round: number; /** Consecutive round ends each hold objective has held, by `${sideId}:${objectiveId}`. */ rounds: Record<string, number> }
  | { type: 'sideWon'; sideId: string; reason: string; objectiveIds: string[]; round: number }
  | { type: 'gameDrawn'; reason: string; round: number }
  /** Module P (P-SURPRISE): a side's surprise roll; `surprised` when the modified result is 3 or less. */
  | { type: 'surpriseChecked'; sideId: string; total: number; surprised: boolean }
  /** Module P (P-MELEE-FIRE): a shot into a melee hit `hitId` instead of `targetId`. */
  | { type: 'shotStrayed'; figureId: string; targetId: string; hitId: string; roll: number; percent: number }
  /** Module P (P-INIT): a figure acting at the same time as others declares its action; nothing happens yet. */
  | { type: 'actionDeclared'; figureId: string; command: { type: string } & Record<string, unknown> }
  /** Module P (P-INIT): the declared actions of a group resolve together (moves, then the rest, then all damage). */
  | { type: 'declaredResolved'; figureIds: string[] }
  // Module S (RULES 9.4): plot phase, simultaneous moves and actions, wounds.
  | { type: 'plotPhaseStarted'; round: number }
  | { type: 'movePlotted'; figureId: string; sideId: string; goal: SMoveGoal }
  | { type: 'actionPlotted'; figureId: string; sideId: string; action: SPlotAction }
  | { type: 'plotCleared'; figureId: string; sideId: string }
  | { type: 'plottingEnded'; sideId: string }
  | { type: 'plotsRevealed'; round: number; plots: Record<string, SPlot> }
  | { type: 'simultaneousPhase'; round: number; phase: 'move' | 'act' | 'mys' | 'damage' }
  | { type: 'moveContested'; figureIds: string[]; rolls: Record<string, number[]>; winnerId: string; over: string }
  | { type: 'actionFailed'; figureId: string; action: string; reason: string }
  | { type: 'woundRolled'; figureId: string; wound: SWound; locationRoll: number; severityRoll: number }
  | { type: 'weaponDropped'; figureId: string; weaponIndex: number; weaponId: string }
  | { type: 'bleedOutChanged'; figureId: string; bleedOut: SBleedOut | null; reason: string }
  | { type: 'randomEncounter'; figureId: string; cell: Cell; /** The scenario table's roll and entry (G-GAME-4), when it has a table. */ roll?: number; text?: string };

export type EventType = GameEvent['type'];

export interface Violation {
  code: string;
  message: string;
  /** AP missing when an action is unaffordable (G-TURN-1). */
  shortfall?: number;
  /** Code "dice-needed": the roll whose faces the command must carry next (issue 16 fix 8). */
  roll?: DiceRequest;
}

/** A roll the table must make with real dice: what to roll, for what, against what. */
export interface DiceRequest {
  purpose: string;
  /** As rolled: "1d10", "2d10+2", "1d10÷2". */
  notation: string;
  /** Dice to throw and their sides (the faces typed are each 1..sides). */
  count: number;
  sides: number;
  /** The side rolling (the figure's, or the acting side's for a roll that names no figure). */
  sideId: string;
  figureId?: string;
  /** Action rolls (G-ROLL-1): success when the d10 is at most this; absent for damage and other totals. */
  target?: number;
  modifiers: RollModifier[];
  /** Faces the command already carries before this roll's (where this roll's go in `faces`). */
  faceIndex: number;
}

export type ResolveResult = { events: GameEvent[] } | { violation: Violation };
