// G: an area weapon aimed at a point (snapped to AREA_SNAP_INCHES): the blast
// template, who is hit and shielded, friends warned; click to throw (G-AREA-1).
import { areaCommand, areaPreview } from './previews';
import { defineTool, type ToolContext } from './tool';

function areaInput(ctx: ToolContext) {
  const active = ctx.active();
  const at = ctx.ui.hoverPoint;
  return active && at ? { attackerId: active, weaponIndex: ctx.ui.weaponIndex, at, modifiers: ctx.ui.manualModifiers } : null;
}

export const areaTool = defineTool({
  id: 'area',
  initial: 'idle',
  usesPoint: true,
  states: {
    idle: {
      onEnter: (ctx) => {
        if (areaInput(ctx)) ctx.transition('aiming');
      },
      onPointerMove: (ctx) => {
        if (areaInput(ctx)) ctx.transition('aiming');
      },
    },
    aiming: {
      onClick: (ctx) => {
        const input = areaInput(ctx);
        if (input) ctx.dispatch(areaCommand(input));
      },
    },
  },
  preview: (ctx) => {
    const input = areaInput(ctx);
    return { area: input ? areaPreview(ctx.world, input, ctx.rulesCache) : null };
  },
});
