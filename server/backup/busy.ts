// "Another backup is under way": this process' own (service.ts) or, on PostgreSQL, another server
// process' or npm run backup's (the advisory lock pgDump.ts holds). Apart so pgDump.ts and service.ts
// share it without importing each other.

export const BUSY_MESSAGE = 'Ya se está haciendo una copia de seguridad: espere a que termine.';

export class BackupBusyError extends Error {
  constructor() {
    super(BUSY_MESSAGE);
    this.name = 'BackupBusyError';
  }
}
