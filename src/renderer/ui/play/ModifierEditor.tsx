// Manual roll modifiers (G-ROLL-2/3): whole numbers -3..+3, each with a
// source; at most N negatives per positive (rule option, default 3). A change
// that would break the rule is refused here with the reason, before the roll.
import { useState } from 'preact/hooks';
import type { ManualModifier } from '../../../core/rules';
import type { PlayActions, PlayViewState } from '../../state/contract';
import { maxNegativesPerPositive, modifierProblem } from './derive';

const VALUES = [-3, -2, -1, 1, 2, 3];

export function ModifierEditor({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const [value, setValue] = useState(1);
  const [source, setSource] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const per = maxNegativesPerPositive(view.world);
  const auto = (view.attackPreview?.modifiers ?? []).filter((m) => m.auto);
  const mods = view.manualModifiers;
  const standing = modifierProblem(auto, mods, per);

  const apply = (next: ManualModifier[]) => {
    const problem = modifierProblem(auto, next, per);
    if (problem && !(next.length < mods.length)) {
      setMessage(problem);
      return;
    }
    setMessage(problem);
    actions.setManualModifiers(next);
  };

  return (
    <details class="modifiers" open={mods.length > 0 || undefined}>
      <summary title="Manual modifiers ±1..3 (G-ROLL-2)">Modifiers{mods.length ? ` (${mods.map((m) => fmt(m.value)).join(' ')})` : ''}</summary>
      <ul class="mod-list">
        {mods.map((m, i) => (
          <li key={i}>
            <span class={m.value > 0 ? 'good' : 'bad'}>{fmt(m.value)}</span> {m.source}
            <button type="button" class="chip" aria-label={`Remove modifier ${fmt(m.value)} ${m.source}`} onClick={() => apply(mods.filter((_, j) => j !== i))}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form
        class="mod-add"
        onSubmit={(e) => {
          e.preventDefault();
          apply([...mods, { value, source: source.trim() || (value > 0 ? 'advantage' : 'disadvantage') }]);
          setSource('');
        }}
      >
        <select aria-label="Modifier value" value={String(value)} onChange={(e) => setValue(Number((e.currentTarget as HTMLSelectElement).value))}>
          {VALUES.map((v) => (
            <option key={v} value={String(v)}>
              {fmt(v)}
            </option>
          ))}
        </select>
        <input type="text" aria-label="Modifier source" placeholder="source (e.g. running)" value={source} maxLength={60} onInput={(e) => setSource((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit">Add</button>
      </form>
      <p class="small muted">At most {per} negative per positive modifier.</p>
      {(message ?? standing) && (
        <p class="warn small" role="status" data-testid="modifier-message">
          {message ?? standing}
        </p>
      )}
    </details>
  );
}

function fmt(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}
