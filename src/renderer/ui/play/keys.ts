// Normalised key names for the play shortcuts: "A", "1", "CTRL+Z", "CTRL+SHIFT+Z".
export function keyOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey'>): string | null {
  const k = e.key;
  if (!k || k === 'Control' || k === 'Shift') return null;
  const base = k === ' ' ? 'SPACE' : k.length === 1 ? k.toUpperCase() : k.toUpperCase();
  if (e.ctrlKey) return `CTRL+${e.shiftKey ? 'SHIFT+' : ''}${base}`;
  // Shift alone never changes an action key (Shift+A = A) except digits, which stay digits.
  return base;
}
