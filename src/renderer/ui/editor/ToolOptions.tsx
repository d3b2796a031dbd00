// The armed tool's options: the terrain palette (AP cost and concealment of
// each type, G-ACT-1 / G-COV-1) with custom types, brush size, wall kind and
// door state, the object palette, a zone's name and side, an entry point's side.
import { useState } from 'preact/hooks';
import type { TerrainType } from '../../../core/model/schema';
import type { EditorActions, EditorViewState } from '../../editor/contract';
import { OBJECT_PRESETS } from '../../tools/editor/objects';
import { figureToPlace } from '../../tools/editor/placeTools';

type Props = { view: EditorViewState; actions: EditorActions };

const TERRAIN_TOOLS = new Set(['editor.brush', 'editor.rect', 'editor.fill', 'editor.eraser']);
const WALL_KINDS = [
  ['wall', 'Wall'],
  ['door', 'Door'],
  ['window', 'Window'],
  ['low-wall', 'Low wall'],
  ['fence', 'Fence'],
] as const;

export function terrainCostText(t: Pick<TerrainType, 'apCost' | 'concealment' | 'blocksSight'>): string {
  const cost = t.apCost === null ? 'impassable' : `${t.apCost} AP`;
  return [cost, t.concealment ? 'concealment' : '', t.blocksSight ? 'blocks sight' : ''].filter(Boolean).join(', ');
}

export function ToolOptions({ view, actions }: Props) {
  const { ui, world } = view;
  const tool = ui.tool;
  const sides = Object.values(world.sides);
  const placingId = tool === 'editor.figure' ? figureToPlace({ world, ui: view.ui }) : null;
  const placing = placingId ? world.figures[placingId] : undefined;
  return (
    <section class="panel editor-options" data-testid="editor-options">
      <h2>Options</h2>
      {TERRAIN_TOOLS.has(tool) && (
        <>
          {(tool === 'editor.brush' || tool === 'editor.eraser') && (
            <label class="editor-field" title="Brush size: cells across (hex maps: rings around the hex)">
              Size{' '}
              <input
                type="number"
                min={1}
                max={25}
                value={ui.brushSize}
                data-testid="brush-size"
                onChange={(e) => actions.setOptions({ brushSize: Math.max(1, Math.min(25, Number((e.target as HTMLInputElement).value) || 1)) })}
              />
            </label>
          )}
          {tool !== 'editor.eraser' && <TerrainPalette view={view} actions={actions} />}
          {tool === 'editor.eraser' && <p class="muted small">Paints the base terrain back.</p>}
        </>
      )}
      {tool === 'editor.wall' && (
        <>
          <div class="editor-chips" role="radiogroup" aria-label="Wall kind">
            {WALL_KINDS.map(([kind, label]) => (
              <button
                type="button"
                key={kind}
                class={ui.wallKind === kind ? 'on' : ''}
                aria-pressed={ui.wallKind === kind}
                data-wall-kind={kind}
                title={`Draw ${label.toLowerCase()}s`}
                onClick={() => actions.setOptions({ wallKind: kind })}
              >
                {label}
              </button>
            ))}
          </div>
          {ui.wallKind === 'door' && (
            <label class="editor-field">
              Door{' '}
              <select value={ui.doorState} onChange={(e) => actions.setOptions({ doorState: (e.target as HTMLSelectElement).value as typeof ui.doorState })}>
                <option value="closed">closed</option>
                <option value="open">open</option>
                <option value="locked">locked</option>
              </select>
            </label>
          )}
          <p class="muted small">Click point after point; double-click, Enter or Esc ends the line. Alt: no snapping.</p>
        </>
      )}
      {tool === 'editor.object' && (
        <div class="editor-chips" role="radiogroup" aria-label="Object">
          {OBJECT_PRESETS.map((p) => (
            <button
              type="button"
              key={p.id}
              class={ui.objectPreset === p.id ? 'on' : ''}
              aria-pressed={ui.objectPreset === p.id}
              data-object={p.id}
              title={`${p.name}: ${p.height} cover`}
              onClick={() => actions.setOptions({ objectPreset: p.id })}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      {tool === 'editor.zone' && (
        <>
          <label class="editor-field">
            Name <input type="text" value={ui.zoneName} data-testid="zone-name" onInput={(e) => actions.setOptions({ zoneName: (e.target as HTMLInputElement).value })} />
          </label>
          <label class="editor-field">
            Side{' '}
            <select value={ui.zoneSideId ?? ''} onChange={(e) => actions.setOptions({ zoneSideId: (e.target as HTMLSelectElement).value || null })}>
              <option value="">neutral</option>
              {sides.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <p class="muted small">Drag a rectangle of cells.</p>
        </>
      )}
      {tool === 'editor.entry' && (
        <>
          <label class="editor-field">
            Side{' '}
            <select value={ui.entrySideId ?? ''} data-testid="entry-side" onChange={(e) => actions.setOptions({ entrySideId: (e.target as HTMLSelectElement).value || null })}>
              {sides.length === 0 && <option value="">(no sides yet)</option>}
              {sides.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <p class="muted small">Click a cell to add an entry point; click it again to remove it.</p>
        </>
      )}
      {tool === 'editor.figure' && (
        <p class="muted small" data-testid="figure-tool-target">
          {placing ? `Click a cell to put ${placing.name} there.` : 'Select a figure (or Place beside it in Sides & figures), then click a cell.'}
        </p>
      )}
      {tool === 'editor.select' && <p class="muted small">Click or box-select; drag a selected wall's end, object or figure. Delete, Ctrl+C / Ctrl+V, S split, T door, [ ] turn.</p>}
      {tool === 'editor.door' && <p class="muted small">Click a door: closed → open → locked.</p>}
      {tool === 'editor.align' && <p class="muted small">Drag a box over one grid square of the picture. Pixels per inch: Map tab.</p>}
    </section>
  );
}

function TerrainPalette({ view, actions }: Props) {
  const { ui, world } = view;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ul class="terrain-palette" aria-label="Terrain types">
        {Object.values(world.terrainTypes).map((t) => (
          <li key={t.id}>
            <button
              type="button"
              class={ui.terrainTypeId === t.id ? 'on' : ''}
              aria-pressed={ui.terrainTypeId === t.id}
              data-terrain={t.id}
              title={`${t.name}: ${terrainCostText(t)}`}
              onClick={() => actions.setOptions({ terrainTypeId: t.id })}
            >
              <span class="swatch" style={{ background: t.colour }} /> {t.name} <span class="muted small">{terrainCostText(t)}</span>
            </button>
          </li>
        ))}
      </ul>
      {adding ? (
        <CustomTerrainForm actions={actions} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" title="Add a terrain type of your own (name, colour, AP cost, concealment)" onClick={() => setAdding(true)}>
          New terrain type…
        </button>
      )}
    </>
  );
}

function CustomTerrainForm({ actions, onDone }: { actions: EditorActions; onDone: () => void }) {
  const [name, setName] = useState('');
  const [colour, setColour] = useState('#707050');
  const [ap, setAp] = useState('2');
  const [concealment, setConcealment] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const apCost = ap === 'impassable' ? null : Number(ap);
    const r = actions.dispatch({ type: 'setTerrainType', terrainType: { name: name.trim(), colour, apCost, concealment } }, 'New terrain type');
    if (!r.ok) return setError(r.error);
    onDone();
  };
  return (
    <form class="editor-form" onSubmit={submit} data-testid="custom-terrain">
      <label class="editor-field">
        Name <input type="text" value={name} required onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label class="editor-field">
        Colour <input type="color" value={colour} onInput={(e) => setColour((e.target as HTMLInputElement).value)} />
      </label>
      <label class="editor-field">
        AP cost{' '}
        <select value={ap} onChange={(e) => setAp((e.target as HTMLSelectElement).value)}>
          {['1', '2', '3', '4'].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
          <option value="impassable">impassable</option>
        </select>
      </label>
      <label class="editor-field">
        <input type="checkbox" checked={concealment} onChange={(e) => setConcealment((e.target as HTMLInputElement).checked)} /> concealment (G-COV-1)
      </label>
      {error && <p class="bad small">{error}</p>}
      <button type="submit">Add</button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
