// Wording of bulk-import counts, shared by crear_masivo's answers and the browser's preview so both
// say the same thing and the numbers read well: '1 fila' / '2 filas', lines as '7 y 13'.

/** How many line numbers a message lists before 'y N más'. */
const LISTED_LINES = 10;

export function filas(n: number): string {
  return n === 1 ? '1 fila' : `${n} filas`;
}

/** '7', '7 y 13', '3, 7 y 13'; past ten numbers: '1, 2, …, 10 y 5 más'. */
export function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, LISTED_LINES);
  const rest = lines.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} y ${rest} más`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}`;
}

export const BULK_TEXTS = {
  /** crear_masivo's answer when every line was written. */
  created: (n: number) => (n === 1 ? 'Se creó 1 registro.' : `Se crearon ${n} registros.`),
  /** crear_masivo's answer when some line is bad: nothing was written. */
  rejected: (lines: readonly number[]) => `No se guardó ningún registro: ${filas(lines.length)} con errores (${lineList(lines)}).`,
  /** After importing only the valid rows: the ones left out, so the counts add up. */
  leftOut: (lines: readonly number[]) =>
    lines.length === 1
      ? `No se importó 1 fila con errores (${lineList(lines)}).`
      : `No se importaron ${filas(lines.length)} con errores (${lineList(lines)}).`,
  /** The preview's button that sends only the valid rows. */
  importValid: (n: number) => (n === 1 ? 'Importar solo 1 fila válida' : `Importar solo las ${n} filas válidas`),
} as const;
