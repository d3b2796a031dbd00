// C (module P): hover an enemy to see the charge (P-CHARGE): the straight
// lane, its AP, the blow's modifiers and any double damage; click to charge.
// The preview comes from the rules' own chargePreview (same functions as resolution).
import type { Figure } from '../../core/model/schema';
import { chargePreview } from '../../core/rules/modules/p/preview';
import { chanceInTen, figureAt } from './previews';
import { defineTool, type ToolContext } from './tool';

function targetAt(ctx: ToolContext, cell = ctx.ui.hoverCell): Figure | null {
  const active = ctx.active();
  const target = active && cell ? figureAt(ctx.world, cell) : null;
  return target && target.id !== active && target.sideId !== ctx.world.figures[active!]?.sideId ? target : null;
}

export const chargeTool = defineTool({
  id: 'charge',
  initial: 'idle',
  states: {
    idle: {
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
        if (target) ctx.dispatch({ type: 'charge', figureId: ctx.active()!, targetId: target.id });
      },
    },
  },
  preview: (ctx) => {
    const target = targetAt(ctx);
    const p = target ? chargePreview(ctx.world, ctx.active()!, target.id, ctx.rulesCache) : null;
    if (!p || !target) return {};
    const f = ctx.world.figures[p.figureId]!;
    return {
      move: p.to ? { figureId: f.id, to: p.to, path: p.path, apCost: p.moveApCost, ...(p.refusal ? { refusal: p.refusal } : {}) } : null,
      attack: {
        attackerId: f.id,
        targetId: target.id,
        weaponIndex: f.loadout.activeWeapon,
        weaponName: `${p.weaponName} (charge)`,
        los: true,
        hiddenFraction: 0,
        cover: 'none',
        concealment: 'none',
        distanceInches: 1,
        rangeBand: 'melee',
        modifiers: p.modifiers,
        actionValue: p.actionValue,
        chanceInTen: p.refusal ? 0 : chanceInTen(p.actionValue, false),
        apCost: p.moveApCost + p.attackApCost,
        shots: 1,
        notes: p.notes,
        ...(p.refusal ? { refusal: p.refusal } : {}),
      },
    };
  },
});
