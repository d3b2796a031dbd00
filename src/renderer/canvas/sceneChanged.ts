// Render on demand (the GM map and the table view): a frame is drawn only when
// the scene differs from the one drawn last.
import type { RenderGroup } from 'pixi.js';

/**
 * True when anything under `group` moved, changed or was added/removed since
 * the last render: Pixi queues exactly these for its next render, so reading
 * the queues lets the canvas draw only frames that differ (render on demand)
 * without every caller having to ask for a redraw.
 */
export function sceneChanged(group: RenderGroup | null | undefined): boolean {
  if (!group) return true;
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const key in group.childrenToUpdate) if (group.childrenToUpdate[key].index > 0) return true;
  for (const child of group.renderGroupChildren) if (sceneChanged(child)) return true;
  return false;
}
