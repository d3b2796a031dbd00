// The character builder for the selected figure: stats with the live SP
// check (G-CHR-2), kind (G-CHR-3), the NPC and name generators (G-CHR-4),
// templates (G-CHR-6) and the loadout from the catalogue within the OP
// budget, spare OP raising DV or DRV (G-OBJ-1, GRIT 4.1). The rules are
// core/rules/characters; this is their view, and every change is one
// updateFigure command.
import { activeModules } from '../../../../core/model/modules';
import { useState } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import type { Figure, Loadout, Stats } from '../../../../core/model/schema';
import {
  addWeapon,
  allTemplates,
  changeDrvBonus,
  changeWeaponDv,
  figureFromTemplate,
  generatedName,
  generatedNpc,
  opBudget,
  removeWeapon,
  setProtection,
  spCheck,
  STAT_FIELDS,
  templateById,
  tokenLabel,
  type LoadoutChange,
} from '../../../../core/rules/characters';
import { allArmour, allWeapons, armourById, armourDrv, armourPieces, weaponById, weaponDamageNotation, type TableId } from '../../../../core/rules/catalogue';
import { optNumber } from '../../../../core/rules/options';
import { ErrorLine, Field, NumberInput, Select, TextInput } from './fields';

/** The armour select's value while the loadout wears several pieces. */
const MIXED = '__mixed';

const TABLES: ReadonlyArray<{ id: TableId; title: string }> = [
  { id: '4.1.1', title: '4.1.1 Melee, pre-industrial' },
  { id: '4.1.2', title: '4.1.2 Ranged, pre-industrial' },
  { id: '4.1.3', title: '4.1.3 Early industrial' },
  { id: '4.1.4', title: '4.1.4 High tech' },
];

export function CharacterPanel({ ctx }: { ctx: EditorPanelContext }) {
  const figures = Object.values(ctx.world.figures);
  const selectedId = ctx.selection.find((id) => ctx.world.figures[id]);
  const figure = selectedId ? ctx.world.figures[selectedId] : undefined;
  return (
    <div class="ed-panel" data-testid="panel-character">
      <Field label="Figure">
        <select aria-label="Figure to edit" data-testid="builder-figure" value={figure?.id ?? ''} onChange={(e) => ctx.select([(e.currentTarget as HTMLSelectElement).value])}>
          <option value="" selected={!figure}>
            — pick a figure —
          </option>
          {figures.map((f) => (
            <option key={f.id} value={f.id} selected={f.id === figure?.id}>
              {f.name} ({ctx.world.sides[f.sideId]?.name ?? f.sideId})
            </option>
          ))}
        </select>
      </Field>
      {figure ? <Builder key={figure.id} ctx={ctx} figure={figure} /> : <p class="small">Select a figure on the map or in Sides & figures, or add one there.</p>}
    </div>
  );
}

function Builder({ ctx, figure: f }: { ctx: EditorPanelContext; figure: Figure }) {
  const [error, setError] = useState<string | null>(null);
  const [seed, setSeed] = useState(1);
  const [templateId, setTemplateId] = useState('soldier');
  const spTotal = optNumber(ctx.world, 'spTotal');
  const budget = ctx.world.scenario.opBudget;
  const update = (changes: Parameters<typeof updateCmd>[1], label: string) => {
    const r = ctx.dispatch(updateCmd(f, changes), label);
    setError(r.ok ? null : r.error);
  };
  const setStats = (stats: Stats) => update({ stats, hp: stats.hp, apLeft: stats.ap }, 'Edit stats');
  const setLoadout = (r: LoadoutChange<Loadout>, label: string) => (r.ok ? update({ loadout: r.loadout }, label) : setError(r.error));
  const sp = spCheck(f.stats, spTotal, activeModules(ctx.world));
  const op = opBudget(f.loadout, budget);
  const nextSeed = () => {
    setSeed(seed + 1);
    return seed;
  };
  return (
    <div data-testid="builder">
      <ErrorLine error={error} testId="builder-error" />
      <div class="ed-row">
        <Field label="Name">
          <TextInput label="Name" testId="builder-name" value={f.name} maxLength={200} onCommit={(name) => name.trim() && update({ name, label: tokenLabel(name) }, 'Rename figure')} />
        </Field>
        <button
          type="button"
          data-testid="builder-random-name"
          title="A name in the spirit of GRIT 3.2, e.g. Doug the Destroyer (G-CHR-4)"
          onClick={() => {
            const name = generatedName(nextSeed() * 7919 + 13);
            update({ name, label: tokenLabel(name) }, 'Random name');
          }}
        >
          Random name
        </button>
        <Field label="Kind" title="PC player character, NPC significant non-player character, NCF non-character figure (G-CHR-3)">
          <Select
            label="Kind"
            testId="builder-kind"
            value={f.kind}
            options={[
              { value: 'PC', label: 'PC' },
              { value: 'NPC', label: 'NPC' },
              { value: 'NCF', label: 'NCF' },
            ]}
            onCommit={(kind) => update({ kind }, 'Figure kind')}
          />
        </Field>
      </div>
      <div class="ed-row">
        <button
          type="button"
          data-testid="builder-generate"
          title="Roll a new NPC sheet: 1d10 a stat, +3 to the best, adjusted to the SP total (G-CHR-4)"
          onClick={() => {
            const npc = generatedNpc(nextSeed() * 104729 + 1, { spTotal });
            update({ name: npc.name, label: npc.label, stats: npc.stats, hp: npc.hp, apLeft: npc.apLeft }, 'Generate NPC');
          }}
        >
          Generate NPC
        </button>
        <Select label="Template" testId="builder-template" value={templateId} options={allTemplates().map((t) => ({ value: t.id, label: `${t.name} (${t.kind})` }))} onCommit={setTemplateId} />
        <button
          type="button"
          data-testid="builder-apply-template"
          title="Take the template's sheet and loadout (G-CHR-6)"
          onClick={() => {
            const t = templateById(templateId);
            if (t) update(figureFromTemplate(t), `Template ${t.name}`);
          }}
        >
          Apply template
        </button>
      </div>
      <h4 class="ed-sub">Stats (G-CHR-2)</h4>
      <div class="ed-row ed-stats">
        {STAT_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label}>
            <NumberInput label={label} testId={`stat-${key}`} value={f.stats[key]} min={0} max={1000} onCommit={(v) => setStats({ ...f.stats, [key]: Math.max(0, Math.round(v ?? 0)) })} />
          </Field>
        ))}
        <Field label="Race">
          <TextInput label="Race" testId="stat-race" value={f.stats.race} maxLength={100} onCommit={(race) => setStats({ ...f.stats, race })} />
        </Field>
      </div>
      <p class={sp.ok ? 'ed-ok' : 'ed-error'} data-testid="sp-check" role="status">
        {sp.total} of {spTotal} SP{sp.left > 0 ? `, ${sp.left} left` : sp.left < 0 ? `, ${-sp.left} over` : ''}
        {sp.ok ? ' ✓' : ` — ${sp.errors.join('; ')}`}
      </p>
      {sp.notes.map((n) => (
        <p key={n} class="small" data-testid="sp-note">
          {n}
        </p>
      ))}
      <LoadoutPicker f={f} budget={budget} op={op} setLoadout={setLoadout} />
    </div>
  );
}

function LoadoutPicker({ f, budget, op, setLoadout }: { f: Figure; budget: number; op: ReturnType<typeof opBudget>; setLoadout(r: LoadoutChange<Loadout>, label: string): void }) {
  const [weaponId, setWeaponId] = useState('');
  const l = f.loadout;
  return (
    <div data-testid="loadout">
      <h4 class="ed-sub">Loadout (G-OBJ-1)</h4>
      <p class={op.ok ? 'ed-ok' : 'ed-error'} data-testid="op-budget" role="status">
        {op.spent} of {budget} OP spent, {op.left >= 0 ? `${op.left} left` : `${-op.left} over`}
        {!op.ok && ` — ${op.errors.join('; ')}`}
      </p>
      <ul class="ed-list" data-testid="loadout-weapons">
        {l.weapons.map((lw, i) => {
          const w = weaponById(lw.catalogueId);
          return (
            <li key={i} data-testid="loadout-weapon">
              <span>
                {w?.name ?? lw.catalogueId} <span class="small">({w?.opCost ?? 0} OP)</span> DV <strong data-testid="weapon-dv">{w ? weaponDamageNotation(lw) : '?'}</strong>
              </span>
              <button type="button" aria-label="1 OP less on DV" data-testid="dv-minus" disabled={!lw.dvBonus} onClick={() => setLoadout(changeWeaponDv(l, i, -1, budget), 'DV −1')}>
                −
              </button>
              <button
                type="button"
                aria-label="Spend 1 OP on +1 DV"
                title="Spare OP raises Damage Value, 1 OP = +1 DV (GRIT 4.1)"
                data-testid="dv-plus"
                disabled={op.left < 1}
                onClick={() => setLoadout(changeWeaponDv(l, i, 1, budget), 'DV +1')}
              >
                +
              </button>
              <button
                type="button"
                aria-label={`Remove ${w?.name ?? lw.catalogueId}`}
                data-testid="weapon-remove"
                onClick={() => setLoadout({ ok: true, loadout: removeWeapon(l, i) }, 'Remove weapon')}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      <div class="ed-row">
        <select aria-label="Weapon to add" data-testid="weapon-pick" value={weaponId} onChange={(e) => setWeaponId((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">— weapon —</option>
          {TABLES.map((t) => (
            <optgroup key={t.id} label={t.title}>
              {allWeapons()
                .filter((w) => w.table === t.id && w.opCost !== null)
                .map((w) => (
                  <option key={w.id} value={w.id} selected={w.id === weaponId} disabled={(w.opCost ?? 0) > op.left}>
                    {w.name} — {w.opCost} OP, {w.damage}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <button type="button" data-testid="weapon-add" disabled={!weaponId} onClick={() => setLoadout(addWeapon(l, weaponId, budget), 'Add weapon')}>
          Add
        </button>
      </div>
      <div class="ed-row">
        {(['armour', 'shield'] as const).map((slot) => (
          <Field key={slot} label={slot === 'armour' ? 'Armour' : 'Shield'}>
            <select
              aria-label={slot}
              data-testid={`pick-${slot}`}
              value={Array.isArray(l[slot]) ? MIXED : (l[slot] ?? '')}
              onChange={(e) => setLoadout(setProtection(l, slot, (e.currentTarget as HTMLSelectElement).value || null, budget), `Set ${slot}`)}
            >
              <option value="">none</option>
              {/* Pieces of different materials (4.2.3) come from the file; picking one piece replaces them. */}
              {slot === 'armour' && Array.isArray(l.armour) && (
                <option value={MIXED} disabled>
                  {armourPieces(l)
                    .map((id) => armourById(id)?.name ?? id)
                    .join(' + ')}{' '}
                  — average DRV {armourDrv(l)}
                </option>
              )}
              {allArmour()
                .filter((a) => a.kind === slot)
                .map((a) => (
                  <option key={a.id} value={a.id} selected={a.id === l[slot]}>
                    {a.name} — DRV {a.drv}, {a.opCost} OP
                  </option>
                ))}
            </select>
          </Field>
        ))}
        <span>
          DRV bought: <strong data-testid="drv-bonus">{l.drvBonus}</strong>
        </span>
        <button type="button" aria-label="1 OP less on DRV" disabled={!l.drvBonus} onClick={() => setLoadout(changeDrvBonus(l, -1, budget), 'DRV −1')}>
          −
        </button>
        <button type="button" aria-label="Spend 1 OP on +1 DRV" data-testid="drv-plus" disabled={op.left < 1} onClick={() => setLoadout(changeDrvBonus(l, 1, budget), 'DRV +1')}>
          +
        </button>
      </div>
    </div>
  );
}

function updateCmd(f: Figure, changes: Partial<Pick<Figure, 'name' | 'label' | 'kind' | 'stats' | 'hp' | 'apLeft' | 'loadout'>>) {
  return { type: 'updateFigure' as const, figureId: f.id, changes };
}
