// Issue 14 "must show": a game with modules N and L saved from the app (or
// by `grit play`) reopens in the app to the same World, a paused abort too.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { serializeSave } from '../../core/io/save';
import { savedGameOf } from '../../core/session';
import type { World } from '../../core/model/schema';
import type { Command } from '../../core/rules/commands';
import { openGameText } from './gameFile';

const BRAWL = readFileSync('maps/tavern-brawl.grit.json', 'utf8');
const COMMANDS = JSON.parse(readFileSync('maps/tavern-brawl.commands.json', 'utf8')) as Command[];

function open(text: string, name: string, seed: number | null) {
  const r = openGameText(text, name, seed);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r;
}

describe('modules N and L: saves reopen in the app', () => {
  it('N-ABORT L-BAR the shipped brawl played through its commands file saves and reopens to the same World (life bars, AP owed)', () => {
    const s = open(BRAWL, 'tavern-brawl.grit.json', 1).session;
    for (const c of COMMANDS) {
      const r = s.dispatch(c);
      expect(r.ok, `${JSON.stringify(c)}: ${r.ok ? '' : r.violation.message}`).toBe(true);
    }
    expect(Object.values(s.world.figures).some((f) => (f.lifeBar?.lethal ?? 0) > 0)).toBe(true);
    const back = open(serializeSave(savedGameOf(s)), 'tavern-brawl.save.grit.json', null);
    expect(back.restored).toBe(true);
    expect(back.session.world).toEqual(s.world);
    expect(back.warnings, back.warnings.join('\n')).toEqual([]);
  });

  it('N-ABORT a blast paused on a Dive for Cover choice is saved with it; reopened, the same figure answers and the blast goes on', () => {
    const w = JSON.parse(BRAWL) as World;
    w.figures.nell!.loadout.weapons = [
      { catalogueId: 'dynamite', dvBonus: 0 },
      { catalogueId: 'knife', dvBonus: 0 },
    ];
    const s = open(JSON.stringify(w), 'tavern-dynamite.grit.json', 2).session;
    expect(s.dispatch({ type: 'startEncounter' }).ok).toBe(true);
    expect(s.dispatch({ type: 'throwArea', figureId: 'nell', weaponIndex: 0, at: { x: 12.5, y: 2.5 } }).ok).toBe(true);
    const paused = s.world.pendingAbort!;
    expect(paused).toMatchObject({ targetId: 'rook', burst: { weaponId: 'dynamite' } });
    const back = open(serializeSave(savedGameOf(s)), 'tavern-dynamite.save.grit.json', null);
    expect(back.session.world).toEqual(s.world);
    const a = s.dispatch({ type: 'chooseAbort', figureId: 'rook', choice: 'dive' });
    const b = back.session.dispatch({ type: 'chooseAbort', figureId: 'rook', choice: 'dive' });
    expect(a.ok && b.ok).toBe(true);
    expect(back.session.world).toEqual(s.world);
    expect(s.world.pendingAbort?.targetId).not.toBe('rook');
  });
});
