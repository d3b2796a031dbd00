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

interface Alt {
  /** Direction of the first step from p; the second (from p + d1) or -1. */
  d1: number;
  d2: number;
  /** Positions (0, 1) of its diagonal steps, summed. */
  diagPos: number;
}

const dirOf = (dc: number, dr: number) => SQUARE_DIRS.findIndex(([c, r]) => c === dc && r === dr);

/** For arrival a and successor b (index a*8+b): the paths from p = x-a to m = x+b of at most two steps inside x's block, avoiding x; null when m = p. */
const ALTS: (Alt[] | null)[] = (() => {
  const out: (Alt[] | null)[] = [];
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      const [ac, ar] = SQUARE_DIRS[a]!, [bc, br] = SQUARE_DIRS[b]!;
      const pc = -ac, pr = -ar;
      if (pc === bc && pr === br) {
        out.push(null);
        continue;
      }
      const alts: Alt[] = [];
      const direct = dirOf(bc - pc, br - pr);
      if (direct >= 0) alts.push({ d1: direct, d2: -1, diagPos: 0 });
      for (let yr = -1; yr <= 1; yr++) {
        for (let yc = -1; yc <= 1; yc++) {
          if ((yc === 0 && yr === 0) || (yc === pc && yr === pr) || (yc === bc && yr === br)) continue;
          const d1 = dirOf(yc - pc, yr - pr), d2 = dirOf(bc - yc, br - yr);
          if (d1 >= 0 && d2 >= 0) alts.push({ d1, d2, diagPos: d2 >= 4 ? 1 : 0 });
        }
      }
      out.push(alts);
    }
  }
  return out;
})();

/**
 * succ[x*8 + a]: bit b = relax the step x -b-> (allowed, not pruned) when x
 * was cheapest reached by direction a. Built once per graph and t.
 */
export function successorTable(W: number, H: number, step: Uint8Array): Uint8Array {
  const succ = new Uint8Array(W * H * 8);
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const x = r * W + c;
      for (let a = 0; a < 8; a++) {
        const [ac, ar] = SQUARE_DIRS[a]!;
        const pc = c - ac, pr = r - ar;
        let mask = 0;
        const inStep = pc < 0 || pr < 0 || pc >= W || pr >= H ? HALF_BLOCKED : step[(pr * W + pc) * 8 + a]!;
        for (let b = 0; b < 8; b++) {
          const outStep = step[x * 8 + b]!;
          if (outStep === HALF_BLOCKED) continue;
          if (inStep === HALF_BLOCKED || !pruned(W, H, step, pc, pr, ALTS[a * 8 + b]!, inStep + outStep, b >= 4 ? 1 : 0)) mask |= 1 << b;
        }
        succ[x * 8 + a] = mask;
      }
    }
  }
  return succ;
}

/** Whether some alternative p -> m is cheaper, or as cheap and earlier in the rewrite order. alts null: m = p. */
function pruned(W: number, H: number, step: Uint8Array, pc: number, pr: number, alts: Alt[] | null, cost: number, diagPos: number): boolean {
  if (alts === null) return true;
  const p = pr * W + pc;
  for (const alt of alts) {
    let c = step[p * 8 + alt.d1]!;
    if (c === HALF_BLOCKED) continue;
    if (alt.d2 >= 0) {
      const [dc, dr] = SQUARE_DIRS[alt.d1]!;
      const yc = pc + dc, yr = pr + dr;
      if (yc < 0 || yr < 0 || yc >= W || yr >= H) continue;
      const s2 = step[(yr * W + yc) * 8 + alt.d2]!;
      if (s2 === HALF_BLOCKED) continue;
      c += s2;
    }
    if (c < cost || (c === cost && (alt.d2 < 0 || alt.diagPos < diagPos))) return true;
  }
  return false;
}
