// What the 'Copias de seguridad' page says (#/copias-de-seguridad, code 5E4C0B7A): the answers of
// respaldo/lista and respaldo/crear (server/routes/backups.ts) and the words, sizes and dates they
// are shown with — dates on the school's clock as dd/mm/aaaa hh:mm, sizes in MB with a decimal comma.
import { zoneParts } from '../../../core/engine/clock';

export const LIST_PATH = 'respaldo/lista';
export const CREATE_PATH = 'respaldo/crear';
export const DOWNLOAD_PATH = 'respaldo/descargar';

export interface BackupFile {
  nombre: string;
  bytes: number;
  /** ISO instant. */
  creada: string;
  estado: string;
}

export interface BackupFailure {
  /** ISO instant. */
  fecha: string;
  mensaje: string;
  origen: string;
}

/** respaldo/lista's answer. */
export interface BackupList {
  programacion: { cada_horas: number; conservar: number } | null;
  en_curso: boolean;
  ultima_correcta: string | null;
  ultimo_fallo: BackupFailure | null;
  copias: BackupFile[];
}

/** What respaldo/crear answers that the page uses. */
export interface CreatedBackup {
  nombre: string;
  bytes: number;
}

export const BACKUP_TEXT = {
  title: 'Copias de seguridad',
  createNow: 'Hacer una copia ahora',
  creating: 'Haciendo la copia de seguridad…',
  running: 'Se está haciendo una copia de seguridad: espere a que termine.',
  download: 'Descargar',
  empty: 'Todavía no hay copias de seguridad.',
  noSchedule: 'Sin copias programadas: configure BACKUP_DIR en el servidor',
  noSuccess: 'Última copia correcta: ninguna',
  readFailed: 'No se pudo leer la lista de copias de seguridad',
  createFailed: 'No se pudo hacer la copia de seguridad',
  columns: { fecha: 'Fecha', nombre: 'Archivo', tamano: 'Tamaño', estado: 'Estado', acciones: 'Acciones' },
} as const;

const STATES: Record<string, string> = { completa: 'Completa' };

/** A number with a decimal comma and '.' between thousands: 1234.5 → '1.234,5'. */
function decimalComma(value: number, decimals: number): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/**
 * '224,3 MB' (1 MB = 1,000,000 bytes, as the server's log line counts them); under a tenth of a MB,
 * whole kilobytes ('57 KB'), where one decimal of MB would read '0,0 MB'.
 */
export function formatBackupSize(bytes: number): string {
  if (bytes < 100_000) return `${Math.round(bytes / 1000)} KB`;
  return `${decimalComma(bytes / 1e6, 1)} MB`;
}

/** 'dd/mm/aaaa hh:mm' (24 h) of an ISO instant on the school's time zone; the text itself if it is no date. */
export function formatBackupDate(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const p = zoneParts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** 'Programadas cada 24 h; se conservan 14', or why there are none. */
export function scheduleText(programacion: BackupList['programacion']): string {
  if (!programacion) return BACKUP_TEXT.noSchedule;
  return `Programadas cada ${decimalComma(programacion.cada_horas, Number.isInteger(programacion.cada_horas) ? 0 : 1)} h; se conservan ${programacion.conservar}`;
}

export function lastSuccessText(iso: string | null, timeZone: string): string {
  return iso ? `Última copia correcta: ${formatBackupDate(iso, timeZone)}` : BACKUP_TEXT.noSuccess;
}

export function failureText(failure: BackupFailure, timeZone: string): string {
  return `La última copia falló el ${formatBackupDate(failure.fecha, timeZone)}: ${failure.mensaje}`;
}

/** The notification after 'Hacer una copia ahora'. */
export function createdText(created: CreatedBackup): string {
  return `Copia de seguridad creada: ${created.nombre} (${formatBackupSize(created.bytes)})`;
}

/** A refusal's Spanish message (the server's, as the dataProvider's HttpError carries it), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** 'completa' → 'Completa'; a state this page does not know yet, as the server wrote it. */
export function stateLabel(estado: string): string {
  return STATES[estado] ?? estado;
}
