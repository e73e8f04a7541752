// Where the database spends a request's time at each size: EXPLAIN ANALYZE of the recorded
// statements (one search of each kind, the list's count and first page), summarised for the notes.
import pg from 'pg';
import { driverParams } from '../../../server/db/database';
import type { RecordedQuery } from '../recording';
import type { CapturedEndpoint } from './targets';

interface PlanLine {
  'QUERY PLAN': string;
}

/** 'Bitmap Heap Scan on usuarios + Bitmap Index Scan on usuarios_busqueda_idx, 12.3 ms' */
async function summarise(client: pg.Client, query: RecordedQuery): Promise<string> {
  const { rows } = await client.query<PlanLine>(`EXPLAIN (ANALYZE, COSTS OFF) ${query.sql}`, driverParams(query.params));
  const lines = rows.map((r) => r['QUERY PLAN']);
  const nodes = lines.flatMap((l) => /((?:Parallel )?(?:Seq|Index|Index Only|Bitmap Heap|Bitmap Index) Scan(?: using| on) \S+|Sort|Incremental Sort|Gather(?: Merge)?)/.exec(l)?.[1] ?? []);
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)?.[1]).find(Boolean);
  return `${[...new Set(nodes)].join(' + ')}, ${time ?? '?'} ms`;
}

/** The statement of a request that reads usuarios (not the guard's acceso_version). */
function dataQueries(queries: RecordedQuery[]): RecordedQuery[] {
  return queries.filter((q) => q.sql.includes('"usuarios"'));
}

/** Indexes of the first body of each kind (all bodies of a kind run the same plan shape). */
function firstOfEachKind(endpoint: CapturedEndpoint): number[] {
  const kinds = endpoint.kinds ?? [];
  return kinds.flatMap((kind, i) => (kinds.indexOf(kind) === i ? [i] : []));
}

export async function explainEndpoints(url: string, endpoints: CapturedEndpoint[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [];
  try {
    for (const endpoint of endpoints) {
      if (endpoint.name === 'detalle') continue; // a primary-key lookup
      const picks = endpoint.name === 'lista' ? [0] : firstOfEachKind(endpoint);
      for (const i of picks) {
        const label = endpoint.name === 'lista' ? 'lista pág. 1' : `buscar ${endpoint.kinds?.[i] ?? ''}`;
        for (const query of dataQueries(endpoint.queries[i])) {
          out.push(`${label}${query.sql.includes('count(') ? ' (total)' : ''}: ${await summarise(client, query)}`);
        }
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
