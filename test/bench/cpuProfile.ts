// Samples this process's CPU (the server and PGlite run here; the load client does not) while `fn`
// runs, and groups the self time by what it is spent on.
import type { Profiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface CpuShare {
  name: string;
  /** Percent of the busy samples (idle excluded). */
  percent: number;
}

export interface CpuSummary {
  busyPercent: number;
  categories: CpuShare[];
  functions: CpuShare[];
}

function category(functionName: string, url: string): string {
  if (functionName === '(garbage collector)') return 'recolector de basura';
  if (functionName === '(program)') return 'V8/nativo sin atribuir (program)';
  if (url.startsWith('wasm://')) return 'PGlite: PostgreSQL (WASM)';
  if (url.includes('@electric-sql/pglite')) return 'PGlite: JS (protocolo, parseo de filas)';
  if (/node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify|fast-json-stringify|secure-json-parse)\//.test(url)) return 'Fastify';
  if (url.includes('node_modules/jose/')) return 'jose (JWT)';
  if (url.includes('node_modules/zod/')) return 'zod';
  if (url.startsWith('node:')) return 'Node: http/net/streams';
  if (url.includes('/server/')) return 'código de server/';
  if (url === '') return `nativo: ${functionName || '(anónima)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return pkg ? pkg[1] : 'otro';
}

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const server = url.indexOf('/server/');
  return server >= 0 ? url.slice(server + 1) : url.replace(/^file:\/\//, '');
}

export async function profileCpu(fn: () => Promise<unknown>, top = 12): Promise<CpuSummary> {
  const session = new Session();
  session.connect();
  let profile: Profiler.Profile;
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    try {
      await fn();
    } finally {
      ({ profile } = await session.post('Profiler.stop'));
    }
  } finally {
    session.disconnect();
  }
  const nodes: ProfileNode[] = profile.nodes;
  const idle = nodes.filter((n) => n.callFrame.functionName === '(idle)').reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const total = nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const busy = Math.max(1, total - idle);
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (hits === 0 || functionName === '(idle)') continue;
    const cat = category(functionName, url);
    byCategory.set(cat, (byCategory.get(cat) ?? 0) + hits);
    const name = url ? `${functionName || '(anónima)'} ${shortUrl(url)}:${lineNumber + 1}` : functionName;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const shares = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({ name, percent: (100 * hits) / busy }));
  return { busyPercent: (100 * busy) / Math.max(1, total), categories: shares(byCategory), functions: shares(byFunction) };
}
