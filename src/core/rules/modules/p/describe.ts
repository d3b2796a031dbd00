// Log words for module P's declared actions (P-INIT: equal results act at the same time).
import type { World } from '../../../model/schema';

/** "an attack on Bandit", "a moveFigure to 3,4": the declared command in a few words. */
export function describeDeclared(cmd: { type: string } & Record<string, unknown>, world?: World): string {
  const n = (id: unknown) => (typeof id === 'string' ? (world?.figures[id]?.name ?? id) : '?');
  const to = cmd.to as { c?: number; r?: number } | string | undefined;
  const where = typeof to === 'string' ? to : to && typeof to === 'object' ? `${to.c},${to.r}` : undefined;
  const parts = [cmd.type];
  if (cmd.targetId !== undefined) parts.push(`on ${n(cmd.targetId)}`);
  if (where) parts.push(`to ${where}`);
  return parts.join(' ');
}
