// 'Últimos Eventos' on the staff detail (docs/security.md 'Staff users and global management'): what this
// person did, newest first, a page at a time from the audit trail (event/search), 'Ver más' adding
// the next one.
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AuditEventRow, AuditSearchAnswer, AuditSearchBody } from '../../core/school/auditSearch';
import { auditAreaLabel } from '../../core/school/labels';
import type { AppDataProvider } from '../../dataProvider/types';
import { formatDateTime } from '../../core/engine/dates';
import type { UsuarioRecord } from './recordType';

interface Loaded {
  rows: AuditEventRow[];
  page: number;
  lastPage: number;
}

export function UltimosEventos() {
  const record = useRecordContext<UsuarioRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = record?.id;

  const load = async (page: number) => {
    if (id === undefined) return;
    setLoading(true);
    setError(null);
    const body: AuditSearchBody = { paginate: { page }, filters: { funcionario_id: id } };
    try {
      const { datos } = await dataProvider.read<AuditSearchAnswer>('event/search', body);
      setLoaded((before) => ({ rows: page === 1 ? datos.data : [...(before?.rows ?? []), ...datos.data], page: datos.page, lastPage: datos.lastPage }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void load(1);
    // A new person starts over (load reads only the id).
  }, [id]);

  if (!loaded) return <Typography variant="body2">{error ?? 'cargando...'}</Typography>;
  if (loaded.rows.length === 0) return <Typography variant="body2">No hay información</Typography>;
  return (
    <Box>
      <Table size="small" aria-label="Últimos Eventos">
        <TableHead>
          <TableRow>
            <TableCell>Fecha</TableCell>
            <TableCell>Área</TableCell>
            <TableCell>Evento</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
              {/* The area in words ('sesion' → 'Sesión'): core/school/labels.ts. */}
              <TableCell>{auditAreaLabel(row.universo)}</TableCell>
              <TableCell>{row.evento}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error && <Typography color="error" variant="body2">{error}</Typography>}
      {loaded.page < loaded.lastPage && (
        <Button sx={{ mt: 1 }} disabled={loading} onClick={() => void load(loaded.page + 1)}>
          {loading ? 'cargando...' : 'Ver más'}
        </Button>
      )}
    </Box>
  );
}
