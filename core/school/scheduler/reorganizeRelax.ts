// The relaxation and branching of the reorganize search (reorganizeSearch.ts): one node's bound as
// a min-cost flow, its flow rounded to a real plan, and its children. Pure.
//
// Model: demand[t] pending bookings of type t; existing classes (free seats, the types they teach);
// groups of interchangeable candidate classes (same room capacity c and options; `count` of them),
// each opened at most once with ONE option (the set of types the new class teaches); pairs of
// groups (of one) that exclude each other (same room or teacher). A node bounds n[g][o], the
// classes of group g opened with option o: lo ≤ n ≤ hi.
//
// Relaxation: n real, Σ_o n[g][o] ≤ count, bookings into option o ≤ c·n[g][o]. For a fixed flow the
// fewest (fractional) classes are Σ max(lo, flow/c), so it is a min-cost flow: source → type
// (demand) → existing class (free seats, cost 0) or option node → sink through the c·lo seats of
// classes already decided (cost 0) or through the group's pool (c·(count − Σlo) seats, cost 1/c per
// booking). Without a target its maximum flow bounds the bookings placed below the node; with a
// target (the most placeable, known) the flow is capped there and Σlo + cost bounds the classes.
import { FlowNetwork } from './maxFlow';

export interface ExistingGroup {
  types: readonly number[];
  free: number;
}

export interface CandidateGroup {
  capacity: number;
  count: number;
  /** Each option: the type indices the class would teach. */
  options: readonly (readonly number[])[];
}

export interface SearchModel {
  demand: readonly number[];
  existing: readonly ExistingGroup[];
  groups: readonly CandidateGroup[];
  /** Pairs of group indices (groups of one) that cannot both open. */
  exclusions: readonly (readonly [number, number])[];
}

export interface Bounds {
  lo: number[][];
  hi: number[][];
}

export interface Relaxed {
  placed: number;
  /** The classes, fractional: a lower bound when the flow is the target's. */
  classes: number;
  existingFlow: number[][];
  optionFlow: number[][][];
}

export const EPS = 1e-6;
export const sum = (row: readonly number[]) => row.reduce((a, n) => a + n, 0);

/** Without a target: the maximum flow only (Dinic), its classes not minimised. */
export function relax(model: SearchModel, b: Bounds, target?: number): Relaxed {
  const T = model.demand.length;
  const E = model.existing.length;
  const optionBase: number[] = [];
  let size = 3 + T + E;
  for (const g of model.groups) {
    optionBase.push(size);
    size += g.options.length + 1;
  }
  const net = new FlowNetwork(size);
  const [origin, source, sink] = [0, 1, 2];
  const typeNode = (t: number) => 3 + t;
  const big = sum(model.demand) + 1;
  net.addEdge(origin, source, Math.min(target ?? big, big));
  model.demand.forEach((d, t) => d > 0 && net.addEdge(source, typeNode(t), d));
  const existingEdges = model.existing.map((e, i) => {
    net.addEdge(3 + T + i, sink, e.free);
    return e.types.map((t) => net.addEdge(typeNode(t), 3 + T + i, big));
  });
  let decided = 0;
  const optionEdges = model.groups.map((g, gi) => {
    const pool = optionBase[gi] + g.options.length;
    const lo = sum(b.lo[gi]);
    decided += lo;
    net.addEdge(pool, sink, g.capacity * (g.count - lo));
    return g.options.map((types, o) => {
      const node = optionBase[gi] + o;
      if (b.lo[gi][o] > 0) net.addEdge(node, sink, g.capacity * b.lo[gi][o]);
      if (b.hi[gi][o] > b.lo[gi][o]) net.addEdge(node, pool, g.capacity * (b.hi[gi][o] - b.lo[gi][o]), 1 / g.capacity);
      return types.map((t) => net.addEdge(typeNode(t), node, b.hi[gi][o] > 0 ? big : 0));
    });
  });
  const { flow, cost } = target === undefined ? { flow: net.maxFlow(origin, sink), cost: 0 } : net.minCostMaxFlow(origin, sink);
  const byType = (edges: number[], types: readonly number[]) => {
    const row = new Array<number>(T).fill(0);
    types.forEach((t, i) => (row[t] += net.flowOn(edges[i])));
    return row;
  };
  return {
    placed: flow,
    classes: decided + cost,
    existingFlow: existingEdges.map((edges, i) => byType(edges, model.existing[i].types)),
    optionFlow: optionEdges.map((options, gi) => options.map((edges, o) => byType(edges, model.groups[gi].options[o]))),
  };
}

/** The node's flow as a real plan (⌈flow/c⌉ classes per option), or null when it breaks a count or an exclusion. */
export function rounded(model: SearchModel, r: Relaxed): { opened: number[][]; classes: number } | null {
  const opened = r.optionFlow.map((options, g) => options.map((row) => Math.ceil(sum(row) / model.groups[g].capacity - EPS)));
  if (opened.some((row, g) => sum(row) > model.groups[g].count)) return null;
  if (model.exclusions.some(([a, b]) => sum(opened[a]) > 0 && sum(opened[b]) > 0)) return null;
  return { opened, classes: sum(opened.map(sum)) };
}

const copy = (b: Bounds): Bounds => ({ lo: b.lo.map((r) => [...r]), hi: b.hi.map((r) => [...r]) });

/**
 * The children's bounds of an unsolved node (every real plan of the node is in one of them): an
 * excluded pair both used → without the first, without the second; else an option with a
 * fractional x = flow/c above its lo (in a group over its count first, and only there when
 * `overOnly`) → n ≤ ⌊x⌋, n ≥ ⌈x⌉.
 */
export function branches(model: SearchModel, r: Relaxed, bounds: Bounds, overOnly: boolean): Bounds[] {
  const used = (g: number) => r.optionFlow[g].some((row) => sum(row) > 0);
  const clash = model.exclusions.find(([a, b]) => used(a) && used(b));
  if (clash) {
    return clash.map((g) => {
      const next = copy(bounds);
      next.hi[g] = next.hi[g].map(() => 0);
      next.lo[g] = next.lo[g].map(() => 0);
      return next;
    });
  }
  let pick: { g: number; o: number; x: number; score: number } | null = null;
  for (const [g, options] of r.optionFlow.entries()) {
    const c = model.groups[g].capacity;
    const over = sum(options.map((row) => Math.ceil(sum(row) / c - EPS))) > model.groups[g].count;
    if (overOnly && !over) continue;
    for (const [o, row] of options.entries()) {
      const x = sum(row) / c;
      if (Math.abs(x - Math.round(x)) < EPS || x <= bounds.lo[g][o]) continue;
      const score = (over ? 2 : 0) + (x - Math.floor(x));
      if (pick === null || score > pick.score) pick = { g, o, x, score };
    }
  }
  if (pick === null) return [];
  const { g, o, x } = pick;
  const up = copy(bounds);
  up.lo[g][o] = Math.ceil(x);
  const down = copy(bounds);
  down.hi[g][o] = Math.floor(x);
  return sum(up.lo[g]) > model.groups[g].count ? [down] : [up, down];
}
