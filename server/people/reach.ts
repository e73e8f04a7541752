// Where a read or write reaches: these sedes (the scheduler's current one, the student area's
// permitted ones), or null: any sede (a user without a sede list). Passed to SQL as one integer[]
// parameter that may be NULL. The scheduler's tables, and the student history, progress and
// reactivation queries over rows that carry a sede, all bound themselves with it.
import type { Session } from '../auth/session';

export type Reach = readonly number[] | null;

/** The caller's sedes as a query's parameter: null reaches every sede. */
export const sedesParam = (session: Pick<Session, 'sedes'>): number[] | null => reachParam(session.sedes);

/** The reach as the query's parameter. */
export const reachParam = (reach: Reach): number[] | null => (reach ? [...reach] : null);

/** `column` within the reach passed as parameter $n. */
export const withinReach = (column: string, n: number): string => `($${n}::integer[] IS NULL OR ${column} = ANY($${n}::integer[]))`;
