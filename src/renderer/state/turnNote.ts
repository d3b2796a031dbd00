// Issue 16 fix 3: one action a turn (G-TURN-1, G-TIME-1). When a turn passes
// on after an action with AP left, a newcomer takes it for a bug unless the
// screen says why and who is next. Pure: from the World after the command and
// the command's events.
import type { World } from '../../core/model/schema';
import { activeFigureId, canTakeTurn, type GameEvent } from '../../core/rules';

export interface TurnNote {
  /** The figure whose turn passed with AP left. */
  figureId: string;
  text: string;
}

/**
 * The note for the last command's events, or null when the turn did not pass
 * after an action (a pass, "done", or AP spent to 0 need no explaining).
 */
export function turnNoteOf(world: World, events: readonly GameEvent[]): TurnNote | null {
  const ended = events.find((e) => e.type === 'turnEnded');
  if (!ended || world.outcome) return null;
  const id = ended.figureId;
  if (events.some((e) => (e.type === 'figurePassed' || e.type === 'figureDone') && e.figureId === id)) return null;
  if (events.some((e) => e.type === 'roundEnded')) return null;
  const f = world.figures[id];
  if (!f || f.apLeft <= 0 || !canTakeTurn(world, f)) return null;
  const nextId = activeFigureId(world);
  const name = (fid: string) => world.figures[fid]?.name ?? fid;
  const before = actsBefore(world, id);
  const again = before ? `${f.name} acts again after ${name(before)}` : `${f.name} acts again next`;
  const next = nextId && nextId !== id ? ` Next: ${name(nextId)}.` : '';
  return { figureId: id, text: `One action a turn (G-TURN-1): ${again}, ${f.apLeft} AP left.${next}` };
}

/** The figure whose turn comes just before `id`'s next one in this round's cycle (null when `id` is next). */
function actsBefore(world: World, id: string): string | null {
  const { order, activeIndex } = world.turn;
  let last: string | null = null;
  for (let k = 0; k < order.length; k++) {
    const fid = order[(activeIndex + k) % order.length];
    if (fid === id) return last;
    const f = world.figures[fid];
    if (f && canTakeTurn(world, f)) last = fid;
  }
  return last;
}
