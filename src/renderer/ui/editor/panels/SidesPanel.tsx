// Sides & figures: sides (name, colour, player or computer), their figures on
// the map or off it for an entry point (G-GAME-1), and their entry points.
// Placing by hand arms the canvas tool 'editor.figure' / 'editor.entry'; a
// cell can also be typed.
import { useState } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import type { Figure, Side } from '../../../../core/model/schema';
import { allTemplates, figureFromTemplate, generatedNpc, templateById } from '../../../../core/rules/characters';
import { optNumber } from '../../../../core/rules/options';
import { freshId } from '../../../../core/model/ids';
import { ErrorLine, parseCellText, Select, TextInput } from './fields';

const SIDE_COLOURS = ['#3a7bd5', '#d5493a', '#3aa55d', '#c9a227', '#8e44ad', '#16a5a5', '#e67e22', '#7f8c8d'];
const cellText = (f: { cell: { c: number; r: number } | null }) => (f.cell ? `${f.cell.c},${f.cell.r}` : '');

export function SidesPanel({ ctx }: { ctx: EditorPanelContext }) {
  const [error, setError] = useState<string | null>(null);
  const { world } = ctx;
  const sides = Object.values(world.sides);
  const run = (r: { ok: true } | { ok: false; error: string }) => {
    setError(r.ok ? null : r.error);
    return r.ok;
  };
  const addSide = () => {
    const n = sides.length;
    run(ctx.dispatch({ type: 'addSide', side: { name: `Side ${n + 1}`, colour: SIDE_COLOURS[n % SIDE_COLOURS.length]!, controller: n === 0 ? 'human' : 'computer' } }, 'Add side'));
  };
  return (
    <div class="ed-panel" data-testid="panel-sides">
      <ErrorLine error={error} testId="sides-error" />
      {sides.map((s) => (
        <SideCard key={s.id} ctx={ctx} side={s} run={run} />
      ))}
      <button type="button" data-testid="add-side" title="Add a side (name, colour and who plays it can be changed here)" onClick={addSide}>
        + Add side
      </button>
    </div>
  );
}

function SideCard({ ctx, side, run }: { ctx: EditorPanelContext; side: Side; run(r: { ok: true } | { ok: false; error: string }): boolean }) {
  const { world } = ctx;
  const figures = Object.values(world.figures).filter((f) => f.sideId === side.id);
  const entries = world.scenario.entryPoints.map((e, i) => ({ e, i })).filter(({ e }) => e.sideId === side.id);
  const [entryText, setEntryText] = useState('');
  const [newFrom, setNewFrom] = useState('npc');
  const update = (changes: Partial<Side>, label: string) => run(ctx.dispatch({ type: 'updateSide', sideId: side.id, changes }, label));
  const addFigure = () => {
    // A ready, legal figure (G-CHR-2/4, G-CHR-6) off the map; the builder refines it.
    const template = newFrom === 'npc' ? undefined : templateById(newFrom);
    const made = template ? figureFromTemplate(template) : generatedNpc(Object.keys(world.figures).length + 1, { spTotal: optNumber(world, 'spTotal') });
    const id = freshId('fig', world.figures);
    if (run(ctx.dispatch({ type: 'placeFigure', figure: { id, sideId: side.id, cell: null, ...made } }, 'Add figure'))) ctx.select([id]);
  };
  const addEntry = () => {
    const cell = parseCellText(entryText);
    if (!cell) return run({ ok: false, error: `entry point: type a cell as "column,row", e.g. 0,5 (got "${entryText}")` });
    const entryPoints = [...world.scenario.entryPoints, { sideId: side.id, cell, name: '' }];
    if (run(ctx.dispatch({ type: 'updateScenario', changes: { entryPoints } }, 'Add entry point'))) setEntryText('');
    return true;
  };
  const removeEntry = (index: number) => run(ctx.dispatch({ type: 'updateScenario', changes: { entryPoints: world.scenario.entryPoints.filter((_, i) => i !== index) } }, 'Remove entry point'));
  return (
    <section class="ed-card" data-testid="side-card" data-side-id={side.id} style={`border-left: 4px solid ${side.colour};`}>
      <div class="ed-row">
        <TextInput label="Side name" testId="side-name" value={side.name} maxLength={100} onCommit={(name) => update({ name }, 'Rename side')} />
        <input type="color" aria-label="Side colour" data-testid="side-colour" value={side.colour} onChange={(e) => update({ colour: (e.currentTarget as HTMLInputElement).value }, 'Side colour')} />
        <Select
          label="Played by"
          testId="side-controller"
          value={side.controller}
          options={[
            { value: 'human', label: 'Player' },
            { value: 'computer', label: 'Computer' },
          ]}
          onCommit={(controller) => update({ controller }, 'Side player')}
        />
        <button
          type="button"
          data-testid="remove-side"
          title="Remove this side (once no figure, objective, entry point or zone belongs to it: the message lists what does)"
          onClick={() => run(ctx.dispatch({ type: 'removeSide', sideId: side.id }, 'Remove side'))}
        >
          ✕
        </button>
      </div>
      <ul class="ed-list" data-testid="side-figures">
        {figures.map((f) => (
          <FigureRow key={f.id} ctx={ctx} figure={f} run={run} />
        ))}
        {figures.length === 0 && <li class="small">No figures yet.</li>}
      </ul>
      <div class="ed-row">
        <Select
          label="New figure from"
          testId="add-figure-from"
          value={newFrom}
          options={[{ value: 'npc', label: 'Generated NPC' }, ...allTemplates().map((t) => ({ value: t.id, label: `Template: ${t.name}` }))]}
          onCommit={setNewFrom}
        />
        <button type="button" data-testid="add-figure" title="Add a figure to this side, off the map; edit it in the Character tab and place it" onClick={addFigure}>
          + Figure
        </button>
      </div>
      <h4 class="ed-sub">Entry points</h4>
      <ul class="ed-list" data-testid="side-entries">
        {entries.map(({ e, i }) => (
          <li key={i} data-testid="entry-row">
            <button type="button" class="link" title="Show on the map" onClick={() => ctx.focusCell(e.cell)}>
              {e.name || `Entry ${i + 1}`} at {e.cell.c},{e.cell.r}
            </button>
            <button type="button" aria-label="Remove entry point" onClick={() => removeEntry(i)}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div class="ed-row">
        <button type="button" data-testid="draw-entry" title="Click cells on the map to add entry points for this side" onClick={() => ctx.setTool('editor.entry', { sideId: side.id })}>
          Place on map
        </button>
        <input
          type="text"
          aria-label="Entry point cell"
          placeholder="col,row"
          data-testid="entry-cell"
          value={entryText}
          style="width: 5em;"
          onInput={(e) => setEntryText((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="button" data-testid="add-entry" onClick={addEntry}>
          Add
        </button>
      </div>
    </section>
  );
}

function FigureRow({ ctx, figure: f, run }: { ctx: EditorPanelContext; figure: Figure; run(r: { ok: true } | { ok: false; error: string }): boolean }) {
  const selected = ctx.selection.includes(f.id);
  const setCell = (text: string) => {
    if (text.trim() === '') return run(ctx.dispatch({ type: 'updateFigure', figureId: f.id, changes: { cell: null } }, 'Figure off the map'));
    const cell = parseCellText(text);
    if (!cell) return run({ ok: false, error: `${f.name}: type a cell as "column,row", e.g. 3,4, or leave it empty for off the map (got "${text}")` });
    return run(ctx.dispatch({ type: 'updateFigure', figureId: f.id, changes: { cell } }, 'Move figure'));
  };
  return (
    <li class={selected ? 'ed-selected' : ''} data-testid="figure-row" data-figure-id={f.id}>
      <button type="button" class="link" data-testid="figure-edit" title="Select it and edit it in the Character tab" onClick={() => ctx.select([f.id])}>
        {f.name} <span class="small">({f.kind})</span>
      </button>
      <input
        type="text"
        aria-label={`Cell of ${f.name}`}
        placeholder="off map"
        title="Cell as column,row; empty = off the map, to come on at an entry point"
        data-testid="figure-cell"
        value={cellText(f)}
        style="width: 4.5em;"
        onChange={(e) => setCell((e.currentTarget as HTMLInputElement).value)}
      />
      <button type="button" data-testid="figure-place" title="Place it by clicking the map" onClick={() => ctx.setTool('editor.figure', { figureId: f.id })}>
        Place
      </button>
      {f.cell && (
        <button type="button" title="Show on the map" data-testid="figure-show" onClick={() => ctx.focusCell(f.cell!)}>
          ◎
        </button>
      )}
      <button type="button" aria-label={`Remove ${f.name}`} data-testid="figure-remove" onClick={() => run(ctx.dispatch({ type: 'removeFigure', figureId: f.id }, 'Remove figure'))}>
        ✕
      </button>
    </li>
  );
}
