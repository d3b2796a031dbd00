// Character sheet of the selected figure (G-CHR-1..3, G-OBJ-6): stats, HP bar,
// armour and DRV, loadout with ammo, conditions. In GM mode every value is an
// input; a change calls actions.gmEditFigure with whole nested records
// (updateFigure merges shallowly), and the session logs it.
import { useState } from 'preact/hooks';
import type { Figure, FigureStatus, Stats } from '../../../core/model/schema';
import { armourById, armourPieces, totalDrv, weaponById } from '../../../core/rules/catalogue';
import type { PlayActions, PlayViewState } from '../../state/contract';
import { ApPips } from './InitiativeTracker';
import { figureStatusWords } from './derive';
import { carriedBy } from '../../../core/rules/actions/carry';
import { ModuleSheetRows } from './GrimModules';

const STAT_ROWS: Array<{ key: keyof Omit<Stats, 'race'>; label: string; long: string }> = [
  { key: 'ap', label: 'AP', long: 'Action Points' },
  { key: 'hp', label: 'HP', long: 'Hit Points (maximum)' },
  { key: 'bod', label: 'BOD', long: 'Body' },
  { key: 'mnd', label: 'MND', long: 'Mind' },
  { key: 'mys', label: 'MYS', long: 'Mystic' },
  { key: 'rce', label: 'RCE', long: 'Resource' },
];

const STATUS_FLAGS: Array<{ key: 'prone' | 'unconscious' | 'dead' | 'burning' | 'aimed'; label: string }> = [
  { key: 'prone', label: 'Prone' },
  { key: 'unconscious', label: 'Unconscious' },
  { key: 'dead', label: 'Dead' },
  { key: 'burning', label: 'Burning' },
  { key: 'aimed', label: 'Aimed' },
];

export function CharacterSheet({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const id = view.selectedFigureId ?? view.activeFigureId;
  const f = id ? view.world.figures[id] : undefined;
  if (!f) {
    return (
      <section class="panel sheet" aria-label="Character sheet" data-testid="sheet">
        <h2>Character</h2>
        <p class="muted small">Select a figure.</p>
      </section>
    );
  }
  const gm = view.gmMode;
  const side = view.world.sides[f.sideId];
  const edit = (patch: Partial<Figure>) => actions.gmEditFigure(f.id, patch as Record<string, unknown>);
  const hpFraction = f.stats.hp > 0 ? Math.max(0, Math.min(1, f.hp / f.stats.hp)) : 0;
  const armour = armourPieces(f.loadout).map((id) => armourById(id)?.name ?? id);
  const shield = f.loadout.shield ? armourById(f.loadout.shield) : undefined;
  const conditions = figureStatusWords(f);
  // G-WIN-7: what the figure carries.
  const carried = carriedBy(view.world, f.id);
  return (
    <section class="panel sheet" aria-label={`Character sheet: ${f.name}`} data-testid="sheet" style={`--side: ${side?.colour ?? '#888888'}`}>
      <header class="panel-head">
        <h2 data-testid="sheet-name">{f.name}</h2>
        <span class="small muted">
          {f.kind} · {side?.name ?? f.sideId} · {f.stats.race}
        </span>
      </header>
      <div class="hp-line">
        <span class="hp-bar" role="meter" aria-label="Hit points" aria-valuemin={0} aria-valuemax={f.stats.hp} aria-valuenow={f.hp} title={`HP ${f.hp} of ${f.stats.hp}`}>
          <span class={hpFraction <= 0.34 ? 'hp-fill low' : 'hp-fill'} style={`width: ${hpFraction * 100}%`} />
        </span>
        {gm ? (
          <NumberField label="Current HP" value={f.hp} min={-1000} max={1000} onCommit={(v) => edit({ hp: v })} testId="sheet-hp" />
        ) : (
          <span data-testid="sheet-hp">
            HP {f.hp}/{f.stats.hp}
          </span>
        )}
      </div>
      <ModuleSheetRows world={view.world} figure={f} />
      <div class="ap-line">
        <ApPips left={f.apLeft} total={f.stats.ap} />
        {gm ? <NumberField label="AP left" value={f.apLeft} min={0} max={1000} onCommit={(v) => edit({ apLeft: v })} testId="sheet-ap" /> : <span data-testid="sheet-ap">{f.apLeft} AP left</span>}
      </div>
      <table class="stats" aria-label="Stats">
        <tbody>
          <tr>
            {STAT_ROWS.map((s) => (
              <th key={s.key} scope="col" title={s.long}>
                {s.label}
              </th>
            ))}
          </tr>
          <tr>
            {STAT_ROWS.map((s) => (
              <td key={s.key} data-testid={`stat-${s.key}`}>
                {gm ? <NumberField label={s.long} value={f.stats[s.key]} min={0} max={1000} onCommit={(v) => edit({ stats: { ...f.stats, [s.key]: v } })} /> : f.stats[s.key]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <dl class="facts">
        <dt>Armour</dt>
        <dd data-testid="sheet-armour">
          {armour.length ? armour.join(', ') : 'none'}
          {armour.length > 1 ? ' (average, 4.2.3)' : ''}
          {shield ? ` + ${shield.name}` : ''} · DRV <strong data-testid="sheet-drv">{totalDrv(f.loadout)}</strong>
        </dd>
      </dl>
      {!!f.wounds?.length && (
        <p class="small" data-testid="sheet-wounds">
          Wounds (S-WOUND): {f.wounds.map((w) => `${w.location.replace('-', ' ')}: ${w.effects.join(', ')}${w.digitsLost !== undefined ? ` (${w.digitsLost} digits lost)` : ''}`).join('; ')}
          {f.bleedOut ? ` · bleeds out in ${f.bleedOut.roundsLeft} rounds` : ''}
        </p>
      )}
      {carried.length > 0 && (
        <p class="small" data-testid="sheet-carrying">
          Carrying: {carried.map((i) => `${i.name}${i.heavy ? ' (heavy: +1 AP a square)' : ''}${i.unlocks.length ? ` (key to ${i.unlocks.join(', ')})` : ''}`).join(', ')}
        </p>
      )}
      <h3>Loadout</h3>
      <ul class="loadout" data-testid="sheet-loadout">
        {f.loadout.weapons.length === 0 && <li class="muted">unarmed</li>}
        {f.loadout.weapons.map((lw, i) => {
          const spec = weaponById(lw.catalogueId);
          return (
            <li key={i} class={i === f.loadout.activeWeapon ? 'in-hand' : ''}>
              <span>
                {i < 9 ? <kbd aria-hidden="true">{i + 1}</kbd> : null} {spec?.name ?? lw.catalogueId}
                {i === f.loadout.activeWeapon ? ' (in hand)' : ''}
              </span>
              <span class="small muted">{spec ? ` ${spec.damage}${lw.dvBonus ? `+${lw.dvBonus}` : ''} · ${spec.rangeInches}"` : ''}</span>
              {lw.ammo !== undefined &&
                (gm ? (
                  <NumberField
                    label={`Ammo of ${spec?.name ?? lw.catalogueId}`}
                    value={lw.ammo}
                    min={0}
                    max={100000}
                    onCommit={(v) => edit({ loadout: { ...f.loadout, weapons: f.loadout.weapons.map((w, j) => (j === i ? { ...w, ammo: v } : w)) } })}
                  />
                ) : (
                  <span class="ammo" data-testid="sheet-ammo">
                    {' '}
                    ammo {lw.ammo}
                    {spec?.ammo ? `/${spec.ammo}` : ''}
                  </span>
                ))}
            </li>
          );
        })}
      </ul>
      <h3>Conditions</h3>
      {gm ? (
        <div class="conditions-edit">
          {STATUS_FLAGS.map((s) => (
            <label key={s.key}>
              <input type="checkbox" checked={f.status[s.key]} onChange={(e) => edit({ status: { ...f.status, [s.key]: (e.currentTarget as HTMLInputElement).checked } as FigureStatus })} /> {s.label}
            </label>
          ))}
          <NumberField label="Incapacitated rounds" value={f.status.incapacitatedRounds} min={0} max={1000} onCommit={(v) => edit({ status: { ...f.status, incapacitatedRounds: v } })} />
        </div>
      ) : (
        <p data-testid="sheet-conditions">{conditions.length ? conditions.join(', ') : 'none'}</p>
      )}
      {f.notes && <p class="small muted notes">{f.notes}</p>}
    </section>
  );
}

/**
 * A number input that commits on change (Enter or leaving the field), refusing what is not a whole number in range.
 * What is typed is kept as a draft until then: the app re-renders the sheet while a game runs (the log, autosave,
 * the computer), and a controlled value would put the World's number back over the typing (a GM edit was lost so).
 */
function NumberField(props: { label: string; value: number; min: number; max: number; onCommit: (v: number) => void; testId?: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      class="num"
      aria-label={props.label}
      title={`${props.label} (GM edit, logged)`}
      data-testid={props.testId}
      value={draft ?? props.value}
      min={props.min}
      max={props.max}
      step={1}
      onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        const input = e.currentTarget as HTMLInputElement;
        const v = Number(input.value);
        setDraft(null);
        if (!Number.isInteger(v) || v < props.min || v > props.max) {
          input.value = String(props.value);
          return;
        }
        if (v !== props.value) props.onCommit(v);
      }}
    />
  );
}
