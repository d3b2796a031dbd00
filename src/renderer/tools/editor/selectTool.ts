// Select: click a wall, object or figure (Shift adds or removes), drag a box
// over empty map to select what is inside, drag a selected wall's endpoint
// (snapped; Alt free), a selected object or a selected figure to move it:
// each drag is one undo step. Keys on the selection: S splits a wall at the pointer, T toggles
// doors, [ and ] turn objects by 15°.
import type { Point } from '../../../core/model/schema';
import type { EditorCommand } from '../../../core/rules/editor/types';
import { defineEditorTool, type EditorToolContext } from './editorTool';
import { endpointAt, figureAt, moveShape, objectAt, recordsInBox, rotateShape, snapWallPoint, splitWall, wallAt } from './geometry';
import { nextDoorState } from './wallTools';

let boxFrom: Point | null = null;
let dragEnd: { wallId: string; end: 'a' | 'b' } | null = null;
let dragObject: { id: string; from: Point; shape: unknown } | null = null;
let dragFigure: string | null = null;

/** The record under a point: a wall first (thin, easy to miss), then an object, then a figure. */
export function pick(ctx: Pick<EditorToolContext, 'world'>, p: Point, cell: { c: number; r: number } | null): string | null {
  return wallAt(ctx.world, p, 0.2)?.id ?? objectAt(ctx.world, p)?.id ?? figureAt(ctx.world, cell);
}

/** Commands that turn the selected objects by `degrees`. */
export function rotateSelection(ctx: Pick<EditorToolContext, 'world' | 'ui'>, degrees: number): EditorCommand[] {
  return ctx.ui.selection.filter((id) => ctx.world.objects[id]).map((id) => ({ type: 'updateObject', objectId: id, changes: { shape: rotateShape(ctx.world.objects[id]!, degrees) } }));
}

export const selectTool = defineEditorTool({
  id: 'editor.select',
  label: 'Select',
  hint: 'Select walls, objects and figures: click (Shift adds), drag a box; drag a selected wall end, object or figure to move it. Delete removes, Ctrl+C / Ctrl+V copy. Key V',
  key: 'V',
  initial: 'idle',
  drawsWithLeftDrag: true,
  states: {
    idle: {
      onPointerDown(ctx, ev) {
        const sel = ctx.ui.selection;
        const end = endpointAt(ctx.world, sel, ev.point, 0.3);
        if (end) {
          dragEnd = end;
          ctx.beginGesture();
          ctx.transition('draggingEnd');
          return;
        }
        const obj = objectAt(ctx.world, ev.point);
        if (obj && sel.includes(obj.id)) {
          dragObject = { id: obj.id, from: ev.point, shape: obj.shape };
          ctx.beginGesture();
          ctx.transition('draggingObject');
          return;
        }
        const fig = figureAt(ctx.world, ev.cell);
        if (fig && sel.includes(fig)) {
          dragFigure = fig;
          ctx.beginGesture();
          ctx.transition('draggingFigure');
          return;
        }
        boxFrom = ev.point;
        ctx.transition('pressed');
      },
    },
    pressed: {
      onPointerMove(ctx, ev) {
        if (boxFrom && Math.hypot(ev.point.x - boxFrom.x, ev.point.y - boxFrom.y) > 0.3) ctx.transition('boxing');
      },
      onPointerUp(ctx, ev) {
        ctx.transition('idle');
        const id = pick(ctx, ev.point, ev.cell);
        if (!id) return ctx.set({ selection: ev.shiftKey ? ctx.ui.selection : [] });
        if (!ev.shiftKey) return ctx.set({ selection: [id] });
        const has = ctx.ui.selection.includes(id);
        ctx.set({ selection: has ? ctx.ui.selection.filter((s) => s !== id) : [...ctx.ui.selection, id] });
      },
    },
    boxing: {
      onPointerUp(ctx, ev) {
        const found = boxFrom ? recordsInBox(ctx.world, boxFrom, ev.point) : [];
        ctx.set({ selection: ev.shiftKey ? [...new Set([...ctx.ui.selection, ...found])] : found });
        boxFrom = null;
        ctx.transition('idle');
      },
      onCancel(ctx) {
        boxFrom = null;
        ctx.transition('idle');
        return true;
      },
    },
    draggingEnd: {
      onPointerMove(ctx, ev) {
        const w = dragEnd && ctx.world.walls[dragEnd.wallId];
        if (!w || !dragEnd) return;
        const p = snapWallPoint(ev.point, ev.altKey, ctx.world.map.grid);
        const other = dragEnd.end === 'a' ? w.b : w.a;
        const cur = w[dragEnd.end];
        if ((p.x === cur.x && p.y === cur.y) || (p.x === other.x && p.y === other.y)) return;
        ctx.dispatch({ type: 'updateWall', wallId: w.id, changes: { [dragEnd.end]: p } });
      },
      onPointerUp(ctx) {
        ctx.commitGesture();
        dragEnd = null;
        ctx.transition('idle');
      },
      onCancel(ctx) {
        ctx.cancelGesture();
        dragEnd = null;
        ctx.transition('idle');
        return true;
      },
    },
    draggingFigure: {
      onPointerMove(ctx, ev) {
        const f = dragFigure ? ctx.world.figures[dragFigure] : undefined;
        if (!f || !ev.cell || (f.cell && f.cell.c === ev.cell.c && f.cell.r === ev.cell.r)) return;
        // The core refuses an occupied or off-map square; the figure waits where it was and the message says why.
        ctx.dispatch({ type: 'updateFigure', figureId: f.id, changes: { cell: ev.cell } });
      },
      onPointerUp(ctx) {
        ctx.commitGesture();
        dragFigure = null;
        ctx.transition('idle');
      },
      onCancel(ctx) {
        ctx.cancelGesture();
        dragFigure = null;
        ctx.transition('idle');
        return true;
      },
    },
    draggingObject: {
      onPointerMove(ctx, ev) {
        if (!dragObject) return;
        // Whole tenths of an inch: the file stays readable.
        const dx = Math.round((ev.point.x - dragObject.from.x) * 10) / 10,
          dy = Math.round((ev.point.y - dragObject.from.y) * 10) / 10;
        ctx.dispatch({ type: 'updateObject', objectId: dragObject.id, changes: { shape: moveShape(dragObject.shape as Parameters<typeof moveShape>[0], dx, dy) } });
      },
      onPointerUp(ctx) {
        ctx.commitGesture();
        dragObject = null;
        ctx.transition('idle');
      },
      onCancel(ctx) {
        ctx.cancelGesture();
        dragObject = null;
        ctx.transition('idle');
        return true;
      },
    },
  },
  preview(ctx) {
    const handles: Point[] = [];
    for (const id of ctx.ui.selection) {
      const w = ctx.world.walls[id];
      if (w) handles.push(w.a, w.b);
    }
    const box = ctx.ui.toolState === 'boxing' && boxFrom && ctx.ui.hoverPoint ? { a: boxFrom, b: ctx.ui.hoverPoint } : null;
    return { handles, box };
  },
});

/** Keys on the selection, for any tool (the shell asks here after the tool's own keys). */
export function selectionKeyCommands(ctx: Pick<EditorToolContext, 'world' | 'ui'>, key: string): EditorCommand[] | null {
  const sel = ctx.ui.selection;
  switch (key) {
    case 'T':
      return sel.filter((id) => ctx.world.walls[id]?.kind === 'door').map((id) => ({ type: 'setDoor', wallId: id, state: nextDoorState(ctx.world.walls[id]!.door) }));
    case '[':
      return rotateSelection(ctx, -15);
    case ']':
      return rotateSelection(ctx, 15);
    case 'S': {
      const p = ctx.ui.hoverPoint;
      const wall = sel.map((id) => ctx.world.walls[id]).find((w) => w && p && splitWall(w, p, false, ctx.world.map.grid));
      if (!wall || !p) return null;
      const [a, b] = splitWall(wall, p, false, ctx.world.map.grid)!;
      return [
        { type: 'updateWall', wallId: wall.id, changes: { b: a.b } },
        { type: 'addWall', wall: b },
      ];
    }
  }
  return null;
}
