// One call for src/renderer/main.ts: `?view=table` starts the table view,
// anything else the app (whose play screen attaches the table link itself;
// `&table=1` opens its Table TV panel).
import { isTableViewUrl, startTableView } from './tablePage';

export async function startWithTable(root: HTMLElement, startApp: (root: HTMLElement) => Promise<void>): Promise<void> {
  if (isTableViewUrl()) return startTableView(root);
  await startApp(root);
}
