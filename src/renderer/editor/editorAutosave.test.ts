// The editor's crash recovery: its scenario autosaved after an edit (image
// kept beside the text), told apart from a game's autosave, and offered back
// into the editor rather than into play.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { World } from '../../core/model/schema';
import type { AutosaveRequest } from '../../shared/ipc';
import { restoreImages } from '../../core/io/imageRefs';
import { createSession } from '../../core/session';
import type { OpenedFile, Platform } from '../platform';
import { Recovery } from '../shell/recovery';
import { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import { editorAutosaveRequest, isScenarioText, linkEditorAutosave } from './editorAutosave';
import { newScenarioWorld } from './openForEdit';

const PICTURE = 'data:image/png;base64,' + 'A'.repeat(400);

function world(): World {
  const w = newScenarioWorld({ title: 'Mill Ford', widthInches: 6, heightInches: 4, grid: 'square', baseTerrainId: 'open' });
  return { ...w, map: { ...w.map, background: { src: PICTURE, originInches: { x: 0, y: 0 }, widthInches: 6, heightInches: 4, locked: true } } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('editor autosave', () => {
  it('the request is the scenario with its picture beside it; put back together it is the same World', () => {
    const w = world();
    const r = editorAutosaveRequest(w);
    expect(r.label).toBe('Mill Ford (scenario in the editor)');
    expect(r.content).not.toContain(PICTURE);
    expect(Object.values(r.images ?? {})).toEqual([PICTURE]);
    expect(JSON.parse(restoreImages(r.content, r.images!))).toEqual(w);
    expect(isScenarioText(r.content)).toBe(true);
    expect(isScenarioText('{"format":"grit-save"}')).toBe(false);
    expect(isScenarioText('not json')).toBe(false);
  });

  it('an edit is autosaved after the quiet time; nothing before it; nothing after dispose', async () => {
    vi.useFakeTimers();
    const session = createSession(world());
    const written: AutosaveRequest[] = [];
    const link = linkEditorAutosave(
      { autosave: async (r: AutosaveRequest) => void written.push(r) } as unknown as Platform,
      () => session.world,
      (l) => session.subscribe(l),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toHaveLength(0);
    session.dispatch({ type: 'paintTerrain', cells: [{ c: 1, r: 1 }], terrainTypeId: 'mud' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(written).toHaveLength(1);
    const saved = JSON.parse(restoreImages(written[0]!.content, written[0]!.images!)) as World;
    expect(saved).toEqual(session.world);
    link.dispose();
    session.dispatch({ type: 'paintTerrain', cells: [{ c: 2, r: 1 }], terrainTypeId: 'mud' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toHaveLength(1);
  });
});

describe('recovery offer', () => {
  async function recovered(content: string) {
    const platform = { pendingRecovery: async () => ({ label: 'Mill Ford', savedAt: '2026-12-02T07:00:00.000Z', content }), startSession: () => {} } as unknown as Platform;
    const screen = new Store<AppViewState>({ screen: 'start', title: null, shipped: [], errors: [], recovery: null, keysOpen: false, handOverTo: null });
    const played: OpenedFile[] = [];
    const edited: OpenedFile[] = [];
    const recovery = new Recovery(
      platform,
      screen,
      (f) => played.push(f),
      (f) => edited.push(f),
    );
    await recovery.start();
    expect(screen.get().recovery).toMatchObject({ label: 'Mill Ford' });
    recovery.recover();
    return { played, edited };
  }

  it("an editor autosave reopens in the editor, a game's in play", async () => {
    const scenario = editorAutosaveRequest(world()).content;
    expect(await recovered(scenario)).toEqual({ played: [], edited: [{ fileName: 'Mill Ford (recovered)', text: scenario }] });
    const game = '{"format":"grit-save","version":1}';
    expect(await recovered(game)).toEqual({ played: [{ fileName: 'Mill Ford (recovered)', text: game }], edited: [] });
  });
});
