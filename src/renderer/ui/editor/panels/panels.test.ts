import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { produce } from 'immer';
import { worldFromAscii } from '../../../../core/rules/movement/testing/ascii';
import type { World } from '../../../../core/model/schema';
import { EDITOR_PANELS } from './index';
import { renderPanel } from './testing/harness';
import { loadoutOpCost } from '../../../../core/rules/catalogue';
import { validateStats } from '../../../../core/rules/characters';

const SHEET = { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2, race: 'Human' };
const twoSides = (): World =>
  produce(
    worldFromAscii(`
    A . . . N
    . . . . .
  `),
    (d) => {
      for (const f of Object.values(d.figures)) f.stats = { ...SHEET };
      d.scenario.opBudget = 30;
    },
  );
const panel = (id: string) => EDITOR_PANELS.find((p) => p.id === id)!.render;

describe('editor side panels (Preact over a real Session)', () => {
  it('lists the six panels in tab order', () => {
    expect(EDITOR_PANELS.map((p) => p.id)).toEqual(['sides', 'character', 'zones', 'rules', 'problems', 'balance']);
  });

  it('sides: add a side, rename it, hand it to the computer; each edit is one undo step', async () => {
    const t = renderPanel(twoSides(), panel('sides'));
    expect(t.all('side-card')).toHaveLength(2);
    await t.click(t.one('add-side'));
    expect(Object.keys(t.session.world.sides)).toHaveLength(3);
    const card = t.all('side-card')[2]!;
    await t.type(t.one('side-name', card), 'Bandits');
    await t.type(t.one('side-controller', card), 'computer');
    const side = Object.values(t.session.world.sides).find((s) => s.name === 'Bandits');
    expect(side?.controller).toBe('computer');
    t.session.undo();
    expect(Object.values(t.session.world.sides).find((s) => s.name === 'Bandits')?.controller).toBe('computer');
    t.session.undo();
    expect(Object.values(t.session.world.sides).some((s) => s.name === 'Bandits')).toBe(false);
  });

  it('sides: a new figure is a legal NPC off the map, selected; Place arms the figure tool; a typed cell moves it; a bad cell is named', async () => {
    const t = renderPanel(twoSides(), panel('sides'));
    const red = t.all('side-card').find((c) => c.getAttribute('data-side-id') === 'red')!;
    await t.click(t.one('add-figure', red));
    const id = t.selection()[0]!;
    const fig = t.session.world.figures[id]!;
    expect(fig).toMatchObject({ sideId: 'red', cell: null, kind: 'NPC' });
    expect(validateStats(fig.stats)).toEqual({ ok: true });
    const row = t.all('figure-row').find((r) => r.getAttribute('data-figure-id') === id)!;
    await t.click(t.one('figure-place', row));
    expect(t.tools).toEqual([{ id: 'editor.figure', settings: { figureId: id } }]);
    await t.type(t.one('figure-cell', row), '2,1');
    expect(t.session.world.figures[id]!.cell).toEqual({ c: 2, r: 1 });
    await t.type(
      t.one(
        'figure-cell',
        t.all('figure-row').find((r) => r.getAttribute('data-figure-id') === id)!,
      ),
      'x9',
    );
    expect(t.text(t.one('sides-error'))).toMatch(/type a cell as "column,row"/);
    // An occupied square is refused by the engine, and the message shown.
    await t.type(
      t.one(
        'figure-cell',
        t.all('figure-row').find((r) => r.getAttribute('data-figure-id') === id)!,
      ),
      '4,0',
    );
    expect(t.text(t.one('sides-error'))).toMatch(/already stands there/);
    expect(t.session.world.figures[id]!.cell).toEqual({ c: 2, r: 1 });
  });

  it('sides: G-CHR-6 a new figure from a template carries its sheet and loadout', async () => {
    const t = renderPanel(twoSides(), panel('sides'));
    const blue = t.all('side-card').find((c) => c.getAttribute('data-side-id') === 'blue')!;
    await t.type(t.one('add-figure-from', blue), 'brute');
    await t.click(
      t.one(
        'add-figure',
        t.all('side-card').find((c) => c.getAttribute('data-side-id') === 'blue')!,
      ),
    );
    const f = t.session.world.figures[t.selection()[0]!]!;
    expect(f).toMatchObject({ name: 'Brute', sideId: 'blue', cell: null });
    expect(f.loadout.weapons.length).toBeGreaterThan(0);
  });

  it('sides: entry points by typed cell or by the entry tool', async () => {
    const t = renderPanel(twoSides(), panel('sides'));
    const blue = t.all('side-card').find((c) => c.getAttribute('data-side-id') === 'blue')!;
    await t.type(t.one('entry-cell', blue), '4,1');
    await t.click(t.one('add-entry', blue));
    expect(t.session.world.scenario.entryPoints).toEqual([{ sideId: 'blue', cell: { c: 4, r: 1 }, name: '' }]);
    await t.click(
      t.one(
        'draw-entry',
        t.all('side-card').find((c) => c.getAttribute('data-side-id') === 'blue')!,
      ),
    );
    expect(t.tools.at(-1)).toEqual({ id: 'editor.entry', settings: { sideId: 'blue' } });
  });

  it('character builder: G-CHR-2 live SP check, G-CHR-4 generator, G-OBJ-1 loadout with DV raised by spare OP', async () => {
    const t = renderPanel(twoSides(), panel('character'), ['A']);
    expect(t.text(t.one('sp-check'))).toBe('30 of 30 SP ✓');
    await t.type(t.one('stat-bod'), '12');
    expect(t.text(t.one('sp-check'))).toMatch(/36 of 30 SP, 6 over — BOD 12 is over the limit of 9/);
    expect(t.session.world.figures['A']!.stats.bod).toBe(12);
    await t.click(t.one('builder-generate'));
    expect(validateStats(t.session.world.figures['A']!.stats)).toEqual({ ok: true });
    expect(t.text(t.one('sp-check'))).toBe('30 of 30 SP ✓');
    expect(t.session.world.figures['A']!.name).toMatch(/^\w+ the [\w-]+$/);
    // Loadout: a revolver (24 OP) in a 30 OP budget, then +6 DV with the spare OP.
    await t.type(t.one('weapon-pick'), 'revolver');
    await t.click(t.one('weapon-add'));
    expect(t.text(t.one('op-budget'))).toBe('24 of 30 OP spent, 6 left');
    for (let i = 0; i < 6; i++) await t.click(t.one('dv-plus'));
    expect(t.text(t.one('weapon-dv'))).toBe('1d10+6');
    expect(t.text(t.one('op-budget'))).toBe('30 of 30 OP spent, 0 left');
    expect(t.one('dv-plus').disabled).toBe(true);
    expect(loadoutOpCost(t.session.world.figures['A']!.loadout)).toBe(30);
    // Over-budget armour is refused with the overspend named; the figure is unchanged.
    await t.type(t.one('pick-armour'), 'leather');
    expect(t.text(t.one('builder-error'))).toMatch(/32 OP, over the budget of 30 OP \(2 too many\)/);
    expect(t.session.world.figures['A']!.loadout.armour).toBeUndefined();
  });

  it('character builder: a template gives its sheet and loadout', async () => {
    const w = produce(twoSides(), (d) => {
      d.scenario.opBudget = 300;
    });
    const t = renderPanel(w, panel('character'), ['N']);
    await t.type(t.one('builder-template'), 'scout');
    await t.click(t.one('builder-apply-template'));
    const f = t.session.world.figures['N']!;
    expect(f.name).toBe('Scout');
    expect(f.loadout.weapons.length).toBeGreaterThan(0);
    expect(t.text(t.one('sp-check'))).toBe('30 of 30 SP ✓');
  });

  it('zones & objectives: rename a zone, add a reach objective naming it, set its points; delete refused while in use', async () => {
    const w = produce(twoSides(), (d) => {
      d.scenario.zones['z1'] = { id: 'z1', name: 'Zone 1', cells: [{ c: 4, r: 1 }], rects: [], exit: false };
    });
    const t = renderPanel(w, panel('zones'));
    await t.type(t.one('zone-name'), 'Gate');
    expect(t.session.world.scenario.zones['z1']!.name).toBe('Gate');
    const red = t.all('side-objectives').find((s) => s.getAttribute('data-side-id') === 'red')!;
    await t.type(t.one('objective-kind-new', red), 'reach');
    await t.click(t.one('objective-add', red));
    expect(t.session.world.scenario.objectives['red']).toEqual([{ id: 'reach1', kind: 'reach', zone: 'z1', when: 'required' }]);
    await t.type(t.one('objective-points'), '5');
    await t.type(t.one('objective-when'), 'any-of');
    expect(t.session.world.scenario.objectives['red']![0]).toMatchObject({ points: 5, when: 'any-of' });
    await t.click(t.one('zone-delete'));
    expect(t.text(t.one('zones-error'))).toMatch(/named by objective "reach1"/);
    expect(t.session.world.scenario.zones['z1']).toBeDefined();
    await t.click(t.one('draw-zone'));
    expect(t.tools).toEqual([{ id: 'editor.zone' }]);
    await t.type(t.one('briefing'), 'Hold the gate.');
    expect(t.session.world.scenario.briefing).toBe('Hold the gate.');
  });

  it('rules: every option with its default; a bad value is refused before dispatch; default removes the override', async () => {
    const t = renderPanel(twoSides(), panel('rules'));
    const rows = t.all('rule-row');
    expect(rows.length).toBeGreaterThan(40);
    const row = (id: string) => t.all('rule-row').find((r) => r.getAttribute('data-rule-id') === id)!;
    await t.type(t.one('rule-value', row('coverMods')), '0,-1,x');
    expect(t.text(t.one('rule-error', row('coverMods')))).toMatch(/whole numbers separated by commas/);
    expect(t.session.world.scenario.rules['coverMods']).toBeUndefined();
    await t.type(t.one('rule-value', row('diagonalRule')), 'chebyshev');
    expect(t.session.world.scenario.rules['diagonalRule']).toBe('chebyshev');
    await t.check(t.one('rule-value', row('natural1Hits')), true);
    expect(t.session.world.scenario.rules['natural1Hits']).toBe(true);
    await t.click(t.one('rule-reset', row('diagonalRule')));
    expect(t.session.world.scenario.rules['diagonalRule']).toBeUndefined();
  });

  it('problems: listed live, errors before warnings; clicking one centres the map on it and selects the record', async () => {
    const t = renderPanel(twoSides(), panel('problems'));
    expect(t.text(t.one('problems-summary'))).toBe('No problems found: ready to play.');
    t.session.dispatch({ type: 'updateFigure', figureId: 'A', changes: { stats: { ...SHEET, ap: 12 } } });
    await t.flush();
    const items = t.all('problem');
    expect(items.map((p) => p.getAttribute('data-code'))).toEqual(['stats-not-sp']);
    expect(t.text(t.one('problems-summary'))).toMatch(/^1 error, 0 warnings — can be saved as a draft, not played/);
    await t.click(items[0]!);
    expect(t.focused).toEqual([{ c: 0, r: 0 }]);
    expect(t.selection()).toEqual(['A']);
  });

  it('balance: refuses a scenario with errors; runs, shows progress, then win rates with intervals; cancel', async () => {
    const states: Array<(s: import('../../../editor/balance/protocol').BalanceState) => void> = [];
    const started: number[] = [];
    let cancelled = 0;
    const fake = (onState: (s: import('../../../editor/balance/protocol').BalanceState) => void) => {
      states.push(onState);
      return { state: { phase: 'idle' as const }, start: (_w: World, games: number) => started.push(games), cancel: () => cancelled++, dispose: () => undefined };
    };
    const { BalancePanel } = await import('./BalancePanel');
    const broken = produce(twoSides(), (d) => {
      delete d.figures['N'];
    });
    const bad = renderPanel(broken, (ctx) => h(BalancePanel, { ctx, makeRunner: fake, chart: false }));
    await bad.click(bad.one('balance-run'));
    expect(bad.text(bad.one('balance-refused'))).toMatch(/error\(s\) to fix first/);
    expect(started).toEqual([]);

    const t = renderPanel(twoSides(), (ctx) => h(BalancePanel, { ctx, makeRunner: fake, chart: false }));
    await t.type(t.one('balance-games'), '4');
    await t.click(t.one('balance-run'));
    expect(started).toEqual([4]);
    states[0]!({ phase: 'running', runId: 1, done: 1, total: 4 });
    await t.flush();
    expect(t.text(t.one('balance-progress-text'))).toBe('1 / 4 games');
    await t.click(t.one('balance-cancel'));
    expect(cancelled).toBe(1);
    states[0]!({
      phase: 'done',
      runId: 1,
      report: {
        games: 4,
        draws: 1,
        stalled: 0,
        averageRounds: 3.5,
        sides: [
          { sideId: 'red', name: 'red', wins: 3, winRate: 0.75, interval95: [0.3, 0.95], byObjective: { 'last side standing': 3 } },
          { sideId: 'blue', name: 'blue', wins: 0, winRate: 0, interval95: [0, 0.49], byObjective: {} },
        ],
      },
    });
    await t.flush();
    expect(t.all('balance-rate').map((e) => e.textContent)).toEqual(['75%', '0%']);
    expect(t.text(t.one('balance-summary'))).toBe('4 games: 1 draw, 3.5 rounds on average.');
    expect(t.text(t.all('balance-side')[0]!)).toContain('30%–95%');
  });
});
