// The free map area between the play panels, so the wiring can fit or pan the
// camera there (the panels overlay the canvas; see PlayScreen). Measured from
// the rendered panels, in client pixels; 0 on a side with no panel.
export interface PanelInsets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Fired (bubbling) on the play screen when a column folds or unfolds. */
export const PANELS_LAYOUT_EVENT = 'grit:panels-layout';

export function panelInsets(root: ParentNode = document): PanelInsets {
  const screen = root.querySelector<HTMLElement>('.play-screen');
  if (!screen) return { left: 0, right: 0, top: 0, bottom: 0 };
  const area = screen.getBoundingClientRect();
  const box = (sel: string) => {
    const els = [...screen.querySelectorAll<HTMLElement>(sel)].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    return els.length ? els : null;
  };
  const left = box('.play-left > *');
  const right = box('.play-right > *');
  const top = box('.play-toolbar');
  const bottom = box('.play-bottom > *');
  return {
    left: left ? Math.max(...left.map((r) => r.right)) - area.left : 0,
    right: right ? area.right - Math.min(...right.map((r) => r.left)) : 0,
    top: top ? Math.max(...top.map((r) => r.bottom)) - area.top : 0,
    bottom: bottom ? area.bottom - Math.min(...bottom.map((r) => r.top)) : 0,
  };
}
