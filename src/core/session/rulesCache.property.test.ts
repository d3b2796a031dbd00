// resolve is pure (issue 11): the Session's rules cache answers for the
// World it is asked about, whatever Worlds were resolved since. A command
// resolved on an old World with the long-lived cache gives what a fresh
// process (a fresh cache) gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { World } from '../model/schema';
import { createSession } from './session';
import { activeFigureId, chooseCommand, playEngine, type Command, type GameEvent } from '../rules';
import { blastAt, coverOf } from '../rules/sight';
import { RulesCache } from '../spatial/rulesCache';
import { seeded } from '../rules/play';
import type { EditorCommand } from '../rules/editor';

const breach = World.parse(JSON.parse(readFileSync(new URL('../../../maps/building-breach.grit.json', import.meta.url), 'utf8')));
const doors = Object.values(breach.walls)
  .filter((w) => w.kind === 'door')
  .map((w) => w.id);

/** Commands probed on an old World: the AI's pick, every attack and a throw at every enemy with every weapon. */
function probes(world: World): Command[] {
  const id = activeFigureId(world);
  if (!id) return [];
  const f = world.figures[id];
  const out: Command[] = [chooseCommand(world, id, new RulesCache())];
  for (const e of Object.values(world.figures)) {
    if (e.sideId === f.sideId || !e.cell) continue;
    f.loadout.weapons.forEach((_, weaponIndex) => {
      out.push({ type: 'attack', figureId: id, targetId: e.id, weaponIndex, shots: 1 } as Command);
      out.push({ type: 'throwArea', figureId: id, weaponIndex, at: { x: e.cell!.c + 0.5, y: e.cell!.r + 0.5 } } as Command);
    });
  }
  return out;
}

describe('rules cache: resolve is pure', () => {
  it('G-LOS-1 G-AREA-1 property: resolving on an old World after newer ones gives what a fresh cache gives', () => {
    // A step: the computer plays one command, or a door is toggled (editor), which patches the sight index.
    const stepArb = fc.oneof(fc.constant<'ai'>('ai'), fc.record({ door: fc.integer({ min: 0, max: doors.length - 1 }), open: fc.boolean() }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(stepArb, { minLength: 2, maxLength: 8 }), fc.nat(), (seed, steps, pick) => {
        const s = createSession<Command, GameEvent>(seeded(breach, seed), playEngine as never);
        expect(s.dispatch({ type: 'startEncounter' } as Command).ok).toBe(true);
        const worlds: World[] = [s.world];
        for (const st of steps) {
          if (st === 'ai') {
            const id = activeFigureId(s.world);
            if (id) s.dispatch(chooseCommand(s.world, id, s.rulesCache));
          } else s.dispatch({ type: 'setDoor', wallId: doors[st.door], state: st.open ? 'open' : 'closed' } as EditorCommand);
          worlds.push(s.world);
        }
        const old = worlds[pick % (worlds.length - 1)];
        for (const c of probes(old)) expect(playEngine.resolve(old, c, s.rulesCache)).toEqual(playEngine.resolve(old, c, new RulesCache()));
        // The spatial and sight questions behind them, asked directly.
        const ids = Object.keys(old.figures).filter((id) => old.figures[id].cell);
        for (const a of ids.slice(0, 3)) for (const b of ids) if (a !== b) expect(coverOf(old, a, b, s.rulesCache)).toEqual(coverOf(old, a, b, new RulesCache()));
        const at = { x: old.map.widthCells / 2, y: old.map.heightCells / 2 };
        expect(blastAt(old, at, 6, s.rulesCache)).toEqual(blastAt(old, at, 6, new RulesCache()));
      }),
      { numRuns: 12, seed: 11 },
    );
  });

  it('G-AREA-1 the session index answers for its World only; an older World gets its own index', () => {
    const s = createSession<Command, GameEvent>(breach, playEngine as never);
    const w0 = s.world;
    const [id] = Object.keys(w0.figures).filter((k) => w0.figures[k].cell);
    const cell = w0.figures[id].cell!;
    s.dispatch({ type: 'updateFigure', figureId: id, changes: { cell: { c: cell.c + 1, r: cell.r } } } as EditorCommand);
    expect(s.rulesCache.spatial(s.world).figureAtCell(cell)?.id).not.toBe(id);
    expect(s.rulesCache.spatial(w0).figureAtCell(cell)?.id).toBe(id);
  });
});
