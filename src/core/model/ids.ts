// Fresh record ids: readable ("w12", "fig3"), never reused while the record exists.

/** Smallest `${prefix}${n}` (n >= 1) not used as a key of `taken`. */
export function freshId(prefix: string, taken: Record<string, unknown> | ReadonlySet<string>): string {
  const has = taken instanceof Set ? (k: string) => taken.has(k) : (k: string) => k in (taken as Record<string, unknown>);
  let n = 1;
  // Start from the count so large maps do not scan from 1 every time.
  const size = taken instanceof Set ? taken.size : Object.keys(taken as object).length;
  if (size > 16) n = size;
  while (has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
