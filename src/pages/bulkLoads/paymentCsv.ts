// #/masivos's rules (docs/domain/bulk-payments.md 'Bulk payment update'), pure: the file's rows as the shared reader gives
// them (src/bulk/read: any encoding, separator or workbook); each line `codigo,metodo` (the student's
// id, a payment method's code or name) checked in a fixed order — two fields, a code of digits, a
// method among config/metodos_pago's, case and accents ignored —; a first line `codigo,metodo` is a
// header and skipped; blank lines are skipped; 'Procesar' with any valid or invalid row.
import { MAX_ID } from '../../../core/engine/ids';
import {
  MAX_ERROR_CELL, MAX_PAYMENT_ROWS, methodResolver, PAYMENT_UPDATE_MESSAGES, type PaymentErrorRow, type PaymentMethod, type PaymentUpdateBody,
} from '../../../core/school/paymentUpdate';
import { foldText } from '../../../core/engine/foldText';
import { templateText, type CsvTemplate } from '../../bulk/csvTemplate';

/** A line the server will update: the student's id and the method's code. */
export interface ValidPaymentRow {
  linea: number;
  id: number;
  tipo: string;
}

/** A line refused here, with its raw cells (cut to MAX_ERROR_CELL) and its Spanish message. */
export interface InvalidPaymentRow extends PaymentErrorRow {
  linea: number;
}

export interface PaymentFile {
  valid: ValidPaymentRow[];
  invalid: InvalidPaymentRow[];
  /** The first line was a header (codigo,metodo) and was skipped. */
  header: boolean;
}

/** First cells that make a first line a header: 'codigo', 'código', 'id', 'estudiante' (case and accents ignored). */
const HEADER_CODES = new Set(['codigo', 'id', 'estudiante']);
const DIGITS = /^\d+$/;

/** The page's template: the header line isHeader skips, in the staff's words. */
export const PAYMENT_TEMPLATE: CsvTemplate = { fileName: 'plantilla-pagos.csv', text: templateText(['Código', 'Método de pago']) };

/** The message for a line's cells (exact wording, kept verbatim), or null when the line is valid; `codeOf` reads a method (methodResolver). */
export function lineProblem(cells: readonly string[], codeOf: (text: string) => string | undefined): string | null {
  if (cells.length !== 2) return PAYMENT_UPDATE_MESSAGES.structure;
  const [codigo, metodo] = cells;
  // Digits only; a number no id can be (0, or past the id column's range) is not a valid code either.
  if (!DIGITS.test(codigo) || Number(codigo) < 1 || Number(codigo) > MAX_ID) return PAYMENT_UPDATE_MESSAGES.code;
  if (codeOf(metodo) === undefined) return PAYMENT_UPDATE_MESSAGES.method;
  return null;
}

export function isHeader(cells: readonly string[]): boolean {
  return cells.length === 2 && HEADER_CODES.has(foldText(cells[0]));
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c === '');
const cut = (text: string | undefined) => (text ?? '').slice(0, MAX_ERROR_CELL);

/** Reads the file's rows: every non-blank line, valid or not, with its line number. */
export function readPaymentRows(table: readonly string[][], metodos: readonly PaymentMethod[]): PaymentFile {
  const codeOf = methodResolver(metodos);
  const result: PaymentFile = { valid: [], invalid: [], header: false };
  let first = true;
  table.forEach((raw, index) => {
    // A spreadsheet's trailing empty cells (a row of 'codigo;metodo;;') are no third field.
    const cells = raw.map((c) => c.trim());
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    if (isBlank(cells)) return;
    if (first) {
      first = false;
      if (isHeader(cells)) {
        result.header = true;
        return;
      }
    }
    const linea = index + 1;
    const problem = lineProblem(cells, codeOf);
    if (problem) result.invalid.push({ linea, id: cut(cells[0]), tipo: cut(cells[1]), observaciones: problem });
    else result.valid.push({ linea, id: Number(cells[0]), tipo: codeOf(cells[1])! });
  });
  return result;
}

export const rowCount = (file: PaymentFile): number => file.valid.length + file.invalid.length;

/** 'Procesar' shows when there are valid or invalid rows (and no more than one call takes). */
export function canProcess(file: PaymentFile | null): boolean {
  return file !== null && rowCount(file) > 0 && rowCount(file) <= MAX_PAYMENT_ROWS;
}

/** Why the file cannot be sent as it is, or null. */
export function fileProblem(file: PaymentFile): string | null {
  if (rowCount(file) === 0) return PAYMENT_UPDATE_MESSAGES.empty;
  if (rowCount(file) > MAX_PAYMENT_ROWS) return PAYMENT_UPDATE_MESSAGES.tooMany(MAX_PAYMENT_ROWS);
  return null;
}

/** actualizar_medios_pago's body: the valid lines and the refused ones ({users, usersErrors}). */
export function requestBody(file: PaymentFile): PaymentUpdateBody {
  return {
    users: file.valid.map(({ id, tipo }) => ({ id, tipo })),
    usersErrors: file.invalid.map(({ id, tipo, observaciones }) => ({ id, tipo, observaciones })),
  };
}
