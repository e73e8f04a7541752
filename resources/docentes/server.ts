// The teachers on the server: soft-deleted people are hidden, and the password action's handler.
import { firstValue } from '../../server/crud/examples';
import { defineServerParts } from '../../server/crud/parts';
import { changePassword } from '../../server/people/password';
import type { PersonTarget } from '../../server/people/target';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: { readCondition: 'deleted_at IS NULL' },
  actions: {
    cambiarPassword: {
      malformedExample: { userid: 1, password: 'corta' },
      example: async (db) => ({
        userid: await firstValue(db, 'SELECT id AS v FROM usuarios WHERE pr AND NOT ad AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 1'),
        action: 'autogenerate',
      }),
      run: ({ tx, body, record }) => changePassword(tx, record as unknown as PersonTarget, body),
    },
  },
});
