// Transport of table projections, GM window -> table window (issue 7).
// Web mode: BroadcastChannel('grit-table'). Electron: IPC through main via
// the preload API. The table side listens (in web mode it may ask for a
// resend of the latest projection when it opens) and reports only its own
// size, calibration and view centre back (issue 16 fix 6, TableStatus).
import type { GritTableApi } from '../../shared/ipc';
import { TABLE_CHANNEL, cleanTableStatus, isTableProjection, type TableProjection, type TableStatus } from '../../shared/table';
import { tableHost, type TableHost } from '../platform/tableHost';

const HELLO = 'grit-table-hello';
/** Web mode: the table page is closing (Electron's main says so itself). */
const BYE = 'grit-table-bye';

export interface TableLink {
  readonly kind: 'web' | 'electron';
  /** GM side: send a projection (already filtered by buildTableProjection). */
  post(projection: TableProjection): void;
  /** GM side: a table window opened and wants the latest projection. */
  onRequest(callback: () => void): () => void;
  /** Table side: projections as they arrive. */
  subscribe(callback: (projection: TableProjection) => void): () => void;
  /** Table side: ask the GM for the current projection. */
  requestLatest(): void;
  /** Table side: its size, calibration and view centre; null as the page closes. */
  reportStatus(status: TableStatus | null): void;
  /** GM side: the table's status as it changes; null when the table went away. */
  onStatus(callback: (status: TableStatus | null) => void): () => void;
  close(): void;
}

export function createTableLink(host: TableHost = tableHost()): TableLink {
  if (host.kind === 'electron' && host.tableApi) return electronLink(host.tableApi);
  return host.kind === 'electron' && host.api ? electronLink(host.api) : broadcastLink(new BroadcastChannel(TABLE_CHANNEL));
}

export function broadcastLink(channel: BroadcastChannel): TableLink {
  const listeners = new Set<(event: MessageEvent) => void>();
  const listen = (fn: (event: MessageEvent) => void) => {
    channel.addEventListener('message', fn);
    listeners.add(fn);
    return () => {
      channel.removeEventListener('message', fn);
      listeners.delete(fn);
    };
  };
  return {
    kind: 'web',
    post: (projection) => channel.postMessage(projection),
    onRequest: (callback) => listen((event) => (event.data as { kind?: unknown } | null)?.kind === HELLO && callback()),
    subscribe: (callback) => listen((event) => isTableProjection(event.data) && callback(event.data)),
    requestLatest: () => channel.postMessage({ kind: HELLO }),
    reportStatus: (status) => channel.postMessage(status ?? { kind: BYE }),
    onStatus: (callback) =>
      listen((event) => {
        if ((event.data as { kind?: unknown } | null)?.kind === BYE) return callback(null);
        const status = cleanTableStatus(event.data);
        if (status) callback(status);
      }),
    close: () => {
      for (const fn of listeners) channel.removeEventListener('message', fn);
      listeners.clear();
      channel.close();
    },
  };
}

/** The GM window's API sends; the table window's (17.2) only receives, and a post from it is an error. */
function electronLink(api: NonNullable<TableHost['api']> | GritTableApi): TableLink {
  const unsubscribers = new Set<() => void>();
  return {
    kind: 'electron',
    post: (projection) => {
      if (!('sendTableProjection' in api)) throw new Error('table view: the table window only receives projections');
      api.sendTableProjection(projection);
    },
    // Main keeps the latest projection and replays it when the table loads.
    onRequest: () => () => {},
    subscribe: (callback) => {
      const off = api.onTableProjection((p) => isTableProjection(p) && callback(p));
      unsubscribers.add(off);
      return () => {
        off();
        unsubscribers.delete(off);
      };
    },
    requestLatest: () => {},
    reportStatus: (status) => {
      // Main tells the GM itself when the table window closes.
      if (status && 'sendTableStatus' in api) api.sendTableStatus(status);
    },
    onStatus: (callback) => {
      if (!('onTableStatus' in api)) return () => {};
      const off = api.onTableStatus((s) => {
        const status = s === null ? null : cleanTableStatus(s);
        if (s === null || status) callback(status);
      });
      unsubscribers.add(off);
      return () => {
        off();
        unsubscribers.delete(off);
      };
    },
    close: () => {
      for (const off of unsubscribers) off();
      unsubscribers.clear();
    },
  };
}
