// Module S plot tool (S-PLOT): in the plot phase, a click on one of the
// plotting side's figures selects it; with one selected, a click on an empty
// square plots its move there and a click on an enemy plots an attack on it.
// The other goals (toward, away) and "Done plotting" are in the plot panel.
// Only the plotting side's figures can be picked: nothing of another side's
// plots is shown (ui/play/PlotPanel lists the plotting side's only).
import type { Cell, World } from '../../core/model/schema';
import { plottingSideId } from '../../core/rules/modules/s/plot';
import { defineTool, type ToolContext } from './tool';

function figureAt(world: World, cell: Cell): World['figures'][string] | undefined {
  return Object.values(world.figures).find((f) => f.cell && !f.status.dead && f.cell.c === cell.c && f.cell.r === cell.r);
}

function clickPlot(ctx: ToolContext, cell: Cell): void {
  const world = ctx.world;
  const sideId = plottingSideId(world);
  if (!sideId) return ctx.refuse('nobody is plotting now: the plot phase opens at the start of each round (S-PLOT)', 'not-plotting');
  const there = figureAt(world, cell);
  if (there?.sideId === sideId) return ctx.selectFigure(there.id);
  const selected = ctx.ui.selectedFigureId ? world.figures[ctx.ui.selectedFigureId] : undefined;
  if (!selected || selected.sideId !== sideId) return ctx.refuse(`pick one of ${world.sides[sideId]?.name ?? sideId}'s figures first`, 'no-figure');
  if (there) ctx.dispatch({ type: 'plotAction', sideId, figureId: selected.id, action: { type: 'attack', targetId: there.id } });
  else ctx.dispatch({ type: 'plotMove', sideId, figureId: selected.id, goal: { kind: 'cell', cell } });
}

export const plotTool = defineTool({
  id: 'plot',
  initial: 'idle',
  states: { idle: { onClick: clickPlot } },
});
