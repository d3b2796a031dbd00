import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../../../core/io/scenario';
import type { World } from '../../../core/model/schema';
import { apCosts, doorsWithinReach, firstAidTargets, modifierProblem, standing, weaponLines } from './derive';

function dustyStreet(): World {
  const r = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

describe('panel read-outs', () => {
  it('G-ROLL-2 three negatives per positive, counting automatic positives', () => {
    expect(modifierProblem([], [{ value: -1 }], 3)).toMatch(/needs a positive/);
    expect(modifierProblem([], [{ value: 1 }, { value: -1 }, { value: -2 }, { value: -3 }], 3)).toBeNull();
    expect(modifierProblem([], [{ value: 1 }, { value: -1 }, { value: -1 }, { value: -1 }, { value: -1 }], 3)).toMatch(/4 negative against 1 positive/);
    expect(modifierProblem([{ value: 1, source: 'aimed', auto: true }], [{ value: -2 }], 3)).toBeNull();
    expect(modifierProblem([], [{ value: 4 }], 3)).toMatch(/-3 to \+3/);
  });

  it('G-ACT-1 AP costs follow the rule options in force', () => {
    const w = dustyStreet();
    expect(apCosts(w).door).toBe(1);
    expect(apCosts(w).firstAid).toBe(3);
    const changed = { ...w, scenario: { ...w.scenario, rules: { apDoor: 2, reloadAp: 3 } } };
    expect(apCosts(changed).door).toBe(2);
    expect(apCosts(changed).reload).toBe(3);
  });

  it('G-ACT-1 doors within 1" of the figure centre', () => {
    const w = dustyStreet();
    const door = Object.values(w.walls).find((x) => x.kind === 'door')!;
    const marshal = w.figures.marshal;
    expect(doorsWithinReach(w, marshal).map((d) => d.id)).not.toContain(door.id);
    // Stand on the square touching the door's midpoint.
    const mid = { x: (door.a.x + door.b.x) / 2, y: (door.a.y + door.b.y) / 2 };
    const cell = { c: Math.floor(mid.x - (door.a.x === door.b.x ? 0.5 : 0)), r: Math.floor(mid.y - (door.a.y === door.b.y ? 0.5 : 0)) };
    const near = { ...marshal, cell };
    expect(doorsWithinReach(w, near).map((d) => d.id)).toContain(door.id);
  });

  it('first aid targets are adjacent allies and the figure itself', () => {
    const w = dustyStreet();
    const marshal = w.figures.marshal;
    expect(firstAidTargets(w, marshal).map((f) => f.id)).toEqual(['marshal']);
    const deputy = { ...w.figures.deputy, cell: { c: marshal.cell!.c + 1, r: marshal.cell!.r + 1 } };
    const w2 = { ...w, figures: { ...w.figures, deputy } };
    expect(
      firstAidTargets(w2, marshal)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['deputy', 'marshal']);
  });

  it('weapon lines carry keys, ammo and area flags', () => {
    const w = dustyStreet();
    const lines = weaponLines(w.figures.kid);
    expect(lines.map((l) => l.key)).toEqual([1, 2]);
    expect(lines[0].ammo).toBe(6);
    expect(lines[1].isArea).toBe(true);
    expect(lines[0].isArea).toBe(false);
  });

  it('G-GAME-1 the last side standing is named once every enemy is down, and not before', () => {
    const w = dustyStreet();
    expect(standing(w)).toBeNull(); // encounter not started
    const started = { ...w, turn: { ...w.turn, round: 2 } };
    expect(standing(started)).toBeNull();
    const figures = Object.fromEntries(Object.entries(w.figures).map(([id, f]) => [id, f.sideId === 'law' ? { ...f, hp: 0, status: { ...f.status, unconscious: true } } : f]));
    const gangSide = Object.values(w.figures).find((f) => f.sideId !== 'law')!.sideId;
    const over = standing({ ...started, figures });
    expect(over?.sideId).toBe(gangSide);
    expect(over?.text).toBe(`${w.sides[gangSide]!.name} is the last side standing (round 2).`);
    const all = Object.fromEntries(Object.entries(w.figures).map(([id, f]) => [id, { ...f, status: { ...f.status, dead: true } }]));
    expect(standing({ ...started, figures: all })).toMatchObject({ sideId: null, text: 'No side is left standing (round 2).' });
  });

  it('G-GAME-3 maxRounds: with the computer on every side the game is called a draw after the round limit, not with a human side', () => {
    const w = dustyStreet();
    const sides = Object.fromEntries(Object.entries(w.sides).map(([id, s]) => [id, { ...s, controller: 'computer' as const }]));
    const rules = { ...(w.scenario.rules ?? {}), maxRounds: 3 };
    const at = (round: number, computer: boolean) => ({ ...w, sides: computer ? sides : w.sides, scenario: { ...w.scenario, rules }, turn: { ...w.turn, round } });
    expect(standing(at(3, true))).toBeNull();
    expect(standing(at(4, true))).toMatchObject({ sideId: null, text: 'Round limit (3) passed with the computer on every side: called a draw.' });
    expect(standing(at(4, false))).toBeNull();
  });

  it('G-WIN-2 a judged outcome is the standing: the winner, the reason in plain words, and final', () => {
    const w = dustyStreet();
    const started = { ...w, turn: { ...w.turn, round: 3 } };
    const won = standing({ ...started, outcome: { result: 'won', sideId: 'gang', reason: 'Gang wins: get a figure to Livery (round 3).', objectiveIds: ['box'], round: 3 } });
    expect(won).toMatchObject({ sideId: 'gang', text: 'Gang wins: get a figure to Livery (round 3).', final: true });
    expect(standing({ ...started, outcome: { result: 'drawn', reason: 'Draw.', round: 3 } })).toMatchObject({ sideId: null, text: 'Draw.', final: true });
    expect(standing(started)?.final).toBeUndefined();
  });
});
