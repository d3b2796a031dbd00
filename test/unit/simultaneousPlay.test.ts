// Module S end to end without the app window: `grit play` with S replays
// byte for byte, and its saves reopen in the app's loader mid-plot and
// mid-round. Outside src/ because it joins cli, session and renderer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeContext } from '../../src/cli/context';
import { openGameText } from '../../src/renderer/state/gameFile';
import { parseScenarioText } from '../../src/core/io/scenario';
import { headlessGame } from '../../src/core/session';
import { plotForSide, sideToPlot } from '../../src/core/rules/ai/simultaneous';
import type { Command } from '../../src/core/rules/commands';

const SCENARIO = readFileSync('maps/courtyard-melee.grit.json', 'utf8');

/** The computer's plots for `rounds` rounds from seed 1, as a command list. */
function computerPlots(rounds: number): Command[] {
  const parsed = parseScenarioText(SCENARIO, 'courtyard-melee.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const s = headlessGame(parsed.world, 1);
  const list: Command[] = [{ type: 'startEncounter' }];
  s.dispatch(list[0]);
  while (s.world.turn.round <= rounds && !s.world.outcome) {
    const side = sideToPlot(s.world);
    if (!side) break;
    for (const c of plotForSide(s.world, side)) if (s.dispatch(c).ok) list.push(c);
  }
  return list;
}

describe('module S: grit play and saves', () => {
  const list = computerPlots(3);

  it('S-PLOT grit play with simultaneous rounds replays byte for byte', async () => {
    const outs: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const ctx = fakeContext({ 'c.grit.json': SCENARIO, 'list.json': JSON.stringify(list) });
      expect(await main(['play', 'c.grit.json', '--seed', '1', '--commands', 'list.json', '--json'], ctx)).toBe(0);
      expect(ctx.err).toEqual([]);
      outs.push(ctx.out);
    }
    expect(outs[1]).toEqual(outs[0]);
    const types = new Set(outs[0].map((l) => (JSON.parse(l) as { type: string }).type));
    for (const t of ['plotPhaseStarted', 'plottingEnded', 'plotsRevealed', 'simultaneousPhase', 'figureMoved']) expect(types).toContain(t);
  });

  it('S-PLOT a save made mid-plot (one side done, the other half plotted) reopens in the app with its plots and plays on', async () => {
    // Cut the list inside round 3's plot phase: after the first side's endPlotting and one plot of the second.
    const ends = list.map((c, i) => (c.type === 'endPlotting' ? i : -1)).filter((i) => i >= 0);
    const cut = list.slice(0, ends[4]! + 2);
    const ctx = fakeContext({ 'c.grit.json': SCENARIO, 'list.json': JSON.stringify(cut) });
    expect(await main(['play', 'c.grit.json', '--seed', '1', '--commands', 'list.json', '--out', 'mid.save.grit.json'], ctx)).toBe(0);
    const r = openGameText(ctx.files.get('mid.save.grit.json')!, 'mid.save.grit.json', null);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const w = r.session.world;
    expect(w.turn.round).toBe(3);
    expect(w.turn.phase).toBe('plot');
    expect(w.turn.plotsDone).toHaveLength(1);
    expect(Object.keys(w.turn.plots ?? {}).length).toBeGreaterThanOrEqual(1);
    // The rest of the round plays on from the reopened save.
    const side = sideToPlot(w)!;
    for (const c of plotForSide(w, side)) r.session.dispatch(c);
    expect(r.session.world.turn.round).toBe(4);
  });

  it('S-WOUND a save made once a round has resolved with a wound reopens with the wounds, bleed-outs and positions as played', async () => {
    const parsed = parseScenarioText(SCENARIO, 'courtyard-melee.grit.json');
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const s = headlessGame(parsed.world, 1);
    let cut = -1;
    for (let i = 0; i < list.length && cut < 0; i++) {
      const d = s.dispatch(list[i]);
      if (d.ok && d.events.some((e) => e.type === 'woundRolled')) cut = i + 1;
    }
    expect(cut, 'a wound in the first three rounds of seed 1').toBeGreaterThan(0);
    const ctx = fakeContext({ 'c.grit.json': SCENARIO, 'list.json': JSON.stringify(list.slice(0, cut)) });
    expect(await main(['play', 'c.grit.json', '--seed', '1', '--commands', 'list.json', '--out', 'wound.save.grit.json'], ctx)).toBe(0);
    const r = openGameText(ctx.files.get('wound.save.grit.json')!, 'wound.save.grit.json', null);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const pick = (w: typeof s.world) => Object.values(w.figures).map((f) => ({ id: f.id, cell: f.cell, hp: f.hp, wounds: f.wounds ?? [], bleedOut: f.bleedOut ?? null }));
    expect(pick(r.session.world)).toEqual(pick(s.world));
    expect(pick(r.session.world).some((f) => f.wounds.length > 0)).toBe(true);
    expect(r.session.world.turn.phase).toBe('plot');
  });
});
