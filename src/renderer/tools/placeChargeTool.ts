// T: set the active figure's charge (dynamite) on its own or an adjacent
// square: the blast previews at the square's centre; click places it
// (throwArea placed: true, G-AREA-5 table decision).
import type { Cell } from '../../core/model/schema';
import { placeSquares } from './placeSquares';
import { areaCommand, areaPreview, cellCentre } from './previews';
import { defineTool, type ToolContext } from './tool';

function placeInput(ctx: ToolContext, cell: Cell | null) {
  const active = ctx.active();
  // A charge goes on a cell (its centre), not on a free point.
  return active && cell ? { attackerId: active, weaponIndex: ctx.ui.weaponIndex, at: cellCentre(cell, ctx.world.map.grid), modifiers: [], placed: true } : null;
}

export const placeChargeTool = defineTool({
  id: 'place',
  initial: 'idle',
  states: {
    idle: {
      onPointerMove: (ctx) => {
        if (ctx.ui.hoverCell) ctx.transition('placing');
      },
    },
    placing: {
      onClick: (ctx, cell) => {
        const input = placeInput(ctx, cell);
        if (input) ctx.dispatch(areaCommand(input));
      },
    },
  },
  preview: (ctx) => {
    const active = ctx.active();
    const input = placeInput(ctx, ctx.ui.hoverCell);
    return { area: input ? areaPreview(ctx.world, input, ctx.rulesCache) : null, squares: active ? placeSquares(ctx.world, active) : null };
  },
});
