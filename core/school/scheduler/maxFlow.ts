// Max-flow (Dinic) and min-cost max-flow on small networks with integer capacities: the engine of
// the reorganize planner (reorganizePlanner.ts). Pure; costs may be fractional (1/capacity).
//
// The min-cost flow is the primal-dual method: Bellman-Ford (queue-based) distances from the
// source over the residual network, then Dinic restricted to the edges on shortest paths (reduced
// cost 0), repeated until the sink is unreachable. Every augmentation is by whole units, so with
// integer capacities the flows are integers whatever the costs.

/** Costs closer than this are equal (they are sums of a few 1/c terms, c ≤ a few thousand). */
const COST_EPS = 1e-9;

type Usable = (edge: number, from: number) => boolean;

export class FlowNetwork {
  private readonly head: number[];
  private readonly next: number[] = [];
  private readonly to: number[] = [];
  /** Residual capacity of each edge (edge e's reverse is e ^ 1). */
  private readonly cap: number[] = [];
  private readonly cost: number[] = [];
  private level: number[] = [];
  private cursor: number[] = [];

  constructor(readonly size: number) {
    this.head = new Array<number>(size).fill(-1);
  }

  /** Adds an edge and its residual twin; answers the edge's id (for flowOn). */
  addEdge(from: number, to: number, capacity: number, cost = 0): number {
    const id = this.to.length;
    this.link(from, to, capacity, cost);
    this.link(to, from, 0, -cost);
    return id;
  }

  private link(from: number, to: number, capacity: number, cost: number): void {
    this.next.push(this.head[from]);
    this.head[from] = this.to.length;
    this.to.push(to);
    this.cap.push(capacity);
    this.cost.push(cost);
  }

  /** The flow an edge (an id from addEdge) carries. */
  flowOn(edge: number): number {
    return this.cap[edge ^ 1];
  }

  /** Maximum flow from s to t (Dinic). */
  maxFlow(s: number, t: number): number {
    return this.dinic(s, t, null);
  }

  /** The maximum flow of least total cost (edges' cost × flow) among maximum flows. */
  minCostMaxFlow(s: number, t: number): { flow: number; cost: number } {
    let flow = 0;
    for (;;) {
      const dist = this.distances(s);
      if (!Number.isFinite(dist[t])) break;
      const pushed = this.dinic(s, t, (e, u) => Math.abs(dist[u] + this.cost[e] - dist[this.to[e]]) <= COST_EPS);
      if (pushed === 0) break;
      flow += pushed;
    }
    let cost = 0;
    for (let e = 0; e < this.to.length; e += 2) cost += this.cap[e + 1] * this.cost[e];
    return { flow, cost };
  }

  /** Shortest residual-path costs from s (queue-based Bellman-Ford; no negative cycle exists in a min-cost residual network). */
  private distances(s: number): number[] {
    const dist = new Array<number>(this.size).fill(Infinity);
    const queued = new Array<boolean>(this.size).fill(false);
    const queue = [s];
    dist[s] = 0;
    queued[s] = true;
    // Bounded: a node enters the queue at most `size` times when distances are sound.
    for (let i = 0; i < queue.length && i < this.size * this.size + 1; i++) {
      const u = queue[i];
      queued[u] = false;
      for (let e = this.head[u]; e !== -1; e = this.next[e]) {
        const v = this.to[e];
        if (this.cap[e] > 0 && dist[u] + this.cost[e] < dist[v] - COST_EPS) {
          dist[v] = dist[u] + this.cost[e];
          if (!queued[v]) {
            queued[v] = true;
            queue.push(v);
          }
        }
      }
    }
    return dist;
  }

  /** Dinic on the residual edges `usable` admits (null: all): level graph by BFS, blocking flow by DFS. */
  private dinic(s: number, t: number, usable: Usable | null): number {
    let total = 0;
    while (this.levels(s, t, usable)) {
      this.cursor = [...this.head];
      total += this.augment(s, t, Infinity, usable);
    }
    return total;
  }

  private levels(s: number, t: number, usable: Usable | null): boolean {
    this.level = new Array<number>(this.size).fill(-1);
    this.level[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i];
      for (let e = this.head[u]; e !== -1; e = this.next[e]) {
        const v = this.to[e];
        if (this.cap[e] > 0 && this.level[v] < 0 && (usable === null || usable(e, u))) {
          this.level[v] = this.level[u] + 1;
          queue.push(v);
        }
      }
    }
    return this.level[t] >= 0;
  }

  /** Pushes up to `limit` from u to t along the level graph; an edge that took less than asked is blocked. */
  private augment(u: number, t: number, limit: number, usable: Usable | null): number {
    if (u === t) return limit;
    let total = 0;
    for (; this.cursor[u] !== -1; this.cursor[u] = this.next[this.cursor[u]]) {
      const e = this.cursor[u];
      const v = this.to[e];
      if (this.cap[e] <= 0 || this.level[v] !== this.level[u] + 1 || (usable !== null && !usable(e, u))) continue;
      const pushed = this.augment(v, t, Math.min(limit - total, this.cap[e]), usable);
      this.cap[e] -= pushed;
      this.cap[e ^ 1] += pushed;
      total += pushed;
      if (total === limit) return total;
    }
    return total;
  }
}
