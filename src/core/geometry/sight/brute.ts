// Reference LOS predicate by testing every segment (tests and bench only).

/** Brute-force reference of `SegmentIndex.clear` (tests and bench). */
export function bruteClear(flat: ArrayLike<number>, px: number, py: number, qx: number, qy: number): boolean {
  if (px > qx || (px === qx && py > qy)) {
    const tx = px,
      ty = py;
    px = qx;
    py = qy;
    qx = tx;
    qy = ty;
  }
  if (px === qx && py === qy) return true;
  const dx = qx - px,
    dy = qy - py;
  const touches: Array<[number, number, number]> = [];
  for (let j = 0; j < flat.length; j += 4) {
    let sax = flat[j],
      say = flat[j + 1],
      sbx = flat[j + 2],
      sby = flat[j + 3];
    if (sax > sbx || (sax === sbx && say > sby)) {
      const tx = sax,
        ty = say;
      sax = sbx;
      say = sby;
      sbx = tx;
      sby = ty;
    }
    const ex = sbx - sax,
      ey = sby - say;
    const o3 = ex * (py - say) - ey * (px - sax);
    const o4 = ex * (qy - say) - ey * (qx - sax);
    if (o3 === 0 || o4 === 0 || o3 > 0 === o4 > 0) continue;
    const o1 = dx * (say - py) - dy * (sax - px);
    const o2 = dx * (sby - py) - dy * (sbx - px);
    if (o1 !== 0 && o2 !== 0) {
      if (o1 > 0 !== o2 > 0) return false;
      continue;
    }
    if (o1 === 0 && o2 === 0) continue;
    const vx = o1 === 0 ? sax : sbx,
      vy = o1 === 0 ? say : sby;
    const side = (o1 === 0 ? o2 : o1) > 0 ? 1 : -1;
    if (touches.some(([x, y, s]) => x === vx && y === vy && s !== side)) return false;
    touches.push([vx, vy, side]);
  }
  return true;
}
