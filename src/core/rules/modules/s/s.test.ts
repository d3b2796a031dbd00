import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { SMoveGoal, World } from '../../../model/schema';
import { act, arena, ofType, refused, rolls, seedFor, started, withSeed, type FigureSetup } from '../../testing/world';
import { isUndoable, resolve } from '../../resolve';
import { activeFigureId } from '../../state';
import { Ctx } from '../../ctx';
import { bleedRounds, moveLimitSquares, rollWound, severityEffects, woundModifiers } from './wounds';
import { describeEvent } from '../../describe';

/** An S game: the map, figures and rules, module S on, the encounter started (plot phase of round 1). */
function sGame(map: string, figures: Record<string, FigureSetup> = {}, rules: Record<string, string | number | boolean> = {}): World {
  const w = produce(arena(map, figures, rules), (d) => {
    d.scenario.rules.modules = ['S'];
  });
  return started(w);
}

const plotMove = (w: World, figureId: string, goal: SMoveGoal) => act(w, { type: 'plotMove', sideId: w.figures[figureId].sideId, figureId, goal }).world;
const plotAction = (w: World, figureId: string, action: { type: string; [k: string]: unknown }) => act(w, { type: 'plotAction', sideId: w.figures[figureId].sideId, figureId, action }).world;
/** Both sides end plotting: the round resolves; returns the events of the resolving command. */
function resolveRound(w: World, seed?: number): { world: World; events: ReturnType<typeof act>['events'] } {
  if (seed !== undefined) w = withSeed(w, seed);
  w = act(w, { type: 'endPlotting', sideId: 'red' }).world;
  return act(w, { type: 'endPlotting', sideId: 'blue' });
}

describe('module S: plot phase', () => {
  it('S-PLOT the round starts with a plot phase: nobody has a turn, plots are kept per figure in the turn state', () => {
    const w = sGame(`A . . . . N`);
    expect(w.turn.phase).toBe('plot');
    expect(activeFigureId(w)).toBeUndefined();
    const w2 = plotAction(plotMove(w, 'A', { kind: 'cell', cell: { c: 2, r: 0 } }), 'A', { type: 'look' });
    expect(w2.turn.plots?.A).toEqual({ move: { kind: 'cell', cell: { c: 2, r: 0 } }, action: { type: 'look' } });
    expect(refused(w2, { type: 'moveFigure', figureId: 'A', to: '1,0' }).code).toBe('simultaneous');
  });

  it('S-PLOT refuses a move further than 4 squares or than the AP, a plot for another side, a plot after the side ended; nothing plotted is lost', () => {
    let w = sGame(`A . . . . . N`, { A: { stats: { ap: 3 } } });
    w = plotMove(w, 'A', { kind: 'cell', cell: { c: 2, r: 0 } });
    const far = refused(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'cell', cell: { c: 5, r: 0 } } });
    expect(far.code).toBe('too-far');
    expect(far.message).toContain('at most 4 squares');
    const dear = refused(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'cell', cell: { c: 4, r: 0 } } });
    expect(dear).toMatchObject({ code: 'ap-short', shortfall: 1 });
    expect(refused(w, { type: 'plotMove', sideId: 'red', figureId: 'N', goal: { kind: 'toward', figureId: 'A' } }).code).toBe('not-your-figure');
    // The action's AP and the plotted move together must fit the AP.
    expect(refused(w, { type: 'plotAction', sideId: 'red', figureId: 'A', action: { type: 'firstAid', targetId: 'A' } }).code).toBe('ap-short');
    w = act(w, { type: 'endPlotting', sideId: 'red' }).world;
    const late = refused(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'cell', cell: { c: 1, r: 0 } } });
    expect(late.code).toBe('plotting-ended');
    expect(w.turn.plots?.A).toEqual({ move: { kind: 'cell', cell: { c: 2, r: 0 } } });
    expect(refused(w, { type: 'plotAction', sideId: 'red', figureId: 'A', action: { type: 'moveFigure' } }).code).toBe('plotting-ended');
  });

  it('S-PLOT plots are undoable (no dice); the resolving endPlotting rolls and follows the dice rule; a plot can be cleared', () => {
    let w = sGame(`A . . . N`, { A: { stats: { bod: 12 } } });
    const r = resolve(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'toward', figureId: 'N' } });
    expect('events' in r && isUndoable(r.events)).toBe(true);
    w = plotAction(plotMove(w, 'A', { kind: 'toward', figureId: 'N' }), 'A', { type: 'attack', targetId: 'N' });
    const cleared = act(w, { type: 'clearPlot', sideId: 'red', figureId: 'A' }).world;
    expect(cleared.turn.plots?.A).toBeUndefined();
    const done = resolveRound(w);
    expect(isUndoable(done.events)).toBe(false);
    expect(done.world.turn.round).toBe(2);
    expect(done.world.turn.phase).toBe('plot');
    expect(done.world.turn.plots).toEqual({});
  });

  it('S-PLOT the plot log lines name the side only; the reveal tells every plot', () => {
    let w = sGame(`A . . . N`);
    const e = act(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'toward', figureId: 'N' } }).events[0];
    expect(describeEvent(e, w)).not.toContain('Figure N');
    w = plotMove(w, 'A', { kind: 'toward', figureId: 'N' });
    const reveal = ofType(resolveRound(w).events, 'plotsRevealed')[0];
    expect(describeEvent(reveal, w)).toContain('Figure A: move toward Figure N');
  });
});

describe('module S: moves together', () => {
  it('S-MOVE two moving toward each other meet in the middle (5 squares apart: each moves 2)', () => {
    let w = sGame(`A . . . . N`);
    w = plotMove(plotMove(w, 'A', { kind: 'toward', figureId: 'N' }), 'N', { kind: 'toward', figureId: 'A' });
    const r = resolveRound(w);
    expect(r.world.figures.A.cell).toEqual({ c: 2, r: 0 });
    expect(r.world.figures.N.cell).toEqual({ c: 3, r: 0 });
    expect(ofType(r.events, 'figureMoved').map((e) => e.path.length - 1)).toEqual([2, 2]);
  });

  it('S-MOVE two reaching the same cell contest d8 + BOD, ties roll again; the winner takes it, the loser stops 1 square short', () => {
    let w = sGame(`A . . . N`);
    w = plotMove(plotMove(w, 'A', { kind: 'toward', figureId: 'N' }), 'N', { kind: 'toward', figureId: 'A' });
    // A then N: 4 vs 4 (tie), then 3 vs 6: N wins.
    const r = resolveRound(
      w,
      seedFor([
        [8, 4],
        [8, 4],
        [8, 3],
        [8, 6],
      ]),
    );
    const c = ofType(r.events, 'moveContested')[0];
    expect(c).toMatchObject({ winnerId: 'N', over: 'cell 2,0', rolls: { A: [9, 8], N: [9, 11] } });
    expect(r.world.figures.N.cell).toEqual({ c: 2, r: 0 });
    expect(r.world.figures.A.cell).toEqual({ c: 1, r: 0 });
  });

  it('S-MOVE one moving away from one moving toward it keeps the distance; the chase contest gives the winner 1 square', () => {
    let w = sGame(`A . N . . . . . .`);
    w = plotMove(plotMove(w, 'A', { kind: 'toward', figureId: 'N' }), 'N', { kind: 'away', figureId: 'A' });
    // Chase contest: A 1, N 8: N (fleeing) gains a square.
    const r = resolveRound(
      w,
      seedFor([
        [8, 1],
        [8, 8],
      ]),
    );
    expect(ofType(r.events, 'moveContested')[0]).toMatchObject({ winnerId: 'N' });
    expect(r.world.figures.A.cell).toEqual({ c: 4, r: 0 });
    expect(r.world.figures.N.cell).toEqual({ c: 7, r: 0 });
    // The pursuer winning gains the square instead.
    const r2 = resolveRound(
      w,
      seedFor([
        [8, 8],
        [8, 1],
      ]),
    );
    expect(r2.world.figures.A.cell).toEqual({ c: 5, r: 0 });
    expect(r2.world.figures.N.cell).toEqual({ c: 6, r: 0 });
  });

  it('S-MOVE a figure stepping into one that stays is blocked; moves pay AP for their path', () => {
    let w = sGame(`A . N`);
    w = plotMove(w, 'A', { kind: 'cell', cell: { c: 2, r: 0 } });
    expect(refused(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'cell', cell: { c: 9, r: 0 } } }).code).toBe('no-path');
    const r = resolveRound(w);
    expect(r.world.figures.A.cell).toEqual({ c: 1, r: 0 });
    expect(ofType(r.events, 'apSpent')[0]).toMatchObject({ figureId: 'A', apCost: 1 });
  });
});

describe('module S: actions together', () => {
  const gunfighter = (hp: number): FigureSetup => ({ hp, stats: { bod: 12, hp: 10 }, weapons: [{ catalogueId: 'revolver', ammo: 6 }] });

  it('S-ACT every attack is rolled, then all damage applied, so both may fall', () => {
    let w = sGame(`A . . N`, { A: gunfighter(1), N: gunfighter(1) });
    w = plotAction(plotAction(w, 'A', { type: 'attack', targetId: 'N' }), 'N', { type: 'attack', targetId: 'A' });
    const r = resolveRound(w);
    const types = r.events.map((e) => e.type);
    expect(ofType(r.events, 'attackDeclared')).toHaveLength(2);
    expect(types.lastIndexOf('attackDeclared')).toBeLessThan(types.indexOf('figureDamaged'));
    expect(r.world.figures.A.status.dead && r.world.figures.N.status.dead).toBe(true);
  });

  it('S-ACT actions resolve against the positions after the moves (a brawler closes and hits the same round)', () => {
    let w = sGame(`A . . N`, { A: { stats: { bod: 12 } }, N: { stats: { bod: 1 } } });
    w = plotAction(plotMove(w, 'A', { kind: 'toward', figureId: 'N' }), 'A', { type: 'attack', targetId: 'N' });
    const r = resolveRound(w);
    expect(r.world.figures.A.cell).toEqual({ c: 2, r: 0 });
    expect(ofType(r.events, 'attackDeclared')).toHaveLength(1);
    expect(ofType(r.events, 'figureDamaged')[0]?.figureId).toBe('N');
  });

  it('S-ACT supernatural actions resolve last with the damage taken this phase subtracted', () => {
    let w = sGame(`A . . N`, { A: { hp: 10, stats: { mys: 9, bod: 1 } }, N: gunfighter(10) });
    w = plotAction(plotAction(w, 'A', { type: 'customAction', name: 'hex', apCost: 2, roll: { stat: 'mys' } }), 'N', { type: 'attack', targetId: 'A' });
    const r = resolveRound(w);
    const dmg = ofType(r.events, 'figureDamaged')[0];
    const mysRoll = rolls(r.events).find((e) => e.purpose.includes('MYS'))!;
    expect(r.events.indexOf(mysRoll)).toBeGreaterThan(r.events.indexOf(dmg));
    expect(mysRoll.modifiers).toContainEqual({ value: -dmg.hpLoss, source: 'damage taken this phase (S-ACT)', auto: true });
    expect(mysRoll.target).toBe(9 - dmg.hpLoss);
  });

  it('S-ACT an Action no longer possible after the moves fails in the log, the others still resolve', () => {
    let w = sGame(`A . . . . . N`, { A: { stats: { bod: 12 } }, N: { stats: { bod: 12 } } });
    w = plotAction(plotMove(w, 'N', { kind: 'away', figureId: 'A' }), 'A', { type: 'attack', targetId: 'N' });
    const r = resolveRound(w);
    expect(ofType(r.events, 'actionFailed')[0]).toMatchObject({ figureId: 'A', action: 'attack' });
  });
});

describe('module S: wounds', () => {
  it('S-WOUND the severity rows include those below them', () => {
    expect(severityEffects(2)).toEqual(['scar']);
    expect(severityEffects(4)).toEqual(['scar', 'stun']);
    expect(severityEffects(5)).toEqual(['scar', 'stun', 'broken']);
    expect(severityEffects(9)).toEqual(['scar', 'stun', 'broken', 'maimed', 'haemorrhaging', 'destroyed']);
  });

  it('S-WOUND several bleed-outs multiply: ½ × ¼ hour = ⅛ hour = 150 rounds of 3 seconds', () => {
    expect(bleedRounds([0.5])).toBe(600);
    expect(bleedRounds([0.5, 0.25])).toBe(150);
  });

  it('S-WOUND damage goes below 0 from the first blow and a detailed-play hit at 0 or below rolls location and severity', () => {
    let w = sGame(`A N`, { A: { stats: { bod: 12 }, weapons: ['machete'] }, N: { kind: 'PC', hp: 2, stats: { bod: 1 } } });
    w = plotAction(w, 'A', { type: 'attack', targetId: 'N' });
    const r = resolveRound(w);
    const d = ofType(r.events, 'figureDamaged')[0];
    expect(d.hpAfter).toBe(2 - d.hpLoss);
    expect(d.hpAfter).toBeLessThan(0);
    const wound = ofType(r.events, 'woundRolled')[0];
    expect(wound.wound.severity).toBe(wound.severityRoll - d.hpAfter);
    expect(r.world.figures.N.wounds).toHaveLength(1);
  });

  function woundWith(faces: Array<[number, number]>, hpAfter: number, setup: FigureSetup = {}) {
    const w = withSeed(sGame(`A N . . . . . .`, { N: { kind: 'PC', ...setup } }), seedFor(faces));
    const ctx = new Ctx(w);
    rollWound(ctx, 'N', hpAfter);
    return ctx;
  }

  it('S-WOUND broken leg: at most 3 squares a round (the plot is refused at 4); maimed leg 1', () => {
    // Location 4 (right leg), severity 3 + 2 below 0 = 5: broken; stun check 1 (passed).
    const ctx = woundWith(
      [
        [6, 4],
        [6, 3],
        [10, 1],
      ],
      -2,
    );
    const n = ctx.world.figures.N;
    expect(n.wounds?.[0]).toMatchObject({ location: 'right-leg', severity: 5, effects: ['scar', 'stun', 'broken'] });
    expect(moveLimitSquares(n)).toBe(3);
    const w = produce(ctx.world, (d) => {
      d.figures.N.hp = 5;
    });
    expect(refused(w, { type: 'plotMove', sideId: 'blue', figureId: 'N', goal: { kind: 'cell', cell: { c: 5, r: 0 } } }).message).toContain('at most 3 squares');
    expect(act(w, { type: 'plotMove', sideId: 'blue', figureId: 'N', goal: { kind: 'cell', cell: { c: 4, r: 0 } } }).world.turn.plots?.N).toBeDefined();
    const maimed = woundWith(
      [
        [6, 5],
        [6, 6],
        [6, 3],
        [10, 1],
      ],
      0,
    ).world.figures.N;
    expect(maimed.wounds?.[0]).toMatchObject({ location: 'left-leg', digitsLost: 2 });
    expect(moveLimitSquares(maimed)).toBe(1);
  });

  it('S-WOUND maimed arm drops what it holds and gives -2 with that arm; a failed stun check loses the next round', () => {
    // Right arm, severity 6: maimed; 1d6-1 fingers (4 -> 3); stun check 10 fails.
    const ctx = woundWith(
      [
        [6, 1],
        [6, 6],
        [6, 4],
        [10, 10],
      ],
      0,
      { weapons: ['knife', 'revolver'], activeWeapon: 1 },
    );
    const n = ctx.world.figures.N;
    expect(n.wounds?.[0]).toMatchObject({ location: 'right-arm', digitsLost: 3 });
    expect(n.loadout.weapons.map((x) => x.catalogueId)).toEqual(['knife']);
    expect(ofType(ctx.events, 'weaponDropped')[0]).toMatchObject({ weaponId: 'revolver' });
    expect(woundModifiers(ctx.world, n, 'attack')).toEqual([{ value: -2, source: 'maimed right arm (S-WOUND)', auto: true }]);
    expect(n.status.incapacitatedRounds).toBe(2);
  });

  it('S-WOUND haemorrhaging bleeds out, counting down each round; first aid stops one bleed-out; destroyed torso is death', () => {
    // Torso, severity 7: haemorrhaging (½ hour = 600 rounds); stun check passed.
    const ctx = woundWith(
      [
        [6, 3],
        [6, 6],
        [10, 1],
      ],
      -1,
    );
    expect(ctx.world.figures.N.bleedOut).toEqual({ hours: [0.5], roundsLeft: 600 });
    // Two rounds pass for N (A and N plot nothing).
    let w = produce(ctx.world, (d) => {
      d.figures.N.hp = 1;
      d.figures.N.status.unconscious = false;
      d.figures.N.status.prone = false;
      d.figures.N.status.incapacitatedRounds = 0;
    });
    w = resolveRound(w).world;
    expect(w.figures.N.bleedOut?.roundsLeft).toBe(599);
    w = produce(w, (d) => {
      d.figures.A.stats.mnd = 12;
    });
    w = plotAction(w, 'A', { type: 'firstAid', targetId: 'N' });
    w = resolveRound(w).world;
    expect(w.figures.N.bleedOut).toBeUndefined();
    const dead = woundWith(
      [
        [6, 6],
        [6, 6],
      ],
      -3,
    );
    expect(ofType(dead.events, 'figureDowned')[0]).toMatchObject({ figureId: 'N', state: 'dead' });
  });
});
