// One's own password's test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the demo data and one it must refuse with 400. Each example leaves the
// person's password as it was (the same one set again), so the walks that follow still sign in.
import { hashResetToken } from '../auth/passwordReset';
import type { EndpointExample } from '../http/endpoint.examples';
import { SECRETARIA, STAFF } from '../seed/catalog';

/** A link of the front-desk scheduler's, opened (again) by the example itself: its token is known. */
const EXAMPLE_TOKEN = 'enlace-de-ejemplo-para-las-pruebas';

export const PASSWORD_EXAMPLES = {
  olvido_contrasena: {
    malformedExample: { email: 'no-es-un-correo' },
    example: async () => ({ email: STAFF.admin.email }),
  },
  restablecer_contrasena: {
    malformedExample: { token: ['x'], password: 5 },
    example: async (db) => {
      await db.query(
        `INSERT INTO restablecimientos_contrasena (usuario_id, token_hash, vence_at)
         SELECT id, $1, now() + interval '1 day' FROM usuarios WHERE email = $2
         ON CONFLICT (token_hash) DO UPDATE SET usado_at = NULL, vence_at = EXCLUDED.vence_at`,
        [hashResetToken(EXAMPLE_TOKEN), SECRETARIA.email],
      );
      return { token: EXAMPLE_TOKEN, password: SECRETARIA.password };
    },
  },
  cambiar_mi_contrasena: {
    malformedExample: { actual: 5, password: null },
    // The walks call it with the demo administrator's token.
    example: async () => ({ actual: STAFF.admin.password, password: STAFF.admin.password }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
