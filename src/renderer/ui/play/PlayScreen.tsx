// The play screen: panels around the map (the canvas is underneath). The
// root ignores the pointer so the map stays usable between the panels.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayActions, PlayViewState } from '../../state/contract';
import { ActionBar } from './ActionBar';
import { CharacterSheet } from './CharacterSheet';
import { GameLog } from './GameLog';
import { InitiativeTracker } from './InitiativeTracker';
import { PlayToolbar, ViolationToast } from './PlayToolbar';
import { PreviewPanel } from './PreviewPanel';
import { AbortPrompt } from './GrimModules';
import { PlotPanel } from './PlotPanel';
import { DicePrompt } from './TableDice';
import { keyOf } from './keys';
import { PANELS_LAYOUT_EVENT } from './insets';
import { autoPositives, steady } from './steady';
import { Live } from './Live';
import type { LiveView } from '../../state/liveView';

// Issue 16 speed: a pointer move changes only the previews; these panels skip that render (steady.tsx).
const Sheet = steady(CharacterSheet);
const Log = steady(GameLog);
const Plots = steady(PlotPanel);
// The modifier editor in the action bar counts the attack's positive automatic modifiers (G-ROLL-2, derive.ts modifierProblem): nothing else of the preview.
const Actions = steady(ActionBar, ['doorPick'], autoPositives);
export const Toolbar = steady(PlayToolbar);

export interface PlayScreenProps {
  view: PlayViewState;
  actions: PlayActions;
  /** false when the host shows PlayToolbar elsewhere (App puts it in the top bar). */
  toolbar?: boolean;
  /** The view as the latest pointer move left it: the panels that show a preview read it (state/liveView.ts). */
  live?: LiveView<PlayViewState>;
}

export function PlayScreen({ view, actions, toolbar = true, live }: PlayScreenProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Narrow windows start with the right column folded so the map shows.
  const [rightOpen, setRightOpen] = useState(() => typeof window === 'undefined' || window.innerWidth >= 900);
  const [leftOpen, setLeftOpen] = useState(true);
  // Issue 16 fix 4: in a small window the right column is a rail of tabs, one panel at a time at full height.
  const compact = useMediaQuery(COMPACT_QUERY);
  const [tab, setTab] = useState<RightTab>('sheet');
  useShortcuts(rootRef, actions);
  useEffect(() => {
    rootRef.current?.dispatchEvent(new CustomEvent(PANELS_LAYOUT_EVENT, { bubbles: true }));
  }, [leftOpen, rightOpen, compact]);
  return (
    <div class={`play-screen${leftOpen ? '' : ' left-folded'}${rightOpen ? '' : ' right-folded'}`} ref={rootRef} data-testid="play-screen">
      {toolbar && <Toolbar view={view} actions={actions} />}
      <aside class="play-col play-left" aria-label="Turn order">
        {leftOpen && <InitiativeTracker view={view} actions={actions} />}
        {leftOpen && <Plots view={view} actions={actions} />}
        <FoldButton open={leftOpen} what="turn order" onToggle={() => setLeftOpen(!leftOpen)} />
      </aside>
      <aside class="play-col play-right" aria-label="Figure and log">
        <FoldButton open={rightOpen} what="character sheet, preview and log" onToggle={() => setRightOpen(!rightOpen)} />
        {rightOpen && compact && (
          <>
            <Live live={live} view={view}>
              {(v) => (
                <nav class="panel rail" aria-label="Right column panels" data-testid="panel-rail">
                  {RIGHT_TABS.map((t) => (
                    <button type="button" key={t.id} class={tab === t.id ? 'on' : ''} aria-pressed={tab === t.id} data-testid={`rail-${t.id}`} onClick={() => setTab(t.id)}>
                      {t.label}
                      {t.id === 'preview' && previewing(v) && tab !== 'preview' ? ' •' : ''}
                    </button>
                  ))}
                </nav>
              )}
            </Live>
            {tab === 'sheet' && <Sheet view={view} actions={actions} />}
            {tab === 'preview' && <LivePreview live={live} view={view} />}
            {tab === 'log' && <Log view={view} actions={actions} />}
          </>
        )}
        {rightOpen && !compact && (
          <>
            <Sheet view={view} actions={actions} />
            <LivePreview live={live} view={view} />
            <Log view={view} actions={actions} />
          </>
        )}
      </aside>
      <div class="play-bottom">
        <Live live={live} view={view}>
          {(v) => <Actions view={v} actions={actions} />}
        </Live>
      </div>
      <ViolationToast view={view} />
      <AbortPrompt view={view} actions={actions} />
      <DicePrompt view={view} actions={actions} />
    </div>
  );
}

const previewing = (view: PlayViewState) => !!(view.attackPreview || view.areaPreview || view.movePreview || view.measureText);

function LivePreview({ live, view }: { live?: LiveView<PlayViewState>; view: PlayViewState }) {
  return (
    <Live live={live} view={view}>
      {(v) => <PreviewPanel view={v} />}
    </Live>
  );
}

type RightTab = 'sheet' | 'preview' | 'log';
const RIGHT_TABS: ReadonlyArray<{ id: RightTab; label: string }> = [
  { id: 'sheet', label: 'Sheet' },
  { id: 'preview', label: 'Preview' },
  { id: 'log', label: 'Log' },
];
/** Below this the sheet, preview and log no longer fit one above the other. */
const COMPACT_QUERY = '(max-width: 1100px), (max-height: 700px)';

function useMediaQuery(query: string): boolean {
  const get = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    on();
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

function FoldButton({ open, what, onToggle }: { open: boolean; what: string; onToggle: () => void }) {
  return (
    <button type="button" class="fold" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} ${what}`} title={`${open ? 'Hide' : 'Show'} ${what}`} onClick={onToggle}>
      {open ? '–' : '+'}
    </button>
  );
}

/**
 * Keys documented in the buttons' tooltips. A key press clicks the control
 * carrying that key, so the same checks (AP, turn, reason) apply as for the
 * mouse. Handled keys are preventDefault()ed; a press already handled
 * elsewhere (defaultPrevented) is left alone.
 */
function useShortcuts(rootRef: { current: HTMLDivElement | null }, actions: PlayActions) {
  const actionsRef = useRef(actions);
  actionsRef.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.metaKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))) return;
      const root = rootRef.current;
      if (!root) return;
      const key = keyOf(e);
      if (!key) return;
      if (key === 'ESCAPE') {
        actionsRef.current.setTool('select');
        e.preventDefault();
        return;
      }
      if (key === 'CTRL+S' || key === 'CTRL+SHIFT+S') {
        e.preventDefault();
        if (key === 'CTRL+S') actionsRef.current.save();
        else actionsRef.current.saveAs();
        return;
      }
      if (key === 'CTRL+Y') {
        e.preventDefault();
        actionsRef.current.redo();
        return;
      }
      if (key === 'C') {
        const details = root.querySelector<HTMLDetailsElement>('.custom-action');
        if (details) {
          details.open = true;
          details.querySelector<HTMLInputElement>('input')?.focus();
          e.preventDefault();
        }
        return;
      }
      const target = /^[1-9]$/.test(key)
        ? root.querySelectorAll<HTMLButtonElement>('.weapon-picker .weapon')[Number(key) - 1]
        : (root.querySelector<HTMLElement>(`.action-bar [data-key="${key}"]`) ?? root.querySelector<HTMLElement>(`[data-key="${key}"]`) ?? root.querySelector<HTMLElement>(`[data-tool-key="${key}"]`));
      if (target) {
        e.preventDefault();
        target.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rootRef]);
}
