// Idle-time warm-up of what the next pointer moves will ask (issue 16: hover
// JS p95 ≤ 4 ms). The previews answer from the rules cache, which keeps per
// World the whole-map move searches (planMove outside the reach) and the
// sight index (LOS, cover), and from figureAt's index of which figure stands
// where (kept per figures record: a move or a hit makes a new one). Built on the first pointer move that needs them,
// they cost 40–300 ms on the 200×200 / 10k-wall bench map: that one move is
// the slowest of the tool's first second. Built here when the browser is idle
// after the World, the tool or the mover changed, the move finds them ready.
// Nothing is kept here: the values live in the rules cache, keyed by the
// World they were built from, so a World change cannot leave a stale one.
import type { World } from '../../core/model/schema';
import { warmMovePlanning } from '../../core/rules/movement/reach';
import { sightWorld } from '../../core/rules/sight';
import type { RulesCache } from '../../core/spatial/rulesCache';
import { warmFigureIndex } from '../tools/previews';
import type { ToolId } from '../tools/registry';

/** Runs `task` when the page is idle; returns a cancel function. */
export type IdleScheduler = (task: () => void) => () => void;

export const idleScheduler: IdleScheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
};

/** Tools whose previews show the mover's path and AP (moveDrag.ts MoverTool). */
const MOVER_TOOLS: readonly ToolId[] = ['move', 'select'];

/** Tools whose previews ask for lines of sight and cover. */
const SIGHT_TOOLS: readonly ToolId[] = ['attack', 'area', 'los', 'charge'];

export class PreviewWarmUp {
  private key: { world: World; tool: ToolId; moverId: string | null } | null = null;
  private cancel: (() => void) | null = null;
  /** Tasks run so far (unit tests read it). */
  ran = 0;

  constructor(
    private readonly rules: RulesCache,
    private readonly schedule: IdleScheduler = idleScheduler,
  ) {}

  /** After a render: schedules the warm-up for this World, tool and mover unless it is already scheduled or done. */
  note(world: World, tool: ToolId, moverId: string | null): void {
    // Called on every render, pointer moves included: nothing is allocated unless the key changed.
    const k = this.key;
    if (k && k.world === world && k.tool === tool && k.moverId === moverId) return;
    this.key = { world, tool, moverId };
    this.cancel?.();
    const tasks: (() => void)[] = [];
    // The select tool previews the active figure's move too (issue 16 fix 2), outside its reach from the same searches.
    if (MOVER_TOOLS.includes(tool) && moverId) tasks.push(() => warmMovePlanning(world, moverId, this.rules));
    if (SIGHT_TOOLS.includes(tool)) tasks.push(() => void sightWorld(world, this.rules));
    // figureAt's index (every tool's hover asks which figure is under the pointer; a few ms on a new figures record)
    // runs with the first task: cheap, it must not hold the others back by an idle period.
    const head = tasks.shift();
    tasks.unshift(() => {
      warmFigureIndex(world);
      head?.();
    });
    // One task per idle period: each may take tens of milliseconds.
    const next = () => {
      const task = tasks.shift();
      if (!task) return (this.cancel = null);
      this.cancel = this.schedule(() => {
        task();
        this.ran++;
        next();
      });
    };
    next();
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
