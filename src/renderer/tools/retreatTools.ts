// Module P retreat tools (P-RETREAT): hover a square to see the withdraw
// (3x the AP, provokes nothing) or flee (full rate, the enemies left behind
// strike first) and its AP; click to do it. The preview is a dry run of the
// very command a click dispatches.
import type { Cell } from '../../core/model/schema';
import { resolve, type Command } from '../../core/rules';
import type { MovePreview } from './previewTypes';
import { defineTool, type ToolContext } from './tool';

function retreatCommand(kind: 'withdraw' | 'flee', figureId: string, to: Cell): Command {
  return { type: kind, figureId, to: `${to.c},${to.r}` };
}

function preview(ctx: ToolContext, kind: 'withdraw' | 'flee'): MovePreview | null {
  const id = ctx.active();
  const cell = ctx.ui.hoverCell;
  if (!id || !cell) return null;
  const res = resolve(ctx.world, retreatCommand(kind, id, cell), ctx.rulesCache);
  if ('violation' in res) return { figureId: id as never, to: cell, path: [], apCost: 0, refusal: res.violation.message };
  const moved = res.events.find((e) => e.type === 'figureMoved' && e.figureId === id);
  const apCost = res.events.filter((e) => e.type === 'apSpent' && e.figureId === id).reduce((s, e) => s + (e.type === 'apSpent' ? e.apCost : 0), 0);
  return { figureId: id as never, to: cell, path: moved && moved.type === 'figureMoved' ? moved.path : [], apCost };
}

function retreatTool<Id extends 'withdraw' | 'flee'>(id: Id) {
  return defineTool({
    id,
    initial: 'idle',
    states: {
      idle: {
        onClick: (ctx, cell) => {
          const active = ctx.active();
          if (active) ctx.dispatch(retreatCommand(id, active, cell));
        },
      },
    },
    preview: (ctx) => ({ mover: ctx.active(), move: preview(ctx, id) }),
  });
}

export const withdrawTool = retreatTool('withdraw');
export const fleeTool = retreatTool('flee');
