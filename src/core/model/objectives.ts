// Scenario objectives as data (RULES §10, G-WIN-1…4): named zones, each
// side's objectives, portable items (G-WIN-7) and the judged outcome. Kept
// apart from schema.ts, which imports it; so it defines its own small
// primitives rather than importing schema's (a cycle would leave them undefined).
import { z } from 'zod';

const ref = z.string().min(1).max(200);
const cellSchema = z.object({ c: z.number().int().min(0).max(1000), r: z.number().int().min(0).max(1000) });

/** A rectangle of cells: top-left cell and size in cells. */
export const ZoneRect = z.object({
  c: z.number().int().min(0).max(1000),
  r: z.number().int().min(0).max(1000),
  widthCells: z.number().int().min(1).max(1000),
  heightCells: z.number().int().min(1).max(1000),
});
export type ZoneRect = z.infer<typeof ZoneRect>;

/** A named zone drawn on the map in its side's colour (G-WIN-1). */
export const Zone = z.object({
  id: ref,
  name: z.string().min(1).max(100),
  /** The side whose colour it is drawn in; absent = neutral. */
  sideId: ref.optional(),
  cells: z.array(cellSchema).max(100000).default([]),
  rects: z.array(ZoneRect).max(1000).default([]),
  /** An exit: a figure that reaches it leaves the map through it (G-WIN-1 reach). */
  exit: z.boolean().default(false),
});
export type Zone = z.infer<typeof Zone>;

/** required: must hold; any-of: one of the group must hold; at-time-out: judged when maxRounds ends (G-WIN-2/3). */
export const ObjectiveWhen = z.enum(['required', 'any-of', 'at-time-out']);

const base = {
  id: ref,
  /** Plain words for the log and the panel; generated from the kind when absent. */
  label: z.string().max(200).optional(),
  when: ObjectiveWhen.default('required'),
  /** Victory points (G-WIN-4). */
  points: z.number().int().min(0).max(10000).optional(),
};
const figures = z.array(ref).min(1).max(1000).optional();
const count = z.number().int().min(1).max(1000).optional();
const round = z.number().int().min(1).max(10000);

export const Objective = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('eliminate'), figures }),
  z.object({ ...base, kind: z.literal('reach'), zone: ref, figures, count }),
  z.object({ ...base, kind: z.literal('hold'), zone: ref, atRound: round.optional(), forRounds: round.optional() }),
  z.object({ ...base, kind: z.literal('survive'), figures, count, untilRound: round }),
  z.object({ ...base, kind: z.literal('protect'), figure: ref }),
  z.object({ ...base, kind: z.literal('destroy'), figure: ref }),
  z.object({ ...base, kind: z.literal('take'), item: ref, zone: ref }),
]);
export type Objective = z.infer<typeof Objective>;
export type ObjectiveKind = Objective['kind'];
export const OBJECTIVE_KINDS: readonly ObjectiveKind[] = ['eliminate', 'reach', 'hold', 'survive', 'protect', 'destroy', 'take'];

/** A portable object (G-WIN-7): on a cell, or carried by a figure. */
export const Item = z.object({
  id: ref,
  name: z.string().min(1).max(100),
  cell: cellSchema.nullable(),
  carriedBy: ref.optional(),
  /** A strongbox or a body: the carrier pays more to move (G-WIN-7). */
  heavy: z.boolean().default(false),
  /** Door wall ids this key locks and unlocks. */
  unlocks: z.array(ref).max(100).default([]),
});
export type Item = z.infer<typeof Item>;

export const Outcome = z.discriminatedUnion('result', [
  z.object({ result: z.literal('won'), sideId: ref, reason: z.string().max(2000), objectiveIds: z.array(ref).max(100), round: z.number().int().min(0) }),
  z.object({ result: z.literal('drawn'), reason: z.string().max(2000), round: z.number().int().min(0) }),
]);
export type Outcome = z.infer<typeof Outcome>;
