import { startApp } from './app';
import { startWithTable } from './table';

const root = document.getElementById('app');
if (!root) throw new Error('index.html: #app element missing');
// ?view=table opens the table TV page; ?view=editor-panels the scenario editor's side panels alone; anything else the app.
const start = new URLSearchParams(location.search).get('view') === 'editor-panels' ? import('./ui/editor/panels/standalone').then((m) => m.startPanelsPage(root)) : startWithTable(root, startApp);
start.catch((err: unknown) => {
  // Last resort (e.g. no WebGL at all): say what happened instead of a blank page.
  root.textContent = `GRIT Table could not start: ${err instanceof Error ? err.message : String(err)}`;
  root.classList.add('fatal');
  console.error(err);
});
