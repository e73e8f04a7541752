// BACKUP_DIR's backups, newest first: date, file, size, state and 'Descargar'; a sentence when there are none.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { BackupDownloadButton } from './BackupDownloadButton';
import { BACKUP_TEXT, type BackupFile, formatBackupDate, formatBackupSize, stateLabel } from './backupText';

export function BackupTable({ copias, timeZone }: { copias: BackupFile[]; timeZone: string }) {
  if (copias.length === 0) return <Typography variant="body2">{BACKUP_TEXT.empty}</Typography>;
  const { columns } = BACKUP_TEXT;
  return (
    <TableContainer>
      <Table size="small" aria-label={BACKUP_TEXT.title}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.fecha}</TableCell>
            <TableCell>{columns.nombre}</TableCell>
            <TableCell align="right">{columns.tamano}</TableCell>
            <TableCell>{columns.estado}</TableCell>
            <TableCell>{columns.acciones}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {copias.map((copia) => (
            <TableRow key={copia.nombre}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBackupDate(copia.creada, timeZone)}</TableCell>
              <TableCell>{copia.nombre}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBackupSize(copia.bytes)}
              </TableCell>
              <TableCell>{stateLabel(copia.estado)}</TableCell>
              <TableCell>
                <BackupDownloadButton nombre={copia.nombre} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
