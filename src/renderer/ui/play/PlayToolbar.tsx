// Tools, undo/redo, save and the autosave indicator, floating under the top bar.
import { useEffect, useState } from 'preact/hooks';
import type { Violation } from '../../../core/rules';
import type { PlayActions, PlayViewState, ToolId } from '../../state/contract';

// Short labels in plain text: emoji fonts are missing on some machines.
const TOOLS: Array<{ id: ToolId; label: string; short: string; key: string }> = [
  { id: 'select', label: 'Select', short: 'Select', key: 'S' },
  { id: 'move', label: 'Move', short: 'Move', key: 'M' },
  { id: 'attack', label: 'Attack', short: 'Attack', key: 'A' },
  { id: 'area', label: 'Area weapon', short: 'Area', key: 'G' },
  { id: 'measure', label: 'Measure', short: 'Measure', key: 'X' },
  { id: 'los', label: 'Line of sight', short: 'LOS', key: 'V' },
];

const AUTOSAVE_TEXT: Record<PlayViewState['autosave'], string> = {
  idle: 'Autosave on',
  saving: 'Saving…',
  saved: 'Autosaved',
  error: 'Autosave failed',
  off: 'Test play: not saved',
};

/** Extra toolbar buttons the host wires (keyboard help, the table TV panel). */
export interface ToolbarExtras {
  keysOpen?: boolean;
  onKeys?: () => void;
  tableOpen?: boolean;
  onTable?: () => void;
  /** Grid line opacity, 0 to 1 (a view setting). */
  gridOpacity?: number;
  onGridOpacity?: (alpha: number) => void;
}

export function PlayToolbar({ view, actions, extras = {} }: { view: PlayViewState; actions: PlayActions; extras?: ToolbarExtras }) {
  return (
    <nav class="panel play-toolbar" aria-label="Play tools" data-testid="play-toolbar">
      <div class="tool-group" role="group" aria-label="Tools">
        {TOOLS.map((t) => (
          <button
            key={t.id}
            type="button"
            class={view.tool === t.id ? 'tool on' : 'tool'}
            aria-pressed={view.tool === t.id}
            aria-label={t.label}
            title={`${t.label} — key ${t.key}`}
            data-tool-key={t.key}
            onClick={() => actions.setTool(t.id)}
          >
            {t.short}
          </button>
        ))}
      </div>
      <div class="tool-group" role="group" aria-label="History">
        <button
          type="button"
          data-key="CTRL+Z"
          aria-label="Undo"
          title="Undo — Ctrl+Z"
          aria-disabled={view.canUndo ? undefined : 'true'}
          class={view.canUndo ? '' : 'disabled'}
          onClick={() => view.canUndo && actions.undo()}
        >
          Undo
        </button>
        <button
          type="button"
          data-key="CTRL+SHIFT+Z"
          aria-label="Redo"
          title="Redo — Ctrl+Shift+Z"
          aria-disabled={view.canRedo ? undefined : 'true'}
          class={view.canRedo ? '' : 'disabled'}
          onClick={() => view.canRedo && actions.redo()}
        >
          Redo
        </button>
      </div>
      <div class="tool-group" role="group" aria-label="File">
        <button type="button" aria-label="Save game" title="Save — Ctrl+S" onClick={() => actions.save()}>
          Save
        </button>
        <button type="button" aria-label="Save game as" title="Save as… — Ctrl+Shift+S" onClick={() => actions.saveAs()}>
          Save as…
        </button>
        <span
          class={`autosave autosave-${view.autosave}`}
          role="status"
          data-testid="autosave"
          title={view.autosave === 'off' ? 'A Test play game is not autosaved: the scenario in the editor stays the recovery record' : 'Autosave'}
        >
          {AUTOSAVE_TEXT[view.autosave]}
        </span>
        {extras.onTable && (
          <button
            type="button"
            class={extras.tableOpen ? 'on' : ''}
            aria-pressed={!!extras.tableOpen}
            aria-label="Table TV"
            title="Table TV view: open, rotate, fog, calibrate"
            data-testid="table-tv-button"
            onClick={extras.onTable}
          >
            Table TV
          </button>
        )}
        {extras.onGridOpacity && (
          <label class="grid-opacity" title="Grid line opacity (view setting, kept)">
            Grid
            <input
              type="range"
              min="0"
              max="100"
              step="5"
              aria-label="Grid line opacity"
              data-testid="grid-opacity"
              value={Math.round((extras.gridOpacity ?? 0.45) * 100)}
              onInput={(e) => extras.onGridOpacity?.(Number((e.currentTarget as HTMLInputElement).value) / 100)}
            />
          </label>
        )}
        {extras.onKeys && (
          <button
            type="button"
            class={extras.keysOpen ? 'on' : ''}
            aria-pressed={!!extras.keysOpen}
            aria-label="Keyboard help"
            title="Keyboard help — ? or F1"
            data-testid="keys-button"
            onClick={extras.onKeys}
          >
            Keys
          </button>
        )}
        {view.gmMode && (
          <span class="gm-badge" title="GM mode: every value on the sheet is editable (logged)">
            GM
          </span>
        )}
      </div>
    </nav>
  );
}

/** How long a refusal stays up (issue 16 fix 7: a toast that never leaves hides the map and reads as stale). */
export const TOAST_MS = 6000;

export function ViolationToast({ view }: { view: PlayViewState }) {
  const v = view.violation;
  // The violation object is new for each refusal: a repeated refusal shows again.
  const [hidden, setHidden] = useState<Violation | null>(null);
  useEffect(() => {
    if (!v) return;
    const timer = setTimeout(() => setHidden(v), TOAST_MS);
    return () => clearTimeout(timer);
  }, [v]);
  if (!v || hidden === v) return null;
  return (
    <div class="toast" role="alert" data-testid="violation">
      <strong>Not allowed:</strong> {capitalise(v.message)}
      {v.shortfall ? <span> ({v.shortfall} AP short)</span> : null}
      <button type="button" class="toast-close" aria-label="Dismiss" title="Dismiss" data-testid="violation-dismiss" onClick={() => setHidden(v)}>
        ×
      </button>
    </div>
  );
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
