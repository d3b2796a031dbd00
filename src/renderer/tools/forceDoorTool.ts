// K with several closed doors within 1": the doors light up, the one under
// the pointer is marked, a click forces it (G-TURN-3 long task, 10 AP of work).
import type { Wall } from '../../core/model/schema';
import { doorAtPoint, forceableDoors } from './actionTargets';
import { defineTool, type ToolContext } from './tool';

function doorsInReach(ctx: ToolContext): Wall[] {
  const active = ctx.active();
  return active ? forceableDoors(ctx.world, ctx.world.figures[active]) : [];
}

function hoveredDoor(ctx: ToolContext): Wall | null {
  return ctx.ui.hoverPoint ? doorAtPoint(doorsInReach(ctx), ctx.ui.hoverPoint) : null;
}

export const forceDoorTool = defineTool({
  id: 'force',
  initial: 'idle',
  usesPoint: true,
  states: {
    idle: {
      onPointerMove: (ctx) => {
        if (hoveredDoor(ctx)) ctx.transition('aiming');
      },
      onClick: (ctx) => {
        const doors = doorsInReach(ctx);
        if (ctx.active()) ctx.refuse(doors.length ? `click one of the doors within 1": ${doors.map((d) => d.id).join(', ')}` : 'no closed door within 1"');
      },
    },
    aiming: {
      onPointerMove: (ctx) => {
        if (!hoveredDoor(ctx)) ctx.transition('idle');
      },
      onClick: (ctx) => {
        const door = hoveredDoor(ctx);
        if (door) ctx.forceDoor(door.id);
      },
    },
  },
  preview: (ctx) => {
    if (!ctx.active()) return {};
    const doors = doorsInReach(ctx);
    const hover = ctx.ui.hoverPoint ? doorAtPoint(doors, ctx.ui.hoverPoint) : null;
    return { doorPick: { wallIds: doors.map((d) => d.id), hoverId: hover?.id ?? null } };
  },
});
