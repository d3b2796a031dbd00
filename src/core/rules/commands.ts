// Commands are imperative, serialisable requests (DESIGN "Core ideas"). Cells
// may be written "c,r" or {c, r}; points are {x, y} in inches.
import type { Cell, Point, SMoveGoal, SPlotAction } from '../model/schema';

export interface ManualModifier {
  value: number;
  source: string;
}

export type CellRef = Cell | string;

/**
 * Real dice typed at the table (issue 16 fix 8): the faces of the rolls made
 * for sides whose `dice` is "table", in roll order (see Ctx.draw). Without
 * the field every roll is the app's seeded roll, as before.
 */
export interface TableFaces {
  faces?: number[];
}

export type Command = (
  | { type: 'startEncounter' }
  | { type: 'moveFigure'; figureId: string; to: CellRef }
  | { type: 'attack'; figureId: string; targetId: string; weaponIndex?: number; shots?: number; modifiers?: ManualModifier[]; crew?: number }
  | { type: 'throwArea'; figureId: string; weaponIndex?: number; at: Point; modifiers?: ManualModifier[]; placed?: boolean; crew?: number }
  | { type: 'reload'; figureId: string; weaponIndex?: number }
  | { type: 'openDoor'; figureId: string; wallId: string }
  | { type: 'closeDoor'; figureId: string; wallId: string }
  | { type: 'dropProne'; figureId: string }
  | { type: 'standUp'; figureId: string }
  | { type: 'aim'; figureId: string }
  | { type: 'firstAid'; figureId: string; targetId: string }
  | { type: 'swapWeapon'; figureId: string; weaponIndex: number }
  | { type: 'pickUp'; figureId: string; fromId: string; weaponIndex: number }
  | { type: 'look'; figureId: string }
  | { type: 'pickUpItem'; figureId: string; itemId: string }
  | { type: 'dropItem'; figureId: string; itemId: string }
  | { type: 'handItem'; figureId: string; itemId: string; toId: string }
  | { type: 'unlockDoor'; figureId: string; wallId: string; itemId?: string }
  | { type: 'lockDoor'; figureId: string; wallId: string; itemId?: string }
  | { type: 'customAction'; figureId: string; name: string; apCost: number; roll?: { stat: 'bod' | 'mnd' | 'mys'; modifiers?: ManualModifier[] } }
  | { type: 'longTask'; figureId: string; name: string; apNeeded?: number; wallId?: string }
  | { type: 'dispute'; figureIds: [string, string] }
  /** Module N (N-ABORT): the defender's answer to a paused hit. */
  | { type: 'chooseAbort'; figureId: string; choice: 'block' | 'roll' | 'dive' | 'take' }
  // Module P (RULES §9.1): P-CHARGE, P-RETREAT (withdraw, flee), set against a charge.
  | { type: 'charge'; figureId: string; targetId: string; weaponIndex?: number; to?: CellRef; modifiers?: ManualModifier[] }
  | { type: 'withdraw'; figureId: string; to: CellRef }
  | { type: 'flee'; figureId: string; to: CellRef }
  | { type: 'setVsCharge'; figureId: string }
  | { type: 'pass'; figureId: string }
  | { type: 'endTurn'; figureId: string }
  // Module S (S-PLOT): secret plots, then the round resolves when every side has ended plotting.
  // `sideId` is the plotting side: a plot for another side's figure is refused.
  | { type: 'plotMove'; sideId: string; figureId: string; goal: SMoveGoal }
  | { type: 'plotAction'; sideId: string; figureId: string; action: SPlotAction }
  | { type: 'clearPlot'; sideId: string; figureId: string }
  | { type: 'endPlotting'; sideId: string }
) &
  TableFaces;

export type CommandType = Command['type'];

export const COMMAND_TYPES: CommandType[] = [
  'startEncounter',
  'moveFigure',
  'attack',
  'throwArea',
  'reload',
  'openDoor',
  'closeDoor',
  'dropProne',
  'standUp',
  'aim',
  'firstAid',
  'swapWeapon',
  'pickUp',
  'look',
  'pickUpItem',
  'dropItem',
  'handItem',
  'unlockDoor',
  'lockDoor',
  'customAction',
  'longTask',
  'dispute',
  'chooseAbort',
  'charge',
  'withdraw',
  'flee',
  'setVsCharge',
  'pass',
  'endTurn',
  // Module S
  'plotMove',
  'plotAction',
  'clearPlot',
  'endPlotting',
];

export function parseCellRef(ref: CellRef | undefined): Cell | null {
  if (ref === undefined || ref === null) return null;
  if (typeof ref === 'string') {
    const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(ref);
    return m ? { c: Number(m[1]), r: Number(m[2]) } : null;
  }
  if (typeof ref === 'object' && Number.isInteger(ref.c) && Number.isInteger(ref.r)) return { c: ref.c, r: ref.r };
  return null;
}
