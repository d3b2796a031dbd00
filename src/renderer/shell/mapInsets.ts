// Where the map may be framed: the map host minus the play panels over it.

/** Screen pixels of the map host covered by the play panels along each edge. */
export function mapInsets(host: HTMLElement) {
  const h = host.getBoundingClientRect();
  const rect = (selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : null;
  };
  const left = rect('.play-left'),
    right = rect('.play-right'),
    top = rect('.play-toolbar'),
    bottom = rect('.play-bottom');
  return {
    left: left ? Math.max(0, left.right - h.left) : 0,
    right: right ? Math.max(0, h.right - right.left) : 0,
    top: top ? Math.max(0, top.bottom - h.top) : 0,
    bottom: bottom ? Math.max(0, h.bottom - bottom.top) : 0,
  };
}
