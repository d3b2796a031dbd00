/**
 * Directions are compared by pseudo-angle (the "diamond angle", 0..4 for a
 * full turn): monotonic in the true angle, with a half turn exactly 2, and
 * free of trigonometry.
 */
export function pseudoAngle(dx: number, dy: number): number {
  if (dy >= 0) return dx >= 0 ? (dx + dy === 0 ? 0 : dy / (dx + dy)) : 1 - dx / (dy - dx);
  return dx < 0 ? 2 - dy / (-dx - dy) : 3 + dx / (dx - dy);
}
