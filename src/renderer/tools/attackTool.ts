// A: hover an enemy to aim (LOS, cover, range, modifiers, x in 10: the dry
// run of the attack command itself), click to attack (G-ATK-1).
import type { Figure } from '../../core/model/schema';
import { attackCommand, attackPreview, figureAt } from './previews';
import { defineTool, type ToolContext } from './tool';

/** The figure under the pointer the active figure could attack (not itself). */
function targetAt(ctx: ToolContext, cell = ctx.ui.hoverCell): Figure | null {
  const active = ctx.active();
  const target = active && cell ? figureAt(ctx.world, cell) : null;
  return target && target.id !== active ? target : null;
}

function attackInput(ctx: ToolContext, target: Figure) {
  const { ui } = ctx;
  return { attackerId: ctx.active()!, targetId: target.id, weaponIndex: ui.weaponIndex, shots: ui.shots, modifiers: ui.manualModifiers };
}

export const attackTool = defineTool({
  id: 'attack',
  initial: 'idle',
  states: {
    idle: {
      // Armed with the pointer already on an enemy (a weapon key): aim at once, so the next click attacks.
      onEnter: (ctx) => {
        if (targetAt(ctx)) ctx.transition('aiming');
      },
      onPointerMove: (ctx) => {
        if (targetAt(ctx)) ctx.transition('aiming');
      },
    },
    aiming: {
      onPointerMove: (ctx) => {
        if (!targetAt(ctx)) ctx.transition('idle');
      },
      onClick: (ctx, cell) => {
        const target = targetAt(ctx, cell);
        if (target) ctx.dispatch(attackCommand(attackInput(ctx, target)));
      },
    },
  },
  preview: (ctx) => {
    const target = targetAt(ctx);
    return { attack: target ? attackPreview(ctx.world, attackInput(ctx, target), ctx.rulesCache) : null };
  },
});
