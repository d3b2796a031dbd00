// Walls: polylines whose points snap to grid corners or edge midpoints (Alt:
// free), of the kind chosen in the options (wall, door open/closed/locked,
// window, low wall, fence); and the door tool, which toggles a door in place.
import type { Point, Wall } from '../../../core/model/schema';
import type { EditorCommand } from '../../../core/rules/editor/types';
import { defineEditorTool } from './editorTool';
import { snapWallPoint, wallAt } from './geometry';

const KIND_COLOUR: Record<Wall['kind'], string> = { wall: '#1e1b18', door: '#8b5a2b', window: '#9fd8ff', 'low-wall': '#8c8c8c', fence: '#3f2b18' };

/** The polyline's points so far (the wall tool's drawing state). */
let points: Point[] = [];

export function wallInput(kind: Wall['kind'], door: Wall['door'], a: Point, b: Point): Extract<EditorCommand, { type: 'addWall' }>['wall'] {
  return kind === 'door' ? { kind, a, b, door: door ?? 'closed' } : { kind, a, b };
}

export const wallTool = defineEditorTool({
  id: 'editor.wall',
  label: 'Walls',
  hint: 'Draw walls: click point after point (snapped to corners and edge midpoints; Alt = free); double-click, Enter or Esc ends the line. Kind in the options. Key W',
  key: 'W',
  initial: 'idle',
  drawsWithLeftDrag: true,
  states: {
    idle: {
      onEnter() {
        points = [];
      },
      onPointerUp(ctx, ev) {
        if (!ev.click) return;
        points = [snapWallPoint(ev.point, ev.altKey, ctx.world.map.grid)];
        ctx.transition('drawing');
      },
    },
    drawing: {
      onPointerUp(ctx, ev) {
        if (!ev.click) return;
        const p = snapWallPoint(ev.point, ev.altKey, ctx.world.map.grid);
        const last = points[points.length - 1]!;
        // A second click on the last point (a double-click) ends the line.
        if (p.x === last.x && p.y === last.y) {
          ctx.transition('idle');
          return;
        }
        const r = ctx.dispatch({ type: 'addWall', wall: wallInput(ctx.ui.wallKind, ctx.ui.doorState, last, p) });
        if (r.ok) points.push(p);
        // A door or window is one opening: the line ends with it.
        if (r.ok && ctx.ui.wallKind !== 'wall' && ctx.ui.wallKind !== 'low-wall' && ctx.ui.wallKind !== 'fence') ctx.transition('idle');
      },
      onKeyDown(ctx, key) {
        if (key !== 'ENTER') return false;
        ctx.transition('idle');
        return true;
      },
      onCancel(ctx) {
        ctx.transition('idle');
        return true;
      },
    },
  },
  preview(ctx) {
    const hover = ctx.ui.hoverPoint;
    const snap = hover ? snapWallPoint(hover, false, ctx.world.map.grid) : null;
    if (ctx.ui.toolState !== 'drawing' || !hover) return { snap };
    return { snap, line: { points: [...points, snap!], colour: KIND_COLOUR[ctx.ui.wallKind] } };
  },
});

const NEXT_DOOR: Record<NonNullable<Wall['door']>, NonNullable<Wall['door']>> = { closed: 'open', open: 'locked', locked: 'closed' };

/** closed -> open -> locked -> closed. */
export function nextDoorState(state: Wall['door']): NonNullable<Wall['door']> {
  return NEXT_DOOR[state ?? 'closed'];
}

export const doorTool = defineEditorTool({
  id: 'editor.door',
  label: 'Doors',
  hint: 'Click a door to change it: closed → open → locked → closed. Key D',
  key: 'D',
  initial: 'idle',
  drawsWithLeftDrag: false,
  states: {
    idle: {
      onPointerUp(ctx, ev) {
        if (!ev.click) return;
        const w = wallAt(ctx.world, ev.point, 0.35);
        if (!w || w.kind !== 'door') {
          ctx.set({ message: 'No door there: click on a door line.' });
          return;
        }
        ctx.dispatch({ type: 'setDoor', wallId: w.id, state: nextDoorState(w.door) });
      },
    },
  },
  preview(ctx) {
    const w = ctx.ui.hoverPoint ? wallAt(ctx.world, ctx.ui.hoverPoint, 0.35) : null;
    return w && w.kind === 'door' ? { selectedWalls: [w.id] } : {};
  },
});
