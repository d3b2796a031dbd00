// Tools, undo/redo, save and the autosave indicator, floating under the top bar.
import type { PlayActions, PlayViewState, ToolId } from '../../state/contract';

const TOOLS: Array<{ id: ToolId; label: string; key: string; icon: string }> = [
  { id: 'select', label: 'Select', key: 'S', icon: '⌖' },
  { id: 'move', label: 'Move', key: 'M', icon: '➜' },
  { id: 'attack', label: 'Attack', key: 'A', icon: '⚔' },
  { id: 'area', label: 'Area weapon', key: 'G', icon: '✹' },
  { id: 'measure', label: 'Measure', key: 'X', icon: '📏' },
  { id: 'los', label: 'Line of sight', key: 'V', icon: '👁' },
];

const AUTOSAVE_TEXT: Record<PlayViewState['autosave'], string> = {
  idle: 'Autosave on',
  saving: 'Saving…',
  saved: 'Autosaved ✓',
  error: 'Autosave failed',
};

export function PlayToolbar({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
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
            <span aria-hidden="true">{t.icon}</span>
            <span class="tool-text">{t.label}</span>
          </button>
        ))}
      </div>
      <div class="tool-group" role="group" aria-label="History">
        <button type="button" data-key="CTRL+Z" aria-label="Undo" title="Undo — Ctrl+Z" aria-disabled={view.canUndo ? undefined : 'true'} class={view.canUndo ? '' : 'disabled'} onClick={() => view.canUndo && actions.undo()}>
          ↶ <span class="tool-text">Undo</span>
        </button>
        <button type="button" data-key="CTRL+SHIFT+Z" aria-label="Redo" title="Redo — Ctrl+Shift+Z" aria-disabled={view.canRedo ? undefined : 'true'} class={view.canRedo ? '' : 'disabled'} onClick={() => view.canRedo && actions.redo()}>
          ↷ <span class="tool-text">Redo</span>
        </button>
      </div>
      <div class="tool-group" role="group" aria-label="File">
        <button type="button" aria-label="Save game" title="Save — Ctrl+S" onClick={() => actions.save()}>
          Save
        </button>
        <button type="button" aria-label="Save game as" title="Save as… — Ctrl+Shift+S" onClick={() => actions.saveAs()}>
          Save as…
        </button>
        <span class={`autosave autosave-${view.autosave}`} role="status" data-testid="autosave" title="Autosave">
          {AUTOSAVE_TEXT[view.autosave]}
        </span>
        {view.gmMode && (
          <span class="gm-badge" title="GM mode: every value on the sheet is editable (logged)">
            GM
          </span>
        )}
      </div>
    </nav>
  );
}

export function ViolationToast({ view }: { view: PlayViewState }) {
  const v = view.violation;
  if (!v) return null;
  return (
    <div class="toast" role="alert" data-testid="violation">
      <strong>Not allowed:</strong> {capitalise(v.message)}
      {v.shortfall ? <span> ({v.shortfall} AP short)</span> : null}
    </div>
  );
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
