// The 'Copias de seguridad' page's words (src/pages/backups/backupText.ts): sizes in MB with a decimal
// comma, dates dd/mm/aaaa hh:mm on the school's zone, the schedule, the last success and failure.
import { describe, expect, it } from 'vitest';
import {
  createdText,
  errorText,
  failureText,
  formatBackupDate,
  formatBackupSize,
  lastSuccessText,
  scheduleText,
  stateLabel,
} from '../../src/pages/backups/backupText';

const BOGOTA = 'America/Bogota';

describe('formatBackupSize', () => {
  it('writes MB (10^6 bytes) with one decimal after a comma, thousands with a dot', () => {
    expect(formatBackupSize(224_300_000)).toBe('224,3 MB');
    expect(formatBackupSize(224_349_999)).toBe('224,3 MB');
    expect(formatBackupSize(13_000_000)).toBe('13,0 MB');
    expect(formatBackupSize(100_000)).toBe('0,1 MB');
    expect(formatBackupSize(1_234_500_000)).toBe('1.234,5 MB');
  });

  it('writes whole KB under a tenth of a MB, where the MB would read 0,0', () => {
    expect(formatBackupSize(57_400)).toBe('57 KB');
    expect(formatBackupSize(0)).toBe('0 KB');
  });
});

describe('formatBackupDate', () => {
  it('is dd/mm/aaaa hh:mm (24 h) on the school’s zone, whatever the browser’s', () => {
    expect(formatBackupDate('2026-11-29T12:18:47Z', BOGOTA)).toBe('29/11/2026 07:18');
    expect(formatBackupDate('2026-11-30T03:05:00.000Z', BOGOTA)).toBe('29/11/2026 22:05');
    expect(formatBackupDate('2026-11-29T12:18:47Z', 'UTC')).toBe('29/11/2026 12:18');
  });

  it('leaves a text that is no date as it came', () => {
    expect(formatBackupDate('ayer', BOGOTA)).toBe('ayer');
  });
});

describe('the status lines', () => {
  it('says the schedule, or that BACKUP_DIR is missing', () => {
    expect(scheduleText({ cada_horas: 24, conservar: 14 })).toBe('Programadas cada 24 h; se conservan 14');
    expect(scheduleText({ cada_horas: 0.5, conservar: 3 })).toBe('Programadas cada 0,5 h; se conservan 3');
    expect(scheduleText(null)).toBe('Sin copias programadas: configure BACKUP_DIR en el servidor');
  });

  it('says the last success, or that there is none', () => {
    expect(lastSuccessText('2026-11-29T12:18:47Z', BOGOTA)).toBe('Última copia correcta: 29/11/2026 07:18');
    expect(lastSuccessText(null, BOGOTA)).toBe('Última copia correcta: ninguna');
  });

  it('says when the last backup failed and why', () => {
    expect(failureText({ fecha: '2026-11-29T12:00:00Z', mensaje: 'ENOSPC: no queda espacio', origen: 'programada' }, BOGOTA)).toBe(
      'La última copia falló el 29/11/2026 07:00: ENOSPC: no queda espacio',
    );
  });

  it('names the new backup and its size', () => {
    expect(createdText({ nombre: 'aula-admin-20261129T121847Z.tar.gz', bytes: 224_300_000 })).toBe('Copia de seguridad creada: aula-admin-20261129T121847Z.tar.gz (224,3 MB)');
  });

  it('names the states, a new one as the server wrote it', () => {
    expect(stateLabel('completa')).toBe('Completa');
    expect(stateLabel('verificando')).toBe('verificando');
  });

  it('shows a refusal’s own message, else the fallback', () => {
    expect(errorText(new Error('Ya se está haciendo una copia de seguridad: espere a que termine.'), 'x')).toBe('Ya se está haciendo una copia de seguridad: espere a que termine.');
    expect(errorText(new Error(' '), 'No se pudo')).toBe('No se pudo');
    expect(errorText('texto', 'No se pudo')).toBe('No se pudo');
  });
});
