// What the table canvas redraws for a projection (issue 11.8): the ids its
// change set names, when it follows exactly the projection drawn last;
// everything otherwise (first projection, a missed one, a new stream).
// Pure, so the rule is tested without a GPU.
import type { TableProjection } from '../../../shared/table';

export interface TableSyncPlan {
  /** Every layer, the fog and the overlays. */
  full: boolean;
  /** Terrain and grid. */
  map: boolean;
  /** Ids per layer; 'all' redraws the whole layer (a side's colour shows on all its figures). */
  figures: string[] | 'all';
  walls: string[];
  objects: string[];
  areas: string[];
  fog: boolean;
}

export function tableSyncPlan(drawn: Pick<TableProjection, 'seq' | 'stream'> | null, next: TableProjection): TableSyncPlan {
  const ch = next.changes;
  if (!drawn || !ch || ch.sinceSeq !== drawn.seq || next.stream !== drawn.stream) {
    return { full: true, map: true, figures: 'all', walls: [], objects: [], areas: [], fog: true };
  }
  return { full: false, map: ch.map, figures: ch.sides.length > 0 ? 'all' : ch.figures, walls: ch.walls, objects: ch.objects, areas: ch.areas, fog: ch.fog };
}

/** Views a plan rebuilds, per layer ('all' counted as the records drawn): the figure the e2e test and the bench read. */
export function planCounts(plan: TableSyncPlan, p: TableProjection): { figures: number; walls: number; objects: number; areas: number; map: boolean; fog: boolean } {
  const w = p.world;
  if (plan.full)
    return { figures: Object.keys(w.figures).length, walls: Object.keys(w.walls).length, objects: Object.keys(w.objects).length, areas: Object.keys(w.areas).length, map: true, fog: true };
  return {
    figures: plan.figures === 'all' ? Object.keys(w.figures).length : plan.figures.length,
    walls: plan.walls.length,
    objects: plan.objects.length,
    areas: plan.areas.length,
    map: plan.map,
    fog: plan.fog,
  };
}
