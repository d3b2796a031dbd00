// Transport of table projections, GM window -> table window (issue 7).
// Web mode: BroadcastChannel('grit-table'). Electron: IPC through main via
// the preload API. The table side only listens (and, in web mode, may ask
// for a resend of the latest projection when it opens).
import type { GritTableApi } from '../../shared/ipc';
import { TABLE_CHANNEL, isTableProjection, type TableProjection } from '../../shared/table';
import { tableHost, type TableHost } from '../platform/tableHost';

const HELLO = 'grit-table-hello';

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
    close: () => {
      for (const off of unsubscribers) off();
      unsubscribers.clear();
    },
  };
}
