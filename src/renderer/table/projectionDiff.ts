// The change set of a projection (issue 11.8): the Session's change set of
// the dispatch that caused it, cut to the records the projection holds, plus
// the records that entered or left it (a figure coming into sight, a wall
// first seen). Ids only: nothing the projection itself does not carry.
import type { RecordChanges } from '../../core/model/changes';
import type { TableChanges, TableProjection } from '../../shared/table';

/** The part of core's ChangeSet (src/core/model/changes.ts) a projection follows; a ChangeSet fits. */
export type TouchedRecords = RecordChanges;

type Keyed = 'figures' | 'walls' | 'objects' | 'areas' | 'sides';
const KEYED: readonly Keyed[] = ['figures', 'walls', 'objects', 'areas', 'sides'];

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * `touched` null means "not known" (the GM changed the players' sides or the
 * view): undefined comes back and the table draws everything.
 */
export function projectionChanges(prev: TableProjection | null, next: TableProjection, touched: TouchedRecords | null): TableChanges | undefined {
  if (!prev || !touched) return undefined;
  const { world: a } = prev,
    { world: b } = next;
  const out: TableChanges = { sinceSeq: prev.seq, figures: [], walls: [], objects: [], areas: [], sides: [], map: false, fog: false };
  for (const key of KEYED) {
    const before = a[key] as Record<string, unknown>,
      after = b[key] as Record<string, unknown>;
    const ids = new Set<string>();
    for (const id of touched[key]) if (id in before || id in after) ids.add(id);
    for (const id of Object.keys(after)) if (!(id in before)) ids.add(id);
    for (const id of Object.keys(before)) if (!(id in after)) ids.add(id);
    out[key] = [...ids].sort();
  }
  out.map = touched.map || touched.terrain || touched.terrainTypes.size > 0;
  out.fog = !sameBytes(prev.fog.visible, next.fog.visible) || !sameBytes(prev.fog.explored, next.fog.explored) || prev.fog.widthCells !== next.fog.widthCells;
  return out;
}

/** The same projection again with new overlays only: nothing of the World changed. */
export function overlaysOnlyChanges(prev: TableProjection): TableChanges {
  return { sinceSeq: prev.seq, figures: [], walls: [], objects: [], areas: [], sides: [], map: false, fog: false };
}
