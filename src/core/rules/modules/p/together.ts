// P-INIT "equal results act at the same time" (RULES §9.1, text 002 I.b
// "Simultaneous results go at the same time"): figures whose initiative
// results are equal still take their turns one after another, but each only
// declares its Action — checked as if it were resolved alone, so a bad one is
// refused at once — and nothing happens yet. When the group's pass through
// the order ends, the declared Actions resolve together as in S-ACT: moves
// first, then the rest against the positions after the moves, every roll made
// before any damage is applied, so both may fall.
import type { World } from '../../../model/schema';
import type { Command } from '../../commands';
import { Ctx, RuleViolation } from '../../ctx';
import { applyDamage } from '../../combat/damage';
import { canTakeTurn } from '../../state';
import { moduleOn } from '../../../model/modules';
import { afterActionOnBar } from '../l/lifeBar';

/** One Action by a figure, through the same rule functions as a turn (actions/perform.ts's `performAction`). */
export type PerformAction = (ctx: Ctx, cmd: Command, figureId: string) => void;

type Declared = NonNullable<World['turn']['declared']>[number];

const MOVES: ReadonlySet<string> = new Set(['moveFigure', 'withdraw', 'flee']);

/** The together-group (equal P-INIT results) of the figure at `index` in the order, with the last index it holds; null when it acts alone. */
export function togetherGroup(world: World, index: number): { ids: readonly string[]; lastIndex: number } | null {
  const id = world.turn.order[index];
  const ids = id === undefined ? undefined : world.turn.together?.find((g) => g.includes(id));
  if (!ids) return null;
  return { ids, lastIndex: Math.max(...ids.map((g) => world.turn.order.indexOf(g))) };
}

/** A group member still to take its turn in this pass (after the active one, not done, able to act). */
function laterMemberAble(world: World, group: { ids: readonly string[]; lastIndex: number }): boolean {
  for (let i = world.turn.activeIndex + 1; i <= group.lastIndex; i++) {
    const f = world.figures[world.turn.order[i]];
    if (f && group.ids.includes(f.id) && canTakeTurn(world, f)) return true;
  }
  return false;
}

/**
 * The active figure's Action is declared instead of resolved when it acts at
 * the same time as others: another of its group has declared in this pass,
 * or one is still to come. The Action is first tried on a scratch copy (same
 * functions, dice thrown away) so a refusal names the problem now.
 */
export function declareTogether(ctx: Ctx, cmd: Command, figureId: string, perform: PerformAction): boolean {
  const world = ctx.world;
  const group = togetherGroup(world, world.turn.activeIndex);
  if (!group || !group.ids.includes(figureId)) return false;
  if (!(world.turn.declared ?? []).length && !laterMemberAble(world, group)) return false;
  perform(new Ctx(world, ctx.cache), cmd, figureId);
  ctx.emit({ type: 'actionDeclared', figureId, command: JSON.parse(JSON.stringify(cmd)) as Declared['command'] });
  return true;
}

/** Called as a turn ends, before the order moves on from `from` to `next`: when the group's pass is over, its declarations resolve. */
export function resolveTogetherWhenDue(ctx: Ctx, from: number, next: number, perform: PerformAction): void {
  const declared = ctx.world.turn.declared;
  if (!declared?.length) return;
  const group = togetherGroup(ctx.world, from);
  if (group && next > from && next <= group.lastIndex) return;
  resolveDeclared(ctx, declared, perform);
}

/** S-ACT's way: moves, then the other Actions, damage held back until every one has rolled; one no longer possible is logged as failed. */
function resolveDeclared(ctx: Ctx, declared: readonly Declared[], perform: PerformAction): void {
  const list = declared.map((d) => ({ figureId: d.figureId, command: d.command as unknown as Command }));
  ctx.emit({ type: 'declaredResolved', figureIds: list.map((d) => d.figureId) });
  const ordered = [...list.filter((d) => MOVES.has(d.command.type)), ...list.filter((d) => !MOVES.has(d.command.type))];
  ctx.deferredDamage = [];
  for (const d of ordered) {
    const events = ctx.events.length;
    const world = ctx.world;
    const held = ctx.deferredDamage.length;
    try {
      perform(ctx, d.command, d.figureId);
      // Module L (L-BAR): Disabled or Staggered figures get one Action a round.
      if (moduleOn(ctx.world, 'L')) afterActionOnBar(ctx, d.figureId, d.command.type);
    } catch (err) {
      if (!(err instanceof RuleViolation)) throw err;
      ctx.events.length = events;
      ctx.world = world;
      ctx.deferredDamage.length = held;
      ctx.emit({ type: 'actionFailed', figureId: d.figureId, action: d.command.type, reason: err.violation.message });
    }
  }
  const pending = ctx.deferredDamage;
  ctx.deferredDamage = undefined;
  for (const p of pending) applyDamage(ctx, p.targetId, p.rawDamage, p.source);
}
