// event/search (docs/security.md 'Staff users and global management'): a page of the audit trail, of one
// staff member (what they did: 1E3B0C0D) or of one class (956EB91C or EEB6ADA9), newest first. Body
// and answer, shared by the server and the detail's 'Últimos Eventos'.
import { z } from 'zod';
import { idValue } from '../engine/ids';
import { P } from '../engine/permissions';

export const AUDIT_PAGE_SIZE = 10;
export const AUDIT_MAX_PAGE_SIZE = 50;

const paginate = z
  .object({
    page: z.number({ error: 'Debe ser un número entero' }).int({ error: 'Debe ser un número entero' }).min(1, { error: 'Debe ser mayor o igual a 1' }).max(100000).default(1),
    perPage: z.number({ error: 'Debe ser un número entero' }).int({ error: 'Debe ser un número entero' }).min(1, { error: 'Debe ser mayor o igual a 1' }).max(AUDIT_MAX_PAGE_SIZE, { error: `Debe ser menor o igual a ${AUDIT_MAX_PAGE_SIZE}` }).default(AUDIT_PAGE_SIZE),
  })
  .strict();

export const auditSearchBody = z
  .object({
    paginate: paginate.default({ page: 1, perPage: AUDIT_PAGE_SIZE }),
    filters: z.union([z.object({ funcionario_id: idValue() }).strict(), z.object({ clase_id: idValue() }).strict()], {
      error: 'Debe filtrar por funcionario_id o por clase_id',
    }),
  })
  .strict();

export type AuditSearchBody = z.input<typeof auditSearchBody>;

/** Who may search by each filter (the endpoint itself admits any of them, then checks the one used). */
export const AUDIT_FILTER_CODES = {
  funcionario_id: [P.usuarios.show],
  clase_id: [P.programador.changeDocente, P.programador.changeSalon],
} as const;

export interface AuditEventRow {
  id: number;
  universo: string;
  tipo: string;
  evento: string;
  contenido: Record<string, unknown>;
  /** ISO instant. */
  created_at: string;
  usuario_id: number | null;
  /** Who did it, 'Nombre Apellido' (null: the system). */
  usuario: string | null;
  registro_id: number | null;
}

export interface AuditSearchAnswer {
  datos: { data: AuditEventRow[]; lastPage: number; page: number; total: number };
}
