// Where the frame bench's hover cases point: shared by frame-time.mjs and profile.mjs.

/** The active figure, its 24 nearest figures, and a 64-square walk around it (inside and outside its reach). */
export async function around(page) {
  const info = await page.evaluate(() => {
    const v = window.grit.view();
    const w = v.world;
    const me = w.figures[v.activeFigureId];
    const near = Object.values(w.figures)
      .filter((f) => f.id !== me.id && f.cell)
      .sort((a, b) => Math.hypot(a.cell.c - me.cell.c, a.cell.r - me.cell.r) - Math.hypot(b.cell.c - me.cell.c, b.cell.r - me.cell.r))
      .slice(0, 24)
      .map((f) => f.cell);
    return { cell: me.cell, near };
  });
  const walk = [];
  for (let k = 0; k < 64; k++) {
    const angle = (k / 64) * Math.PI * 2;
    const radius = 2 + (k % 8);
    walk.push({ c: Math.max(0, Math.min(199, Math.round(info.cell.c + radius * Math.cos(angle)))), r: Math.max(0, Math.min(199, Math.round(info.cell.r + radius * Math.sin(angle)))) });
  }
  return { ...info, walk };
}
