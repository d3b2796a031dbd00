// The play screen's previews as table overlays (issue 7: reach, path,
// templates, LOS line). Which of them reach the table is the GM's switch in
// TableControls; buildTableProjection also cuts them to what the players see
// and drops those of figures the table does not show (sightFilter, 17.1),
// which is why each carries the figures it comes from.
import { figureCenter } from '../../core/geometry/grid';
import type { World } from '../../core/model/schema';
import type { PlayViewState } from '../state/contract';
import type { GmOverlays } from './sightFilter';

function figureCentre(world: World, id: string): { x: number; y: number } | null {
  const f = world.figures[id];
  if (!f?.cell) return null;
  // The middle of its squares, or its hex's centre on hex maps.
  return figureCenter(world.map.grid, f.cell, f.sizeCells);
}

/** `reachCells`: the active figure's reachable squares, when the caller has them. */
export function overlaysFromPlayView(view: Pick<PlayViewState, 'world' | 'activeFigureId' | 'movePreview' | 'attackPreview' | 'areaPreview'>, reachCells?: { c: number; r: number }[]): GmOverlays {
  const out: GmOverlays = {};
  const sources: NonNullable<GmOverlays['sources']> = {};
  // The play screen shades the active figure's reach (PlayController.reachCells).
  if (reachCells && view.activeFigureId) {
    out.reach = reachCells;
    sources.reach = [view.activeFigureId];
  }
  const move = view.movePreview;
  if (move && !move.refusal && move.path.length > 0) {
    out.path = move.path.map((c) => ({ c: c.c, r: c.r }));
    sources.path = [move.figureId];
  }
  const area = view.areaPreview;
  if (area && !area.refusal) {
    out.templates = [{ center: { x: area.at.x, y: area.at.y }, radiusInches: area.radiusInches }];
    sources.templates = [area.attackerId];
  }
  const attack = view.attackPreview;
  if (attack) {
    const from = figureCentre(view.world, attack.attackerId);
    const to = figureCentre(view.world, attack.targetId);
    if (from && to) {
      out.los = { from, to, clear: attack.los };
      sources.los = [attack.attackerId, attack.targetId];
    }
  }
  out.sources = sources;
  return out;
}
