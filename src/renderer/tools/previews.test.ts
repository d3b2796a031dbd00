// Previews must show what resolution does (DESIGN "Core ideas"): each
// preview is compared with the events of the command a click dispatches.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import { createRng } from '../../core/dice';
import { createSession } from '../../core/session';
import { activeFigureId, playEngine, type Command, type GameEvent } from '../../core/rules';
import type { FigureId, World } from '../../core/model/schema';
import { ReachCache, areaCommand, areaPreview, attackCommand, attackPreview, chanceInTen, measureText, movePreview, rangeBandName } from './previews';
import { keyToCommand } from './keyboard';

function dustyStreet(seed: number) {
  const parsed = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const session = createSession<Command, never>({ ...parsed.world, rng: createRng(seed) }, playEngine as never);
  const r = session.dispatch({ type: 'startEncounter' });
  if (!r.ok) throw new Error(r.violation.message);
  return session;
}

function rollOf(events: readonly unknown[]) {
  return (events as GameEvent[]).find((e): e is Extract<GameEvent, { type: 'diceRolled' }> => e.type === 'diceRolled' && e.target !== undefined)!;
}

describe('play previews match resolution', () => {
  it('G-MOVE-1 move preview: path and AP cost are what moveFigure spends', () => {
    const s = dustyStreet(2);
    const id = activeFigureId(s.world) as FigureId;
    const preview = movePreview(s.world, id, { c: 6, r: 5 }, new ReachCache().get(s.world, id))!;
    expect(preview.refusal).toBeUndefined();
    const r = s.dispatch({ type: 'moveFigure', figureId: id, to: { c: 6, r: 5 } });
    expect(r.ok).toBe(true);
    const moved = (r.ok ? (r.events as GameEvent[]) : []).find((e) => e.type === 'figureMoved') as Extract<GameEvent, { type: 'figureMoved' }>;
    expect(moved.apCost).toBe(preview.apCost);
    expect(moved.path).toEqual(preview.path);
  });

  it('G-MOVE-1 an occupied or unaffordable square says why', () => {
    const s = dustyStreet(2);
    const id = activeFigureId(s.world) as FigureId;
    const reach = new ReachCache().get(s.world, id);
    expect(movePreview(s.world, id, { c: 6, r: 9 }, reach)!.refusal).toMatch(/occupied by Deputy Ray/);
    expect(movePreview(s.world, id, { c: 23, r: 15 }, reach)!.refusal).toMatch(/not enough AP/);
  });

  it('G-MOVE-1 issue 16 fix 10: a square with no way there previews the reason and no path (not a straight line to it)', () => {
    const s = dustyStreet(2);
    const id = activeFigureId(s.world) as FigureId;
    const reach = new ReachCache().get(s.world, id);
    const occupied = movePreview(s.world, id, { c: 6, r: 9 }, reach)!;
    expect(occupied.path).toEqual([]);
    // Too far is still a real path, drawn red with its cost.
    expect(movePreview(s.world, id, { c: 23, r: 15 }, reach)!.path.length).toBeGreaterThan(2);
  });

  it('G-ATK-1 attack preview: modifiers, action value and AP equal the dispatched roll', () => {
    const s = dustyStreet(2);
    s.dispatch({ type: 'moveFigure', figureId: 'marshal', to: { c: 6, r: 5 } });
    const input = { attackerId: 'deputy', targetId: 'kid', weaponIndex: 0, shots: 1, modifiers: [{ value: 1, source: 'steady hands' }] };
    const preview = attackPreview(s.world, input)!;
    expect(preview.refusal).toBeUndefined();
    const r = s.dispatch(attackCommand(input));
    if (!r.ok) throw new Error(r.violation.message);
    const roll = rollOf(r.events);
    expect(roll.target).toBe(preview.actionValue);
    expect(roll.modifiers).toEqual(preview.modifiers);
    expect(preview.chanceInTen).toBe(Math.max(0, Math.min(10, roll.target!)));
    const spent = (r.events as GameEvent[]).filter((e) => e.type === 'apSpent').reduce((sum, e) => sum + (e as { apCost: number }).apCost, 0);
    expect(spent).toBe(preview.apCost);
  });

  it('G-ATK-3 attack preview refuses out of turn with the engine message', () => {
    const s = dustyStreet(2);
    const preview = attackPreview(s.world, { attackerId: 'kid', targetId: 'marshal', weaponIndex: 0, shots: 1, modifiers: [] })!;
    expect(preview.refusal).toMatch(/turn/);
    expect(preview.chanceInTen).toBe(0);
  });

  it('G-AREA-1 area preview: the burst hits the figures the preview lists when on target', () => {
    const s = dustyStreet(2);
    const w: World = { ...s.world, turn: { ...s.world.turn, activeIndex: s.world.turn.order.indexOf('kid' as FigureId) } };
    w.figures = { ...w.figures, kid: { ...w.figures.kid, loadout: { ...w.figures.kid.loadout, activeWeapon: 1 } } };
    const input = { attackerId: 'kid', weaponIndex: 1, at: { x: 6.5, y: 9.5 }, modifiers: [{ value: 3, source: 'test' }] };
    const preview = areaPreview(w, input)!;
    expect(preview.refusal).toBeUndefined();
    expect(preview.affected).toContain('deputy');
    expect(preview.friendliesHit).toEqual([]);
    const r = playEngine.resolve(w, areaCommand(input));
    if ('violation' in r) throw new Error(r.violation.message);
    const roll = rollOf(r.events);
    expect(preview.chanceInTen).toBe(chanceInTen(roll.target!, false));
    const burst = r.events.find((e) => e.type === 'burstResolved') as Extract<GameEvent, { type: 'burstResolved' }>;
    if (roll.success) expect(burst.affected).toEqual([...preview.affected].sort());
  });
});

describe('read-outs and keys', () => {
  it('G-RNG-1 range band names by multiples of the range', () => {
    expect(rangeBandName(10, 12, 'shooting')).toBe('short (≤12")');
    expect(rangeBandName(13, 12, 'shooting')).toBe('medium (≤24")');
    expect(rangeBandName(1, 1, 'melee')).toBe('melee');
  });

  it('measure: inches, feet (1" = 5 ft) and squares', () => {
    expect(measureText({ c: 0, r: 0 }, { c: 3, r: 4 }, 'square')).toBe('5.0" (25 ft), 4 squares');
  });

  it('keys: tools, undo/redo, typing in a field is ignored', () => {
    const k = (key: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}, target: unknown = null) =>
      keyToCommand({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: target as EventTarget | null, ...mods });
    expect(k('a')).toEqual({ kind: 'tool', tool: 'attack' });
    expect(k('3')).toEqual({ kind: 'weapon', index: 2 });
    expect(k('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(k('Z', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(k('y', { ctrlKey: true })).toEqual({ kind: 'redo' });
    expect(k('a', {}, { tagName: 'INPUT' })).toBeNull();
  });
});
