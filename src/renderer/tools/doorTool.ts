// Door tool: the doors within 1" of the active figure light up; a click on
// one opens or closes it (G-ACT-1, 1 AP; a locked door is refused by the
// rules). D keeps acting on the nearest door without the tool.
import type { Wall } from '../../core/model/schema';
import { figureCentre, pointSegmentDistance } from '../../core/rules/deps/geom';
import { DOOR_REACH_INCHES, doorAtPoint } from './actionTargets';
import { defineTool, type ToolContext } from './tool';

function doorsInReach(ctx: ToolContext): Wall[] {
  const active = ctx.active();
  const p = active ? figureCentre(ctx.world.figures[active], ctx.world.map.grid) : null;
  if (!p) return [];
  return Object.values(ctx.world.walls)
    .filter((w) => w.kind === 'door' && pointSegmentDistance(p, w.a, w.b) <= DOOR_REACH_INCHES + 1e-9)
    .sort((a, b) => a.id.localeCompare(b.id));
}

function hoveredDoor(ctx: ToolContext): Wall | null {
  return ctx.ui.hoverPoint ? doorAtPoint(doorsInReach(ctx), ctx.ui.hoverPoint) : null;
}

export const doorTool = defineTool({
  id: 'door',
  initial: 'idle',
  usesPoint: true,
  states: {
    idle: {
      onPointerMove: (ctx) => {
        if (hoveredDoor(ctx)) ctx.transition('aiming');
      },
      onClick: (ctx) => {
        if (ctx.active()) ctx.refuse(doorsInReach(ctx).length ? 'click one of the doors within 1"' : 'no door within 1"');
      },
    },
    aiming: {
      onPointerMove: (ctx) => {
        if (!hoveredDoor(ctx)) ctx.transition('idle');
      },
      onClick: (ctx) => {
        const door = hoveredDoor(ctx);
        const figureId = ctx.active();
        if (door && figureId) ctx.dispatch({ type: door.door === 'open' ? 'closeDoor' : 'openDoor', figureId, wallId: door.id });
      },
    },
  },
  preview: (ctx) => {
    if (!ctx.active()) return {};
    const doors = doorsInReach(ctx);
    return { doorPick: { wallIds: doors.map((d) => d.id), hoverId: hoveredDoor(ctx)?.id ?? null } };
  },
});
