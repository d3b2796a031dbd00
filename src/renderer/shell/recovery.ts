// Recovery of a game the last session left unsaved (it did not close
// cleanly): read before this session marks itself open, offered on the
// start screen, reopened or discarded.
import type { OpenedFile, Platform } from '../platform';
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import { isScenarioText } from '../editor/editorAutosave';

type Pending = { label: string; savedAt: string; content: string };

export class Recovery {
  private pending: Pending | null = null;

  constructor(
    private readonly platform: Platform,
    private readonly screen: Store<AppViewState>,
    private readonly open: (file: OpenedFile) => void,
    /** Where a recovered scenario goes: the editor's autosave reopens in the editor. */
    private readonly edit: ((file: OpenedFile) => void) | null = null,
  ) {}

  /** Reads what the last session left, then marks this session open; the offer goes into the screen state. */
  async start(): Promise<void> {
    try {
      this.pending = await this.platform.pendingRecovery();
    } catch (err) {
      console.warn('recovery:', err);
    }
    this.platform.startSession();
    const r = this.pending;
    this.screen.set({ recovery: r ? { label: r.label, savedAt: r.savedAt } : null });
  }

  recover = (): void => {
    const r = this.pending;
    if (!r) return;
    this.pending = null;
    this.screen.set({ recovery: null });
    // The record stays until this game's own autosave replaces it.
    const file = { fileName: r.label ? `${r.label} (recovered)` : 'recovered game', text: r.content };
    if (this.edit && isScenarioText(r.content)) this.edit(file);
    else this.open(file);
  };

  /** The offer goes once the record is gone, so a crash right after Discard does not bring it back. */
  discard = (): void => {
    this.pending = null;
    this.platform
      .clearRecovery()
      .catch((err: unknown) => console.warn('recovery:', err))
      .finally(() => this.screen.set({ recovery: null }));
  };
}
