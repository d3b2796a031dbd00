// The editor's side panels, in tab order (see contract.ts).
import type { EditorPanelDef } from './contract';

export const EDITOR_PANELS: EditorPanelDef[] = [];
