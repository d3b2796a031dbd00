// A table link for tests: keeps a copy of every projection posted to the
// table window and answers nothing else.
import type { TableProjection } from '../../../shared/table';
import type { TableLink } from '../link';

export function recordingLink(): TableLink & { posted: TableProjection[] } {
  const posted: TableProjection[] = [];
  return {
    kind: 'web',
    posted,
    post: (p) => posted.push(structuredClone(p)),
    onRequest: () => () => {},
    subscribe: () => () => {},
    requestLatest: () => {},
    reportStatus: () => {},
    onStatus: () => () => {},
    close: () => {},
  };
}
