// What every route module receives from buildApp.
import type { Clock } from '../../core/engine/clock';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Database } from '../db/database';

export interface RouteDeps {
  db: Database;
  jwtKey: Uint8Array;
  /** package.json version (the version endpoint). */
  version: string;
  resources: ResourceDeclaration[];
  /** 'Today' and the current hour in the school's time zone. */
  clock: Clock;
}
