// Terrain tools: brush (a stroke is one undo step), rectangle, flood fill and
// eraser (the brush with the base terrain). On hex maps the same by hex.
import type { Cell, World } from '../../../core/model/schema';
import { defineEditorTool, type EditorToolContext, type EditorToolState } from './editorTool';
import { brushCells, floodCells, rectCells } from './geometry';

/** The map's base terrain: what the eraser paints (the type of '.', else the first type). */
export function baseTerrainId(world: World): string {
  return world.terrain.legend['.'] ?? Object.keys(world.terrainTypes)[0] ?? 'open';
}

/** Only cells that would change: a stroke over painted ground adds nothing to the history. */
export function cellsToPaint(world: World, cells: readonly Cell[], terrainTypeId: string): Cell[] {
  return cells.filter((c) => world.terrain.legend[world.terrain.rows[c.r]?.[c.c] ?? ''] !== terrainTypeId);
}

function paint(ctx: EditorToolContext, cells: readonly Cell[], terrainTypeId: string): void {
  const todo = cellsToPaint(ctx.world, cells, terrainTypeId);
  if (todo.length) ctx.dispatch({ type: 'paintTerrain', cells: todo, terrainTypeId });
}

const colourOf = (world: World, id: string) => world.terrainTypes[id]?.colour ?? '#ffffff';

function brush(id: 'editor.brush' | 'editor.eraser', label: string, hint: string, key: string, typeOf: (ctx: EditorToolContext) => string) {
  const stroke = (ctx: EditorToolContext) => {
    if (ctx.ui.hoverCell) paint(ctx, brushCells(ctx.world.map, ctx.ui.hoverCell, ctx.ui.brushSize), typeOf(ctx));
  };
  const idle: EditorToolState = {
    onPointerDown(ctx, ev) {
      ctx.set({ hoverCell: ev.cell });
      ctx.beginGesture();
      stroke(ctx);
      ctx.transition('painting');
    },
  };
  const painting: EditorToolState = {
    onPointerMove: stroke,
    onPointerUp(ctx) {
      ctx.commitGesture();
      ctx.transition('idle');
    },
    onCancel(ctx) {
      ctx.cancelGesture();
      ctx.transition('idle');
      return true;
    },
  };
  return defineEditorTool({
    id,
    label,
    hint,
    key,
    initial: 'idle',
    drawsWithLeftDrag: true,
    states: { idle, painting },
    preview: (ctx) => (ctx.ui.hoverCell ? { cells: { cells: brushCells(ctx.world.map, ctx.ui.hoverCell, ctx.ui.brushSize), colour: colourOf(ctx.world, typeOf(ctx)) } } : {}),
  });
}

export const brushTool = brush('editor.brush', 'Brush', 'Paint terrain: click or drag (one stroke is one undo step). Brush size in the options. Key B', 'B', (ctx) => ctx.ui.terrainTypeId);
export const eraserTool = brush('editor.eraser', 'Eraser', 'Paint the base terrain back: click or drag. Key E', 'E', (ctx) => baseTerrainId(ctx.world));

let rectAnchor: Cell | null = null;

export const rectTool = defineEditorTool({
  id: 'editor.rect',
  label: 'Rectangle',
  hint: 'Paint a rectangle of terrain: drag from corner to corner. Key R',
  key: 'R',
  initial: 'idle',
  drawsWithLeftDrag: true,
  states: {
    idle: {
      onPointerDown(ctx, ev) {
        if (!ev.cell) return;
        rectAnchor = ev.cell;
        ctx.transition('dragging');
      },
    },
    dragging: {
      onPointerUp(ctx, ev) {
        const end = ev.cell ?? ctx.ui.hoverCell;
        if (rectAnchor && end) paint(ctx, rectCells(ctx.world.map, rectAnchor, end), ctx.ui.terrainTypeId);
        rectAnchor = null;
        ctx.transition('idle');
      },
      onCancel(ctx) {
        rectAnchor = null;
        ctx.transition('idle');
        return true;
      },
    },
  },
  preview(ctx) {
    const end = ctx.ui.hoverCell;
    if (!end) return {};
    const cells = ctx.ui.toolState === 'dragging' && rectAnchor ? rectCells(ctx.world.map, rectAnchor, end) : [end];
    return { cells: { cells, colour: colourOf(ctx.world, ctx.ui.terrainTypeId) } };
  },
});

export const fillTool = defineEditorTool({
  id: 'editor.fill',
  label: 'Fill',
  hint: 'Flood fill: paint the connected area of the same terrain. Key F',
  key: 'F',
  initial: 'idle',
  drawsWithLeftDrag: false,
  states: {
    idle: {
      onPointerUp(ctx, ev) {
        if (ev.click && ev.cell) paint(ctx, floodCells(ctx.world, ev.cell), ctx.ui.terrainTypeId);
      },
    },
  },
  preview: (ctx) => (ctx.ui.hoverCell ? { cells: { cells: [ctx.ui.hoverCell], colour: colourOf(ctx.world, ctx.ui.terrainTypeId) } } : {}),
});
