// JSON.parse keeps the last of two equal keys without a word, so two walls
// written as "w1" would silently become one. This scan finds such keys in
// text already known to be valid JSON and reports their JSON paths.
import type { Issue, JsonPath } from '../model/issues';

type Frame = { obj: true; keys: Set<string>; key: string | null; expectKey: boolean } | { obj: false; index: number };

const QUOTE = 34;
const BACKSLASH = 92;

export function findDuplicateKeys(text: string, limit = 20): Issue[] {
  const issues: Issue[] = [];
  const stack: Frame[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) {
      let j = i + 1;
      let escaped = false;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) return issues; // not valid JSON; JSON.parse reports it
        let bs = 0;
        for (let k = q - 1; k > i && text.charCodeAt(k) === BACKSLASH; k--) bs++;
        if (bs > 0) escaped = true;
        if (bs % 2 === 0) {
          j = q;
          break;
        }
        j = q + 1;
      }
      const top = stack[stack.length - 1];
      if (top && top.obj && top.expectKey) {
        const raw = text.slice(i + 1, j);
        const key = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.keys.has(key)) {
          issues.push({ path: [...pathOf(stack.slice(0, -1)), key], message: `key ${JSON.stringify(key)} appears twice in this object (duplicate id); JSON would keep only the last` });
          if (issues.length >= limit) return issues;
        }
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    switch (ch) {
      case 123: // {
        stack.push({ obj: true, keys: new Set(), key: null, expectKey: true });
        break;
      case 91: // [
        stack.push({ obj: false, index: 0 });
        break;
      case 125: // }
      case 93: // ]
        stack.pop();
        break;
      case 44: {
        // ,
        const top = stack[stack.length - 1];
        if (top) {
          if (top.obj) top.expectKey = true;
          else top.index++;
        }
        break;
      }
    }
    i++;
  }
  return issues;
}

function pathOf(frames: Frame[]): JsonPath {
  return frames.map((f) => (f.obj ? (f.key ?? '') : f.index));
}
