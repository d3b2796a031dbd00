// Which successors the half-unit search (./squareHalfSearch) relaxes from a
// cell, given a direction it was cheapest reached by: canonical pruning
// after Sturtevant & Rabin, "Canonical orderings on grids" (IJCAI 2016),
// with the forced successors of arbitrary walls, corners and edge costs
// worked out per graph instead of by a fixed rule.
//
// Why exact: let p -a-> x -b-> m be two steps of a cheapest path. If some
// other path from p to m of at most two steps, inside x's 3x3 block and not
// through x, costs less, or costs the same and has fewer steps or its
// diagonal earlier (straight+diagonal = diagonal+straight = 5 half units),
// the path can be rewritten with it at no extra cost. Each rewrite lowers
// (steps, sum of the positions of diagonal steps), so rewriting ends, with
// a cheapest path none of whose steps x -b-> m is "pruned" for its a. The
// search relaxes every unpruned step of every direction a cell was cheapest
// reached by, so it relaxes that whole path. On plain ground this leaves a
// straight arrival one successor (straight on) and a diagonal arrival three
// (on, and its two straight parts). Cells beside another side's figure (the
// rewrite could pass through it) and the start relax everything.
import { SQUARE_DIRS } from '../grid/square';

/** A step that is not allowed (wall, corner, map edge, impassable cell), in the half-unit step table. */
export const HALF_BLOCKED = 255;

/** The successors kept on plain ground per arrival direction: straight on; a diagonal on and its two straight parts. */
export const NATURAL = Uint8Array.from([1, 2, 4, 8, 16 | 1 | 2, 32 | 4 | 2, 64 | 4 | 8, 128 | 1 | 8]);

const dirOf = (dc: number, dr: number) => SQUARE_DIRS.findIndex(([c, r]) => c === dc && r === dr);

/**
 * For arrival a and successor b, at ALT_START[a*8+b]..ALT_START[a*8+b+1]:
 * the paths from p = x-a to m = x+b of at most two steps inside x's block
 * that avoid x, 5 numbers each: first step's direction from p, second's
 * (or -1), the first step's (dc, dr), and the positions (0, 1) of its
 * diagonal steps summed. a*8+b with m = p has BACK set (always pruned).
 */
const ALT_START = new Int32Array(65);
const BACK = new Uint8Array(64);
const ALT: Int8Array = (() => {
  const out: number[] = [];
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      ALT_START[a * 8 + b] = out.length;
      const [ac, ar] = SQUARE_DIRS[a]!,
        [bc, br] = SQUARE_DIRS[b]!;
      const pc = -ac,
        pr = -ar;
      if (pc === bc && pr === br) {
        BACK[a * 8 + b] = 1;
        continue;
      }
      const direct = dirOf(bc - pc, br - pr);
      if (direct >= 0) out.push(direct, -1, 0, 0, 0);
      for (let yr = -1; yr <= 1; yr++) {
        for (let yc = -1; yc <= 1; yc++) {
          if ((yc === 0 && yr === 0) || (yc === pc && yr === pr) || (yc === bc && yr === br)) continue;
          const d1 = dirOf(yc - pc, yr - pr),
            d2 = dirOf(bc - yc, br - yr);
          if (d1 >= 0 && d2 >= 0) out.push(d1, d2, yc - pc, yr - pr, d2 >= 4 ? 1 : 0);
        }
      }
    }
  }
  ALT_START[64] = out.length;
  return Int8Array.from(out);
})();

/**
 * succ[x*8 + a]: bit b = relax the step x -b-> (allowed, not pruned) when x
 * was cheapest reached by direction a. Built once per graph and t.
 */
export function successorTable(W: number, H: number, step: Uint8Array): Uint8Array {
  const N = W * H;
  const succ = new Uint8Array(N * 8);
  // Cells all of whose 8 steps are plain (2 / 3 half units); a cell whose
  // 3x3 block holds only such cells keeps exactly NATURAL (the common case).
  const plain = new Uint8Array(N);
  for (let y = 0; y < N; y++) plain[y] = isPlain(step, y) ? 1 : 0;
  for (let x = 0; x < N; x++) cellSuccessors(W, H, step, plain, x, succ);
  return succ;
}

/** Recomputes succ for the given cells after their 3x3 blocks' steps changed (./squareTablePatch). */
export function patchSuccessors(W: number, H: number, step: Uint8Array, succ: Uint8Array, cells: Int32Array): void {
  const plain = new Uint8Array(W * H);
  for (let k = 0; k < cells.length; k++) {
    const x = cells[k]!,
      c = x % W,
      r = (x - c) / W;
    for (let rr = Math.max(0, r - 1); rr <= Math.min(H - 1, r + 1); rr++) {
      for (let cc = Math.max(0, c - 1); cc <= Math.min(W - 1, c + 1); cc++) plain[rr * W + cc] = isPlain(step, rr * W + cc) ? 1 : 0;
    }
  }
  for (let k = 0; k < cells.length; k++) cellSuccessors(W, H, step, plain, cells[k]!, succ);
}

function isPlain(step: Uint8Array, y: number): boolean {
  for (let d = 0; d < 8; d++) if (step[y * 8 + d] !== (d < 4 ? 2 : 3)) return false;
  return true;
}

/** succ[x*8 + a] for every arrival a; `plain` must be right for x's 3x3 block. */
function cellSuccessors(W: number, H: number, step: Uint8Array, plain: Uint8Array, x: number, succ: Uint8Array): void {
  const c = x % W,
    r = (x - c) / W;
  if (
    r > 0 &&
    c > 0 &&
    r < H - 1 &&
    c < W - 1 &&
    plain[x - W - 1]! & plain[x - W]! & plain[x - W + 1]! & plain[x - 1]! & plain[x]! & plain[x + 1]! & plain[x + W - 1]! & plain[x + W]! & plain[x + W + 1]!
  ) {
    succ.set(NATURAL, x * 8);
    return;
  }
  for (let a = 0; a < 8; a++) {
    const [ac, ar] = SQUARE_DIRS[a]!;
    const pc = c - ac,
      pr = r - ar;
    let mask = 0;
    const inStep = pc < 0 || pr < 0 || pc >= W || pr >= H ? HALF_BLOCKED : step[(pr * W + pc) * 8 + a]!;
    for (let b = 0; b < 8; b++) {
      const outStep = step[x * 8 + b]!;
      if (outStep === HALF_BLOCKED) continue;
      if (inStep === HALF_BLOCKED || !pruned(W, H, step, pc, pr, a * 8 + b, inStep + outStep, b >= 4 ? 1 : 0)) mask |= 1 << b;
    }
    succ[x * 8 + a] = mask;
  }
}

/** Whether some alternative p -> m is cheaper, or as cheap and earlier in the rewrite order. */
function pruned(W: number, H: number, step: Uint8Array, pc: number, pr: number, ab: number, cost: number, diagPos: number): boolean {
  if (BACK[ab] === 1) return true;
  const p = pr * W + pc;
  for (let i = ALT_START[ab]!; i < ALT_START[ab + 1]!; i += 5) {
    let c = step[p * 8 + ALT[i]!]!;
    if (c === HALF_BLOCKED) continue;
    const d2 = ALT[i + 1]!;
    if (d2 >= 0) {
      const yc = pc + ALT[i + 2]!,
        yr = pr + ALT[i + 3]!;
      if (yc < 0 || yr < 0 || yc >= W || yr >= H) continue;
      const s2 = step[(yr * W + yc) * 8 + d2]!;
      if (s2 === HALF_BLOCKED) continue;
      c += s2;
    }
    if (c < cost || (c === cost && (d2 < 0 || ALT[i + 4]! < diagPos))) return true;
  }
  return false;
}
