// The editor's side panels on a page of their own (`?view=editor-panels&
// scenario=<shipped file>`), over a Session of the scenario, with tabs and a
// line that shows what the canvas would be asked to do (focus a cell, arm a
// tool). For the panels' e2e test and for working on them without the editor
// screen; the editor screen hosts the same EDITOR_PANELS.
import { render } from 'preact';
import '../../theme.css';
import { useEffect, useState } from 'preact/hooks';
import { parseScenarioText } from '../../../../core/io/scenario';
import { createSession } from '../../../../core/session';
import type { Cell } from '../../../../core/model/schema';
import { EDITOR_PANELS } from './index';
import { sessionPanelContext, type EditingSession } from './sessionContext';

export async function startPanelsPage(root: HTMLElement): Promise<void> {
  const name = new URLSearchParams(location.search).get('scenario') ?? 'dusty-street.grit.json';
  const res = await fetch(`./maps/${encodeURIComponent(name)}`);
  const opened = parseScenarioText(await res.text(), name);
  if (!opened.ok) {
    root.textContent = opened.errors.join('\n');
    return;
  }
  const session = createSession(opened.world);
  (window as unknown as { gritPanels: unknown }).gritPanels = { world: () => session.world, undo: () => session.undo() };
  render(<PanelsPage session={session} />, root);
  root.dataset.ready = 'true';
}

function PanelsPage({ session }: { session: EditingSession & { subscribe(l: () => void): () => void } }) {
  const [, setVersion] = useState(0);
  const [tab, setTab] = useState(new URLSearchParams(location.search).get('tab') ?? EDITOR_PANELS[0]!.id);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [said, setSaid] = useState('');
  useEffect(() => session.subscribe(() => setVersion((v) => v + 1)), [session]);
  const ctx = sessionPanelContext(session, selection, {
    select: setSelection,
    focusCell: (c: Cell) => setSaid(`focus ${c.c},${c.r}`),
    setTool: (id, settings) => setSaid(`tool ${id}${settings ? ` ${JSON.stringify(settings)}` : ''}`),
    testPlay: () => setSaid('test play'),
  });
  const panel = EDITOR_PANELS.find((p) => p.id === tab) ?? EDITOR_PANELS[0]!;
  return (
    <div class="panels-page" style="max-width: 760px; margin: 0 auto; padding: 0.5rem; overflow: auto; height: 100vh; box-sizing: border-box;">
      <h1 style="font-size: 1.1rem;">{session.world.scenario.title} — editor panels</h1>
      <div role="tablist" class="ed-row" data-testid="panel-tabs">
        {EDITOR_PANELS.map((p) => (
          <button key={p.id} type="button" role="tab" aria-selected={p.id === panel.id} class={p.id === panel.id ? 'primary' : ''} data-testid={`tab-${p.id}`} onClick={() => setTab(p.id)}>
            {p.title}
          </button>
        ))}
      </div>
      <p class="small" data-testid="canvas-request" role="status">
        {said || '\u00a0'}
      </p>
      <div role="tabpanel">{panel.render(ctx)}</div>
    </div>
  );
}
