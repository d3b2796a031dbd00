// The Electron platform sends a background image to main once per image, and
// again only when main says it no longer has it (autosave on imported maps).
import { describe, expect, it } from 'vitest';
import type { AutosaveRequest, GritApi } from '../../shared/ipc';
import { createElectronPlatform } from './electron';

function fakeApi() {
  const stored = new Set<string>();
  const calls: AutosaveRequest[] = [];
  const api = {
    async autosave(request: AutosaveRequest) {
      calls.push(request);
      for (const key of Object.keys(request.images ?? {})) stored.add(key);
      const missing = [...request.content.matchAll(/grit-image:([0-9a-z-]+)/g)].map((m) => m[1]!).filter((k) => !stored.has(k));
      if (missing.length) throw new Error(`Error invoking remote method 'autosave': Error: autosave: image ${missing.join(', ')} was not sent and is not stored`);
    },
    async clearRecovery() {
      stored.clear();
    },
  } as unknown as GritApi;
  return { api, calls, stored };
}

const request = (n: number): AutosaveRequest => ({ label: 'Cave', content: `{"n":${n},"src":"grit-image:1a-2b"}`, images: { '1a-2b': 'data:image/png;base64,AAAA' } });

describe('Electron autosave keeps images beside the record', () => {
  it('sends an image the first time only', async () => {
    const { api, calls } = fakeApi();
    const platform = createElectronPlatform(api);
    await platform.autosave(request(1));
    await platform.autosave(request(2));
    await platform.autosave(request(3));
    expect(calls.map((c) => Object.keys(c.images ?? {}).length)).toEqual([1, 0, 0]);
  });

  it('sends it again when main no longer has it (after the recovery was cleared), and the autosave still lands', async () => {
    const { api, calls, stored } = fakeApi();
    const platform = createElectronPlatform(api);
    await platform.autosave(request(1));
    stored.clear(); // main lost it behind our back
    await platform.autosave(request(2));
    expect(calls.map((c) => Object.keys(c.images ?? {}).length)).toEqual([1, 0, 1]);
    await platform.clearRecovery();
    await platform.autosave(request(3));
    expect(calls.at(-1)!.images).toEqual({ '1a-2b': 'data:image/png;base64,AAAA' });
  });
});
