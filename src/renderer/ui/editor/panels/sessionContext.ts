// An EditorPanelContext over a Session, for the panels' tests and their
// stand-alone page (the editor screen builds its own). Several commands are
// one gesture: one undo step, all or nothing.
import type { EditorCommand } from '../../../../core/rules/editor/types';
import type { Cell, World } from '../../../../core/model/schema';
import type { EditorDispatchResult, EditorPanelContext } from './contract';

/** What the panels need of a Session (an editor or a game Session alike). */
export interface EditingSession {
  readonly world: World;
  dispatch(command: EditorCommand): { ok: true } | { ok: false; violation: { message: string } };
  beginGesture(): void;
  commitGesture(): void;
  cancelGesture(): void;
}

export interface ContextHooks {
  focusCell?(cell: Cell): void;
  setTool?(toolId: string, settings?: Record<string, unknown>): void;
  testPlay?(): void;
  select?(ids: readonly string[]): void;
}

export function dispatchAsGesture(session: EditingSession, commands: EditorCommand | EditorCommand[]): EditorDispatchResult {
  const list = Array.isArray(commands) ? commands : [commands];
  session.beginGesture();
  for (const c of list) {
    const r = session.dispatch(c);
    if (!r.ok) {
      session.cancelGesture();
      return { ok: false, error: r.violation.message };
    }
  }
  session.commitGesture();
  return { ok: true };
}

export function sessionPanelContext(session: EditingSession, selection: readonly string[], hooks: ContextHooks = {}): EditorPanelContext {
  return {
    world: session.world,
    dispatch: (commands) => dispatchAsGesture(session, commands),
    selection,
    select: (ids) => hooks.select?.(ids),
    focusCell: (cell) => hooks.focusCell?.(cell),
    setTool: (id, settings) => hooks.setTool?.(id, settings),
    testPlay: () => hooks.testPlay?.(),
  };
}
