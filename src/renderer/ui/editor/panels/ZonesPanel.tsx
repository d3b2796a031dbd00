// Zones & objectives: the named zones (drawn with the canvas tool
// 'editor.zone'), each side's objectives of every G-WIN kind with when
// (required / any-of / at-time-out) and victory points (G-WIN-1…4), the
// briefing and each side's victory text. Edits go through the helpers of
// core/rules/editor/objectives, each one updateScenario command.
import { useState } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import { OBJECTIVE_KINDS, type Objective, type ObjectiveKind } from '../../../../core/model/objectives';
import { zoneCells } from '../../../../core/model/zones';
import { addObjective, deleteZone, removeObjective, setVictoryText, updateObjective, updateZone } from '../../../../core/rules/editor/objectives';
import { ErrorLine, Field, NumberInput, Select, TextInput } from './fields';

const KIND_LABELS: Record<ObjectiveKind, string> = {
  eliminate: 'Eliminate',
  reach: 'Reach a zone',
  hold: 'Hold a zone',
  survive: 'Survive',
  protect: 'Protect a figure',
  destroy: 'Take down a figure',
  take: 'Carry an item to a zone',
};
const WHEN = [
  { value: 'required', label: 'required' },
  { value: 'any-of', label: 'any of' },
  { value: 'at-time-out', label: 'at time-out' },
] as const;

type Run = (r: { ok: true } | { ok: false; error: string }) => boolean;

export function ZonesPanel({ ctx }: { ctx: EditorPanelContext }) {
  const [error, setError] = useState<string | null>(null);
  const run: Run = (r) => {
    setError(r.ok ? null : r.error);
    return r.ok;
  };
  const { world } = ctx;
  const zones = Object.values(world.scenario.zones);
  const sideOptions = [{ value: '', label: 'neutral' }, ...Object.values(world.sides).map((s) => ({ value: s.id as string, label: s.name }))];
  return (
    <div class="ed-panel" data-testid="panel-zones">
      <ErrorLine error={error} testId="zones-error" />
      <h4 class="ed-sub">Zones</h4>
      <ul class="ed-list" data-testid="zone-list">
        {zones.map((z) => {
          const cells = zoneCells(world, z);
          return (
            <li key={z.id} data-testid="zone-row" data-zone-id={z.id}>
              <TextInput label="Zone name" testId="zone-name" value={z.name} maxLength={100} onCommit={(name) => name.trim() && run(ctx.dispatch(updateZone(world, z.id, { name }), 'Rename zone'))} />
              <Select label="Zone side" testId="zone-side" value={z.sideId ?? ''} options={sideOptions} onCommit={(sideId) => run(ctx.dispatch(updateZone(world, z.id, { sideId }), 'Zone side'))} />
              <label title="A figure that reaches an exit leaves the map through it (G-WIN-1 reach)">
                <input
                  type="checkbox"
                  data-testid="zone-exit"
                  checked={z.exit}
                  onChange={(e) => run(ctx.dispatch(updateZone(world, z.id, { exit: (e.currentTarget as HTMLInputElement).checked }), 'Zone exit'))}
                />{' '}
                exit
              </label>
              <span class="small">{cells.length} cells</span>
              {cells[0] && (
                <button type="button" title="Show on the map" onClick={() => ctx.focusCell(cells[0]!)}>
                  ◎
                </button>
              )}
              <button
                type="button"
                aria-label={`Delete zone ${z.name}`}
                data-testid="zone-delete"
                onClick={() => {
                  const d = deleteZone(world, z.id);
                  run(d.ok ? ctx.dispatch(d.command, 'Delete zone') : d);
                }}
              >
                ✕
              </button>
            </li>
          );
        })}
        {zones.length === 0 && <li class="small">No zones yet.</li>}
      </ul>
      <button type="button" data-testid="draw-zone" title="Draw a zone on the map" onClick={() => ctx.setTool('editor.zone')}>
        Draw zone
      </button>
      <h4 class="ed-sub">Objectives</h4>
      {Object.values(world.sides).map((s) => (
        <SideObjectives key={s.id} ctx={ctx} sideId={s.id} run={run} />
      ))}
      <h4 class="ed-sub">Briefing</h4>
      <textarea
        aria-label="Briefing"
        data-testid="briefing"
        rows={4}
        style="width: 100%;"
        value={world.scenario.briefing}
        onChange={(e) => run(ctx.dispatch({ type: 'updateScenario', changes: { briefing: (e.currentTarget as HTMLTextAreaElement).value } }, 'Briefing'))}
      />
      <Field label="Round limit" title="G-WIN-3: at the end of this round at-time-out objectives (or points) decide, else a draw; empty = none">
        <NumberInput
          label="Round limit"
          testId="max-rounds"
          value={world.scenario.maxRounds}
          min={1}
          max={10000}
          onCommit={(maxRounds) => run(ctx.dispatch({ type: 'updateScenario', changes: { maxRounds } }, 'Round limit'))}
        />
      </Field>
    </div>
  );
}

function SideObjectives({ ctx, sideId, run }: { ctx: EditorPanelContext; sideId: string; run: Run }) {
  const { world } = ctx;
  const side = world.sides[sideId]!;
  const list = world.scenario.objectives[sideId] ?? [];
  const [kind, setKind] = useState<ObjectiveKind>('reach');
  return (
    <section class="ed-card" data-testid="side-objectives" data-side-id={sideId} style={`border-left: 4px solid ${side.colour};`}>
      <strong>{side.name}</strong>
      <ul class="ed-list">
        {list.map((o, i) => (
          <ObjectiveRow key={`${o.id}-${i}`} ctx={ctx} sideId={sideId} index={i} o={o} run={run} />
        ))}
      </ul>
      <div class="ed-row">
        <Select
          label="Objective kind to add"
          testId="objective-kind-new"
          value={kind}
          options={OBJECTIVE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onCommit={(k) => setKind(k as ObjectiveKind)}
        />
        <button type="button" data-testid="objective-add" onClick={() => run(ctx.dispatch(addObjective(world, sideId, kind), 'Add objective'))}>
          + Objective
        </button>
      </div>
      <Field label="Victory text">
        <TextInput
          label={`Victory text of ${side.name}`}
          testId="victory-text"
          value={world.scenario.victory[sideId] ?? ''}
          maxLength={2000}
          onCommit={(t) => run(ctx.dispatch(setVictoryText(world, sideId, t), 'Victory text'))}
        />
      </Field>
    </section>
  );
}

function ObjectiveRow({ ctx, sideId, index, o, run }: { ctx: EditorPanelContext; sideId: string; index: number; o: Objective; run: Run }) {
  const { world } = ctx;
  const set = (changes: Record<string, unknown>, label: string) => run(ctx.dispatch(updateObjective(world, sideId, index, changes as Partial<Objective>), label));
  const zoneOptions = Object.values(world.scenario.zones).map((z) => ({ value: z.id, label: z.name }));
  const figureOptions = Object.values(world.figures).map((f) => ({ value: f.id as string, label: `${f.name} (${world.sides[f.sideId]?.name ?? f.sideId})` }));
  return (
    <li data-testid="objective-row" data-objective-id={o.id}>
      <div class="ed-row">
        <Select
          label="Objective kind"
          testId="objective-kind"
          value={o.kind}
          options={OBJECTIVE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onCommit={(k) => set({ kind: k }, 'Objective kind')}
        />
        <Select label="When" testId="objective-when" value={o.when} options={WHEN} onCommit={(when) => set({ when }, 'Objective when')} />
        <Field label="VP" title="Victory points (G-WIN-4)">
          <NumberInput label="Victory points" testId="objective-points" value={o.points} min={0} max={10000} onCommit={(points) => set({ points }, 'Victory points')} />
        </Field>
        <button type="button" aria-label="Remove objective" data-testid="objective-remove" onClick={() => run(ctx.dispatch(removeObjective(world, sideId, index), 'Remove objective'))}>
          ✕
        </button>
      </div>
      <div class="ed-row">
        {'zone' in o && <Select label="Zone" testId="objective-zone" value={o.zone} options={withCurrent(zoneOptions, o.zone)} onCommit={(zone) => set({ zone }, 'Objective zone')} />}
        {(o.kind === 'protect' || o.kind === 'destroy') && (
          <Select label="Figure" testId="objective-figure" value={o.figure} options={withCurrent(figureOptions, o.figure)} onCommit={(figure) => set({ figure }, 'Objective figure')} />
        )}
        {o.kind === 'take' && (
          <Select
            label="Item"
            testId="objective-item"
            value={o.item}
            options={withCurrent(
              Object.values(world.items).map((it) => ({ value: it.id, label: it.name })),
              o.item,
            )}
            onCommit={(item) => set({ item }, 'Objective item')}
          />
        )}
        {(o.kind === 'eliminate' || o.kind === 'reach' || o.kind === 'survive') && (
          <Field label="Figures" title="Figure ids, comma-separated; empty = every figure (of the enemy for eliminate)">
            <TextInput label="Figures" testId="objective-figures" value={(o.figures ?? []).join(',')} onCommit={(t) => set({ figures: splitIds(t) }, 'Objective figures')} />
          </Field>
        )}
        {(o.kind === 'reach' || o.kind === 'survive') && (
          <Field label="Count">
            <NumberInput label="Count" testId="objective-count" value={o.count} min={1} max={1000} onCommit={(count) => set({ count }, 'Objective count')} />
          </Field>
        )}
        {o.kind === 'survive' && (
          <Field label="Until round">
            <NumberInput label="Until round" testId="objective-until" value={o.untilRound} min={1} max={10000} onCommit={(untilRound) => set({ untilRound }, 'Survive until')} />
          </Field>
        )}
        {o.kind === 'hold' && (
          <>
            <Field label="For rounds">
              <NumberInput label="For rounds" testId="objective-for-rounds" value={o.forRounds} min={1} max={10000} onCommit={(forRounds) => set({ forRounds }, 'Hold for')} />
            </Field>
            <Field label="At round">
              <NumberInput label="At round" testId="objective-at-round" value={o.atRound} min={1} max={10000} onCommit={(atRound) => set({ atRound }, 'Hold at')} />
            </Field>
          </>
        )}
        <Field label="Label">
          <TextInput label="Objective label" testId="objective-label" value={o.label ?? ''} maxLength={200} onCommit={(label) => set({ label: label || undefined }, 'Objective label')} />
        </Field>
      </div>
    </li>
  );
}

/** The current value stays listed even when its record is gone (the problems panel names it). */
function withCurrent(options: Array<{ value: string; label: string }>, current: string): Array<{ value: string; label: string }> {
  if (!current) return [{ value: '', label: '— choose —' }, ...options];
  return options.some((o) => o.value === current) ? options : [{ value: current, label: `${current} (missing)` }, ...options];
}

const splitIds = (t: string): string[] | undefined => {
  const ids = t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.length ? ids : undefined;
};
