// "New scenario" on the start screen: title, map size in inches (one square
// or hex per inch), square or hex grid, base terrain.
import { useState } from 'preact/hooks';
import { newScenarioProblems, STANDARD_TERRAIN, type NewScenarioOptions } from '../../editor/openForEdit';

export function NewScenarioDialog({ onCreate, onCancel }: { onCreate: (options: NewScenarioOptions) => void; onCancel: () => void }) {
  const [o, setO] = useState<NewScenarioOptions>({ title: 'New scenario', widthInches: 24, heightInches: 16, grid: 'square', baseTerrainId: 'open' });
  const [problems, setProblems] = useState<string[]>([]);
  const field = (patch: Partial<NewScenarioOptions>) => setO({ ...o, ...patch });
  const submit = (e: Event) => {
    e.preventDefault();
    const p = newScenarioProblems(o);
    setProblems(p);
    if (p.length === 0) onCreate(o);
  };
  return (
    <form class="panel new-scenario" aria-label="New scenario" data-testid="new-scenario" onSubmit={submit}>
      <h2>New scenario</h2>
      <label class="editor-field">
        Title <input type="text" name="title" value={o.title} onInput={(e) => field({ title: (e.target as HTMLInputElement).value })} />
      </label>
      <label class="editor-field" title="One grid square (or hex) is one inch">
        Width (inches) <input type="number" name="width" min={2} max={1000} value={o.widthInches} onInput={(e) => field({ widthInches: Number((e.target as HTMLInputElement).value) })} />
      </label>
      <label class="editor-field">
        Height (inches) <input type="number" name="height" min={2} max={1000} value={o.heightInches} onInput={(e) => field({ heightInches: Number((e.target as HTMLInputElement).value) })} />
      </label>
      <label class="editor-field">
        Grid{' '}
        <select name="grid" value={o.grid} onChange={(e) => field({ grid: (e.target as HTMLSelectElement).value as NewScenarioOptions['grid'] })}>
          <option value="square">square</option>
          <option value="hex-pointy">hex (pointy top)</option>
          <option value="hex-flat">hex (flat top)</option>
        </select>
      </label>
      <label class="editor-field">
        Base terrain{' '}
        <select name="terrain" value={o.baseTerrainId} onChange={(e) => field({ baseTerrainId: (e.target as HTMLSelectElement).value })}>
          {STANDARD_TERRAIN.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      {problems.length > 0 && (
        <ul class="bad small" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="submit" class="primary" data-testid="new-scenario-create">
        Create
      </button>{' '}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
