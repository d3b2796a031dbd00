// One call for src/renderer/main.ts: `?view=table` starts the table view,
// anything else the app; `&table=1` on the GM page adds the standalone
// table bridge (until the play screen wires attachTableLink itself).
import { installTableBridge } from './gmBridge';
import { isTableViewUrl, startTableView } from './tablePage';

export async function startWithTable(root: HTMLElement, startApp: (root: HTMLElement) => Promise<void>): Promise<void> {
  if (isTableViewUrl()) return startTableView(root);
  await startApp(root);
  if (new URLSearchParams(window.location.search).get('table') === '1') installTableBridge();
}
