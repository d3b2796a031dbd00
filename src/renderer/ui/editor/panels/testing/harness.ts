// Renders one editor panel into the fake DOM over a real Session, as the
// editor shell would: a new context after every change, the shell's hooks
// recorded for the tests to check.
import { h, render, type ComponentChildren } from 'preact';
import { createSession, type Session } from '../../../../../core/session';
import type { Cell, World } from '../../../../../core/model/schema';
import type { EditorPanelContext } from '../contract';
import { sessionPanelContext } from '../sessionContext';
import { FakeEvent, fakeRoot, type FakeElement } from './fakeDom';

export interface PanelHarness {
  session: Session<never>;
  root: FakeElement;
  focused: Cell[];
  tools: Array<{ id: string; settings?: Record<string, unknown> }>;
  selection(): readonly string[];
  /** Waits for Preact's queued re-renders (state hooks). */
  flush(): Promise<void>;
  all(testId: string): FakeElement[];
  one(testId: string, within?: FakeElement): FakeElement;
  click(el: FakeElement): Promise<void>;
  /** Types a value and commits it (input then change), as a user leaving the field. */
  type(el: FakeElement, value: string): Promise<void>;
  check(el: FakeElement, checked: boolean): Promise<void>;
  text(el?: FakeElement): string;
}

export function renderPanel(world: World, panel: (ctx: EditorPanelContext) => ComponentChildren, selection: string[] = []): PanelHarness {
  const session = createSession(world);
  const root = fakeRoot();
  const focused: Cell[] = [];
  const tools: PanelHarness['tools'] = [];
  let selected: readonly string[] = selection;
  const draw = () => render(h('div', null, panel(ctx())), root as unknown as HTMLElement);
  const ctx = (): EditorPanelContext =>
    sessionPanelContext(session, selected, {
      focusCell: (c) => focused.push(c),
      setTool: (id, settings) => tools.push(settings ? { id, settings } : { id }),
      select: (ids) => {
        selected = ids;
        draw();
      },
    });
  session.subscribe(() => draw());
  draw();
  const flush = async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  };
  const all = (testId: string, within: FakeElement = root) => within.findAll((el) => el.getAttribute('data-testid') === testId);
  const harness: PanelHarness = {
    session,
    root,
    focused,
    tools,
    selection: () => selected,
    flush,
    all: (id) => all(id),
    one(testId, within) {
      const found = all(testId, within);
      if (found.length !== 1) throw new Error(`expected one [data-testid=${testId}], found ${found.length}`);
      return found[0]!;
    },
    async click(el) {
      el.dispatchEvent(new FakeEvent('click'));
      await flush();
    },
    async type(el, value) {
      el.value = value;
      el.dispatchEvent(new FakeEvent('input'));
      el.dispatchEvent(new FakeEvent('change'));
      await flush();
    },
    async check(el, checked) {
      el.checked = checked;
      el.dispatchEvent(new FakeEvent('change'));
      await flush();
    },
    text: (el = root) => el.textContent,
  };
  return harness;
}
