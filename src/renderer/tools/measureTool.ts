// X: measure between two cells in inches and feet (hex maps count hexes).
// idle → click the first cell → measuring (the line follows the pointer) →
// click the second → fixed; a further click starts again from there.
import type { Cell } from '../../core/model/schema';
import { measureText } from './previews';
import { defineTool, type ToolContext, type ToolState } from './tool';

/** The line the measure and LOS tools show: fixed once both ends are clicked, else to the pointer. */
export function measureLineOf(ctx: ToolContext): { from: Cell; to: Cell } | null {
  const { ui } = ctx;
  if (!ui.measureFrom) return null;
  const to = ui.measureTo ?? ui.hoverCell;
  return to ? { from: ui.measureFrom, to } : null;
}

function startAt(ctx: ToolContext, cell: Cell): void {
  ctx.set({ measureFrom: cell, measureTo: null });
  ctx.transition('measuring');
}

/** The states the measure and LOS tools share. */
export const MEASURE_STATES: Record<string, ToolState> = {
  idle: {
    onEnter: (ctx) => ctx.set({ measureFrom: null, measureTo: null }),
    onClick: startAt,
  },
  measuring: {
    onClick: (ctx, cell) => {
      ctx.set({ measureTo: cell });
      ctx.transition('fixed');
    },
  },
  fixed: { onClick: startAt },
};

export const measureTool = defineTool({
  id: 'measure',
  initial: 'idle',
  states: MEASURE_STATES,
  preview: (ctx) => {
    const line = measureLineOf(ctx);
    return { measureLine: line, measureText: line ? measureText(line.from, line.to, ctx.world.map.grid) : null };
  },
});
