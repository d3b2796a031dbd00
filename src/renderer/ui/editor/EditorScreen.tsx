// The scenario editor screen around the map: the tool bar and the tool's
// options on the left, the panel tabs on the right (Selection, Map, then
// part 2's EDITOR_PANELS), the file and undo buttons in the top bar
// (EditorTopBar). Pure view of EditorViewState; every edit is an action.
import { useEffect, useState } from 'preact/hooks';
import type { EditorActions, EditorViewState } from '../../editor/contract';
import type { EditorUi } from '../../tools/editor/editorUi';
import type { EditorPanelContext } from './panels/contract';
import { EDITOR_PANELS } from './panels/index';
import { ToolOptions } from './ToolOptions';
import { SelectionPanel } from './SelectionPanel';
import { MapPanel } from './MapPanel';
import './editor.css';

export interface EditorScreenProps {
  view: EditorViewState;
  actions: EditorActions;
}

/** The panels' settings names (contract.ts) as the editor's UI fields. */
function toolSettings(toolId: string, settings: Record<string, unknown> = {}): Partial<EditorUi> {
  const out: Record<string, unknown> = { ...settings };
  if (typeof settings.sideId === 'string') {
    if (toolId === 'editor.entry') out.entrySideId = settings.sideId;
    if (toolId === 'editor.zone') out.zoneSideId = settings.sideId;
    delete out.sideId;
  }
  if (typeof settings.name === 'string' && toolId === 'editor.zone') {
    out.zoneName = settings.name;
    delete out.name;
  }
  return out as Partial<EditorUi>;
}

export function panelContext(view: EditorViewState, actions: EditorActions): EditorPanelContext {
  return {
    world: view.world,
    dispatch: actions.dispatch,
    selection: view.ui.selection,
    select: actions.select,
    focusCell: actions.focusCell,
    setTool: (id, settings) => actions.setTool(id, toolSettings(id, settings)),
    testPlay: actions.testPlay,
  };
}

const OWN_TABS = [
  { id: 'selection', title: 'Selection' },
  { id: 'map', title: 'Map' },
] as const;

/** The panel tabs in order, each with its key: Alt+1 … Alt+8 (Alt, so the tools' letter and digit keys stay theirs). */
export const EDITOR_TABS: Array<{ id: string; title: string; shortcut: string }> = [...OWN_TABS, ...EDITOR_PANELS].map((t, i) => ({
  id: t.id,
  title: t.title,
  shortcut: `Alt+${i + 1}`,
}));

/** The tab an Alt+digit key picks (by the key's place, `code`, so a layout's Alt+digit character does not matter). */
export function tabForKey(e: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>): string | null {
  const digit = /^Digit([1-9])$/.exec(e.code);
  if (!e.altKey || e.ctrlKey || e.metaKey || !digit) return null;
  return EDITOR_TABS[Number(digit[1]) - 1]?.id ?? null;
}

export function EditorScreen({ view, actions }: EditorScreenProps) {
  const [tab, setTab] = useState<string>('selection');
  const ctx = panelContext(view, actions);
  const tabs = EDITOR_TABS;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const id = tabForKey(e);
      if (!id) return;
      e.preventDefault();
      setTab(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const panel = EDITOR_PANELS.find((p) => p.id === tab);
  return (
    <div class="play-screen editor-screen" data-testid="editor-screen">
      <aside class="play-col play-left editor-left" aria-label="Editor tools">
        <section class="panel editor-tools" data-testid="editor-tools">
          <h2>Tools</h2>
          <div class="editor-tool-grid" role="toolbar" aria-label="Map tools">
            {view.tools.map((t) => (
              <button
                type="button"
                key={t.id}
                class={`tool${view.ui.tool === t.id ? ' on' : ''}`}
                aria-pressed={view.ui.tool === t.id}
                data-tool={t.id}
                title={t.hint}
                onClick={() => actions.setTool(t.id)}
              >
                {t.label}
                {t.key ? <kbd>{t.key}</kbd> : null}
              </button>
            ))}
          </div>
          {view.ui.message && (
            <p class="bad small" role="status" data-testid="editor-message">
              {view.ui.message}
            </p>
          )}
        </section>
        <ToolOptions view={view} actions={actions} />
      </aside>
      <aside class="play-col play-right editor-right" aria-label="Editor panels">
        <section class="panel editor-panels">
          <div class="editor-tabs" role="tablist">
            {tabs.map((t) => (
              <button
                type="button"
                role="tab"
                key={t.id}
                class={tab === t.id ? 'on' : ''}
                aria-selected={tab === t.id}
                data-tab={t.id}
                title={`${t.title} (${t.shortcut})`}
                onClick={() => setTab(t.id)}
              >
                {t.title}
              </button>
            ))}
          </div>
          <div class="editor-tab-body" role="tabpanel">
            {tab === 'selection' && <SelectionPanel view={view} actions={actions} showTab={setTab} />}
            {tab === 'map' && <MapPanel view={view} actions={actions} />}
            {panel && panel.render(ctx)}
          </div>
        </section>
      </aside>
    </div>
  );
}

/** File, history and Test play buttons for the top bar. */
export function EditorTopBar({ view, actions }: EditorScreenProps) {
  return (
    <div class="editor-topbar" data-testid="editor-topbar">
      <button type="button" title="Undo the last edit (Ctrl+Z)" aria-disabled={view.canUndo ? undefined : 'true'} onClick={actions.undo} data-testid="editor-undo">
        Undo
      </button>
      <button type="button" title="Redo (Ctrl+Shift+Z or Ctrl+Y)" aria-disabled={view.canRedo ? undefined : 'true'} onClick={actions.redo} data-testid="editor-redo">
        Redo
      </button>
      <button type="button" title={`Save the scenario as ${view.fileName} (Ctrl+S)`} onClick={() => actions.save(false)} data-testid="editor-save">
        Save{view.dirty ? ' •' : ''}
      </button>
      <button type="button" title="Save the scenario under a new name (Ctrl+Shift+S)" onClick={() => actions.save(true)}>
        Save as…
      </button>
      <button type="button" class="primary" title="Start a game from this scenario; Back to editor returns here unchanged" onClick={actions.testPlay} data-testid="editor-test-play">
        Test play
      </button>
      <button type="button" title="Keyboard shortcuts (? or F1)" onClick={actions.toggleKeys}>
        Keys
      </button>
    </div>
  );
}
