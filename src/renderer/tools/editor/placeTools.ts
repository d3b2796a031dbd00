// Placing things: cover objects from the palette, named zones (a rectangle of
// cells, G-WIN-1), a side's entry points, and the background image's
// alignment (drag a box over one grid cell of the picture).
import type { Cell, Point, World } from '../../../core/model/schema';
import { freshId } from '../../../core/model/ids';
import { defineEditorTool, type EditorToolContext } from './editorTool';
import { rectCells } from './geometry';
import { OBJECT_PRESETS, presetObject } from './objects';

let anchor: Cell | null = null;
let boxFrom: Point | null = null;

export const objectTool = defineEditorTool({
  id: 'editor.object',
  label: 'Objects',
  hint: 'Place a cover object from the palette (crates, desk, barrel, tree, wagon, pillar…): click on the map. Turn, resize and name it with Select. Key O',
  key: 'O',
  initial: 'idle',
  drawsWithLeftDrag: false,
  states: {
    idle: {
      onPointerUp(ctx, ev) {
        if (!ev.click) return;
        const preset = OBJECT_PRESETS.find((p) => p.id === ctx.ui.objectPreset) ?? OBJECT_PRESETS[0]!;
        const at = { x: Math.round(ev.point.x * 2) / 2, y: Math.round(ev.point.y * 2) / 2 };
        const id = freshId(preset.id, ctx.world.objects);
        if (ctx.dispatch({ type: 'addObject', object: { id, ...presetObject(preset, at) } }).ok) ctx.set({ selection: [id] });
      },
    },
  },
});

/** A zone name not yet used ("Zone", "Zone 2", …). */
export function freeZoneName(world: World, base: string): string {
  const names = new Set(Object.values(world.scenario.zones).map((z) => z.name));
  const stem = base.trim() || 'Zone';
  if (!names.has(stem)) return stem;
  for (let n = 2; ; n++) if (!names.has(`${stem} ${n}`)) return `${stem} ${n}`;
}

export const zoneTool = defineEditorTool({
  id: 'editor.zone',
  label: 'Zone',
  hint: 'Draw a named zone (objectives: reach, hold…): drag a rectangle of cells. Name and side in the options. Key Z',
  key: 'Z',
  initial: 'idle',
  drawsWithLeftDrag: true,
  states: {
    idle: {
      onPointerDown(ctx, ev) {
        if (!ev.cell) return;
        anchor = ev.cell;
        ctx.transition('dragging');
      },
    },
    dragging: {
      onPointerUp(ctx, ev) {
        const end = ev.cell ?? ctx.ui.hoverCell;
        const a = anchor;
        anchor = null;
        ctx.transition('idle');
        if (!a || !end) return;
        const world = ctx.world;
        const id = freshId('zone', world.scenario.zones);
        const rect = { c: Math.min(a.c, end.c), r: Math.min(a.r, end.r), widthCells: Math.abs(a.c - end.c) + 1, heightCells: Math.abs(a.r - end.r) + 1 };
        const zone = { id, name: freeZoneName(world, ctx.ui.zoneName), rects: [rect], cells: [], exit: false, ...(ctx.ui.zoneSideId ? { sideId: ctx.ui.zoneSideId } : {}) };
        if (ctx.dispatch({ type: 'updateScenario', changes: { zones: { ...world.scenario.zones, [id]: zone } } }).ok) ctx.set({ selection: [id] });
      },
      onCancel(ctx) {
        anchor = null;
        ctx.transition('idle');
        return true;
      },
    },
  },
  preview(ctx) {
    const end = ctx.ui.hoverCell;
    if (!end) return {};
    return { cells: { cells: ctx.ui.toolState === 'dragging' && anchor ? rectCells(ctx.world.map, anchor, end) : [end], colour: '#e0c060' } };
  },
});

export const entryTool = defineEditorTool({
  id: 'editor.entry',
  label: 'Entry point',
  hint: "Place a side's entry points (figures left off the map come on there): click a cell; click one again to remove it. Side in the options. Key N",
  key: 'N',
  initial: 'idle',
  drawsWithLeftDrag: false,
  states: {
    idle: {
      onPointerUp(ctx, ev) {
        if (!ev.click || !ev.cell) return;
        const world = ctx.world;
        const sideId = ctx.ui.entrySideId && world.sides[ctx.ui.entrySideId] ? ctx.ui.entrySideId : Object.keys(world.sides)[0];
        if (!sideId) {
          ctx.set({ message: 'Add a side first: entry points belong to a side.' });
          return;
        }
        const cell = ev.cell;
        const list = world.scenario.entryPoints;
        const same = list.findIndex((e) => e.sideId === sideId && e.cell.c === cell.c && e.cell.r === cell.r);
        const entryPoints = same >= 0 ? list.filter((_, i) => i !== same) : [...list, { sideId, cell, name: '' }];
        ctx.dispatch({ type: 'updateScenario', changes: { entryPoints } });
      },
    },
  },
  preview: (ctx) => (ctx.ui.hoverCell ? { cells: { cells: [ctx.ui.hoverCell], colour: ctx.world.sides[ctx.ui.entrySideId ?? '']?.colour ?? '#ffffff' } } : {}),
});

/** The figure the figure tool places: the one armed from Sides & figures, else the selected one. */
export function figureToPlace(ctx: Pick<EditorToolContext, 'world' | 'ui'>): string | null {
  const armed = ctx.ui.figureId;
  if (armed && ctx.world.figures[armed]) return armed;
  return ctx.ui.selection.find((id) => ctx.world.figures[id]) ?? null;
}

export const figureTool = defineEditorTool({
  id: 'editor.figure',
  label: 'Place figure',
  hint: 'Put a figure on the map (or move it): pick it with Place in Sides & figures or select it, then click a cell. Key P',
  key: 'P',
  initial: 'idle',
  drawsWithLeftDrag: false,
  states: {
    idle: {
      onPointerUp(ctx, ev) {
        if (!ev.click || !ev.cell) return;
        const id = figureToPlace(ctx);
        if (!id) return ctx.set({ message: 'Pick a figure first: Place beside it in Sides & figures, or select it.' });
        // The same command as typing the cell in the panel: the core checks the map edge and one figure per square.
        if (ctx.dispatch({ type: 'updateFigure', figureId: id, changes: { cell: ev.cell } }).ok) ctx.set({ selection: [id] });
      },
      // Armed from the tool bar next time, it places the selected figure, not this one.
      onExit: (ctx) => ctx.set({ figureId: null }),
    },
  },
  preview(ctx) {
    const id = figureToPlace(ctx);
    const f = id ? ctx.world.figures[id] : undefined;
    if (!ctx.ui.hoverCell || !f) return {};
    return { cells: { cells: [ctx.ui.hoverCell], colour: ctx.world.sides[f.sideId]?.colour ?? '#ffffff' } };
  },
});

/**
 * The background rescaled so the box (drawn over one grid cell of the
 * picture) becomes one inch, and shifted so the box's corner lands on a grid
 * corner. Null when there is no image or the box is too small.
 */
export function alignBackground(world: World, a: Point, b: Point): NonNullable<World['map']['background']> | null {
  const bg = world.map.background;
  const size = (Math.abs(b.x - a.x) + Math.abs(b.y - a.y)) / 2;
  if (!bg || size < 0.05) return null;
  const k = 1 / size;
  const corner = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) };
  const widthInches = bg.widthInches * k,
    heightInches = bg.heightInches * k;
  // The corner's place in the rescaled image (kept at the same origin), then moved onto the nearest grid corner.
  const x = bg.originInches.x + (corner.x - bg.originInches.x) * k,
    y = bg.originInches.y + (corner.y - bg.originInches.y) * k;
  const r4 = (v: number) => Math.round(v * 10000) / 10000;
  return { ...bg, originInches: { x: r4(bg.originInches.x + Math.round(x) - x), y: r4(bg.originInches.y + Math.round(y) - y) }, widthInches: r4(widthInches), heightInches: r4(heightInches) };
}

export const alignTool = defineEditorTool({
  id: 'editor.align',
  label: 'Align image',
  hint: 'Align the background image: drag a box over exactly one grid square of the picture. Or type its pixels per inch in the options.',
  initial: 'idle',
  drawsWithLeftDrag: true,
  states: {
    idle: {
      onPointerDown(ctx, ev) {
        boxFrom = ev.point;
        ctx.transition('dragging');
      },
    },
    dragging: {
      onPointerUp(ctx, ev) {
        const from = boxFrom;
        boxFrom = null;
        ctx.transition('idle');
        if (!from) return;
        const bg = alignBackground(ctx.world, from, ev.point);
        if (!bg) return ctx.set({ message: ctx.world.map.background ? 'Drag a bigger box: over one whole grid square of the picture.' : 'Load a background image first.' });
        ctx.dispatch({ type: 'updateMap', changes: { background: bg } });
      },
      onCancel(ctx) {
        boxFrom = null;
        ctx.transition('idle');
        return true;
      },
    },
  },
  preview: (ctx) => (ctx.ui.toolState === 'dragging' && boxFrom && ctx.ui.hoverPoint ? { box: { a: boxFrom, b: ctx.ui.hoverPoint } } : {}),
});
