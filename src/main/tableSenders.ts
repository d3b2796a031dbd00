// 17.2: the table window may call no IPC channel at all. It has its own
// preload that invokes nothing; this is the main process's side of that
// promise, checked by handleTrusted before any handler runs. No electron
// import, so unit tests load it without the binary.
import { isAppUrl } from './paths';

const tableContents = new WeakSet<object>();

/** Registers a table window's webContents: every channel refuses it from now on. */
export function markTableContents(contents: object): void {
  tableContents.add(contents);
}

/** Our own table page (`app://grit/…?view=table`), wherever it is loaded. */
export function isTablePageUrl(url: string): boolean {
  if (!isAppUrl(url)) return false;
  return new URL(url).searchParams.get('view') === 'table';
}

/** Throws for a message from a table window, or from any frame showing the table page. */
export function assertNotTableSender(event: { sender?: unknown; senderFrame?: { url: string } | null }, channel: string): void {
  const sender = event.sender;
  const fromTable = (typeof sender === 'object' && sender !== null && tableContents.has(sender)) || isTablePageUrl(event.senderFrame?.url ?? '');
  if (fromTable) throw new Error(`IPC refused: the table view may not call ${channel} (it only receives projections)`);
}

/**
 * Throws unless the message comes from a registered table window (issue 16
 * fix 6): the table's own channel is closed to every other window, so no page
 * can pass itself off as the TV.
 */
export function assertTableSender(event: { sender?: unknown }, channel: string): void {
  const sender = event.sender;
  if (!(typeof sender === 'object' && sender !== null && tableContents.has(sender))) throw new Error(`IPC refused: only the table view may call ${channel}`);
}
