// The plan behind 'Reorganizar' (reorganize.ts): the most pending bookings placed in the slot's
// classes and in classes opened from its pre-assignments, then, among the plans placing that many,
// the one opening the fewest classes. Pure; counted by class type (never one node per booking).
//
// 1. Pre-assignments with the same capacity and options are one group of interchangeable
//    candidates (one that shares a room or teacher with another is a group of its own, and the
//    pair excludes each other); existing classes teaching the same types are one pool of seats.
// 2. Parts sharing no type, class or exclusion are solved one by one (their optima add up).
// 3. In each part, maxPlaced (reorganizeSearch.ts) finds the most bookings placeable P — exact:
//    a branch and bound whose bound is a maximum flow; then fewestClasses the fewest classes
//    placing P — exact: a branch and bound whose bound is the min-cost flow of value P with cost
//    1/c per booking in a new class of c seats (the fractional classes it needs).
// Why not one max-flow and a second pass: an 'or' pre-assignment teaches one of its types, and
// 'fewest classes' is a covering problem (NP-hard in general) — the searches stay exact and, on a
// school's slots (tens of pre-assignments), end in milliseconds; a shared node budget bounds the
// rest (`optimal` false, with the bounds still proven: `maxPlaceable`, `minClasses`); the most
// placed comes first, so it is the part a tight budget leaves proven.
import { type ExistingGroup, type SearchModel } from './reorganizeRelax';
import { type Budget, dropClasses, fewestClasses, maxPlaced, type SearchPlan } from './reorganizeSearch';

export interface PlannerCandidate {
  capacity: number;
  /** Each option: the type indices the class would teach. */
  options: readonly (readonly number[])[];
}

export interface PlannerModel {
  demand: readonly number[];
  existing: readonly ExistingGroup[];
  candidates: readonly PlannerCandidate[];
  /** Pairs of candidate indices that cannot both open (same room or teacher). */
  exclusions: readonly (readonly [number, number])[];
}

export interface Plan {
  placed: number;
  classes: number;
  optimal: boolean;
  /** Proven bounds: no plan places more than maxPlaceable, nor places `placed` with fewer than minClasses. */
  maxPlaceable: number;
  minClasses: number;
  /** existingFlow[e][t]: bookings of type t placed in existing pool e. */
  existingFlow: number[][];
  /** chosen[k]: the option candidate k opens with, or -1. */
  chosen: number[];
  /** candidateFlow[k][t]: bookings of type t placed in candidate k's class. */
  candidateFlow: number[][];
}

/** The searches' budget: nodes, and milliseconds for each goal (a slot of a school never gets near them). */
export interface PlanLimits {
  maxNodes: number;
  placedMs: number;
  classesMs: number;
}

export const DEFAULT_LIMITS: PlanLimits = { maxNodes: 50_000, placedMs: 5_000, classesMs: 300 };

interface Group {
  members: number[];
  capacity: number;
  /** Canonical options, and per member the index of each in its own options. */
  options: number[][];
  memberOption: number[][];
}

const key = (types: readonly number[]) => JSON.stringify([...types].sort((a, b) => a - b));

function groupsOf(model: PlannerModel): Group[] {
  const excluded = new Set(model.exclusions.flat());
  const byKey = new Map<string, Group>();
  model.candidates.forEach((c, k) => {
    const canonical = [...new Set(c.options.map(key))].sort();
    const id = excluded.has(k) ? `#${k}` : `${c.capacity} ${canonical.join(' ')}`;
    const group = byKey.get(id) ?? { members: [], capacity: c.capacity, options: canonical.map((o) => JSON.parse(o) as number[]), memberOption: [] };
    group.members.push(k);
    group.memberOption.push(canonical.map((o) => c.options.findIndex((own) => key(own) === o)));
    byKey.set(id, group);
  });
  return [...byKey.values()];
}

/** Parts sharing no type, pool or exclusion (union-find over types); each lists its members. */
function partsOf(model: PlannerModel, groups: Group[]): { types: number[]; existing: number[]; groups: number[] }[] {
  const parent = model.demand.map((_, t) => t);
  const find = (t: number): number => (parent[t] === t ? t : (parent[t] = find(parent[t])));
  const join = (types: readonly number[]) => types.forEach((t) => (parent[find(t)] = find(types[0])));
  model.existing.forEach((e) => join(e.types));
  const groupTypes = groups.map((g) => g.options.flat());
  groupTypes.forEach(join);
  const groupOf = new Map(groups.flatMap((g, i) => g.members.map((k) => [k, i] as const)));
  model.exclusions.forEach(([a, b]) => join([...groupTypes[groupOf.get(a)!], ...groupTypes[groupOf.get(b)!]]));
  const parts = new Map<number, { types: number[]; existing: number[]; groups: number[] }>();
  const part = (t: number) => parts.get(find(t)) ?? parts.set(find(t), { types: [], existing: [], groups: [] }).get(find(t))!;
  model.demand.forEach((d, t) => d > 0 && part(t).types.push(t));
  model.existing.forEach((e, i) => e.types.length > 0 && part(e.types[0]).existing.push(i));
  groupTypes.forEach((types, g) => types.length > 0 && part(types[0]).groups.push(g));
  return [...parts.values()].filter((p) => p.types.length > 0);
}

export function planReorganization(model: PlannerModel, limits: PlanLimits = DEFAULT_LIMITS): Plan {
  const T = model.demand.length;
  const groups = groupsOf(model);
  const budget: Budget = { nodes: limits.maxNodes, deadline: performance.now() + limits.placedMs };
  const plan: Plan = {
    placed: 0, classes: 0, optimal: true, maxPlaceable: 0, minClasses: 0,
    existingFlow: model.existing.map(() => new Array<number>(T).fill(0)),
    chosen: model.candidates.map(() => -1),
    candidateFlow: model.candidates.map(() => new Array<number>(T).fill(0)),
  };
  const parts = partsOf(model, groups).map((part) => {
    const local = new Map(part.types.map((t, i) => [t, i]));
    const inPart = (types: readonly number[]) => types.filter((t) => local.has(t)).map((t) => local.get(t)!);
    const index = new Map(part.groups.map((g, i) => [g, i]));
    const groupOf = new Map(part.groups.flatMap((g) => groups[g].members.map((k) => [k, index.get(g)!] as const)));
    const sub: SearchModel = {
      demand: part.types.map((t) => model.demand[t]),
      existing: part.existing.map((e) => ({ types: inPart(model.existing[e].types), free: Math.max(0, model.existing[e].free) })),
      groups: part.groups.map((g) => ({ capacity: groups[g].capacity, count: groups[g].members.length, options: groups[g].options.map(inPart) })),
      exclusions: model.exclusions.flatMap(([a, b]) => (groupOf.has(a) && groupOf.has(b) ? [[groupOf.get(a)!, groupOf.get(b)!] as const] : [])),
    };
    return { part, sub, most: maxPlaced(sub, budget) };
  });
  // The most placed has the time it needs (limits.placedMs); the fewest classes what is left of limits.classesMs.
  budget.deadline = performance.now() + limits.classesMs;
  for (const { part, sub, most } of parts) {
    const fewest = fewestClasses(sub, most.plan.placed, dropClasses(sub, most.plan, most.plan.placed, budget), budget);
    plan.placed += fewest.plan.placed;
    plan.classes += fewest.plan.classes;
    plan.optimal &&= most.optimal && fewest.optimal;
    plan.maxPlaceable += most.bound;
    plan.minClasses += fewest.bound;
    put(plan, fewest.plan, part, groups);
  }
  return plan;
}

/** A part's plan in the model's terms: each group's members opened in order, their bookings filling them one after the other. */
function put(plan: Plan, found: SearchPlan, part: { types: number[]; existing: number[]; groups: number[] }, groups: Group[]): void {
  part.existing.forEach((e, i) => part.types.forEach((t, j) => (plan.existingFlow[e][t] = found.existingFlow[i][j])));
  part.groups.forEach((g, i) => {
    let next = 0;
    found.opened[i].forEach((count, o) => {
      const members = groups[g].members.slice(next, next + count);
      members.forEach((k, m) => (plan.chosen[k] = groups[g].memberOption[next + m][o]));
      next += count;
      const seats = members.map(() => groups[g].capacity);
      found.optionFlow[i][o].forEach((n, j) => {
        for (let left = n, m = 0; left > 0; m++) {
          const take = Math.min(left, seats[m]);
          seats[m] -= take;
          left -= take;
          plan.candidateFlow[members[m]][part.types[j]] += take;
        }
      });
    });
  });
}
