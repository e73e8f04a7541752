// The two exact searches of 'Reorganizar' over a model of reorganizeRelax.ts: first the most
// bookings placed, then — with that many placed — the fewest classes opened. Pure.
//
// Both are depth-first branch and bound: a node's relaxation (a min-cost flow) bounds what any
// real plan below it can reach, its flow rounded up (⌈flow/c⌉ classes per option) is a real plan
// when it breaks no count or exclusion, and a node whose bound cannot beat the best plan found is
// cut. The children cover every real plan of their parent (reorganizeRelax.ts branches), so when
// the search ends by itself the best plan is optimal; a shared node budget keeps a pathological
// slot from running on (then the plan is the best found, and the bound still proven is reported).
import { type Bounds, branches, EPS, relax, type Relaxed, rounded, type SearchModel, sum } from './reorganizeRelax';

/** What the searches of one reorganization may still spend (shared by all of them). */
export interface Budget {
  nodes: number;
  /** performance.now() past which no further node is visited. */
  deadline: number;
}

const spent = (budget: Budget) => budget.nodes <= 0 || performance.now() > budget.deadline;

export interface SearchPlan {
  placed: number;
  classes: number;
  opened: number[][];
  existingFlow: number[][];
  optionFlow: number[][][];
}

export interface SearchResult {
  plan: SearchPlan;
  /** The best any plan could reach: placed (maxPlaced) or classes (fewestClasses). */
  bound: number;
  optimal: boolean;
}

interface Goal {
  /** The node's relaxation; null when no plan below it can reach the goal. */
  relax: (b: Bounds) => Relaxed | null;
  /** Higher is better: of a real plan, and the most a node's plans can reach. */
  value: (plan: SearchPlan) => number;
  bound: (r: Relaxed) => number;
  overOnly: boolean;
}

function search(model: SearchModel, goal: Goal, budget: Budget, start: SearchPlan | null): SearchResult {
  const root: Bounds = { lo: model.groups.map((g) => g.options.map(() => 0)), hi: model.groups.map((g) => g.options.map(() => g.count)) };
  let best = start;
  const beats = (bound: number) => best === null || bound > goal.value(best);
  const first = goal.relax(root);
  const stack: Relaxed[] = [];
  const bounds: Bounds[] = [];
  if (first) {
    stack.push(first);
    bounds.push(root);
  }
  while (stack.length > 0 && !spent(budget)) {
    budget.nodes--;
    const r = stack.pop()!;
    const b = bounds.pop()!;
    if (!beats(goal.bound(r))) continue;
    const real = rounded(model, r);
    if (real) {
      const plan = { placed: r.placed, classes: real.classes, opened: real.opened, existingFlow: r.existingFlow, optionFlow: r.optionFlow };
      if (beats(goal.value(plan))) best = plan;
      if (!beats(goal.bound(r))) continue;
    }
    const children = branches(model, r, b, goal.overOnly).flatMap((child) => {
      const relaxed = goal.relax(child);
      return relaxed && beats(goal.bound(relaxed)) ? [{ child, relaxed }] : [];
    });
    // The most promising child on top.
    children.sort((x, y) => goal.bound(x.relaxed) - goal.bound(y.relaxed));
    for (const { child, relaxed } of children) {
      stack.push(relaxed);
      bounds.push(child);
    }
  }
  const open = stack.map(goal.bound);
  const plan = best ?? emptyPlan(model);
  return { plan, bound: Math.max(goal.value(plan), ...open), optimal: stack.length === 0 };
}

/** No class opened: the existing classes' flow (always a real plan). */
function emptyPlan(model: SearchModel): SearchPlan {
  const none: Bounds = { lo: model.groups.map((g) => g.options.map(() => 0)), hi: model.groups.map((g) => g.options.map(() => 0)) };
  const r = relax(model, none);
  return { placed: r.placed, classes: 0, opened: none.lo, existingFlow: r.existingFlow, optionFlow: r.optionFlow };
}

/**
 * A real plan near the root's flow, to start from: each group keeps its options with the most flow
 * (as many classes as they fill, up to its count), a group excluded by one kept before it closes,
 * and the bookings flow again within those classes.
 */
export function repaired(model: SearchModel): SearchPlan {
  const root: Bounds = { lo: model.groups.map((g) => g.options.map(() => 0)), hi: model.groups.map((g) => g.options.map(() => g.count)) };
  const r = relax(model, root);
  const hi = root.lo.map((row) => [...row]);
  const kept = new Set<number>();
  const order = model.groups.map((_, g) => g).sort((a, b) => sum(r.optionFlow[b].map(sum)) - sum(r.optionFlow[a].map(sum)));
  for (const g of order) {
    if (model.exclusions.some(([a, b]) => (a === g && kept.has(b)) || (b === g && kept.has(a)))) continue;
    let left = model.groups[g].count;
    const options = r.optionFlow[g].map((row, o) => ({ o, flow: sum(row) })).sort((a, b) => b.flow - a.flow);
    for (const { o, flow } of options) {
      hi[g][o] = Math.min(left, Math.ceil(flow / model.groups[g].capacity));
      left -= hi[g][o];
    }
    if (sum(hi[g]) > 0) kept.add(g);
  }
  const fixed = relax(model, { lo: root.lo, hi });
  const real = rounded(model, fixed) ?? { opened: root.lo, classes: 0 };
  return { placed: fixed.placed, classes: real.classes, opened: real.opened, existingFlow: fixed.existingFlow, optionFlow: fixed.optionFlow };
}

/** The most bookings any plan places (bound: the relaxation's maximum flow). */
export function maxPlaced(model: SearchModel, budget: Budget): SearchResult {
  return search(model, { relax: (b) => relax(model, b), value: (p) => p.placed, bound: (r) => r.placed, overOnly: true }, budget, repaired(model));
}

/**
 * The second pass: from a real plan, closes its classes one at a time — the emptiest first — while
 * the others can still seat `target` (a maximum flow), within the budget; a better start for fewestClasses.
 */
export function dropClasses(model: SearchModel, plan: SearchPlan, target: number, budget: Budget): SearchPlan {
  const hi = plan.opened.map((row) => [...row]);
  const lo = hi.map((row) => row.map(() => 0));
  const order = plan.optionFlow.flatMap((options, g) => options.map((row, o) => ({ g, o, flow: sum(row) }))).filter((x) => hi[x.g][x.o] > 0);
  order.sort((a, b) => a.flow / hi[a.g][a.o] - b.flow / hi[b.g][b.o]);
  let best = plan;
  for (const { g, o } of order) {
    while (hi[g][o] > 0 && !spent(budget)) {
      hi[g][o]--;
      const r = relax(model, { lo, hi });
      const real = r.placed >= target ? rounded(model, r) : null;
      if (!real) {
        hi[g][o]++;
        break;
      }
      best = { placed: r.placed, classes: real.classes, opened: real.opened, existingFlow: r.existingFlow, optionFlow: r.optionFlow };
    }
  }
  return best;
}

/** With `target` placed, the fewest classes (bound: ⌈Σlo + min cost of a flow of `target`⌉). */
export function fewestClasses(model: SearchModel, target: number, start: SearchPlan, budget: Budget): SearchResult {
  const result = search(
    model,
    {
      relax: (b) => {
        const r = relax(model, b, target);
        return r.placed < target ? null : r;
      },
      value: (p) => (p.placed >= target ? -p.classes : -Infinity),
      bound: (r) => -Math.ceil(r.classes - EPS),
      overOnly: false,
    },
    budget,
    start,
  );
  return { ...result, bound: -result.bound };
}
