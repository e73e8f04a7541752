// #/masivos's line rules (docs/domain/bulk-payments.md 'Bulk payment update'): two fields, a code of digits, a known
// method by code or name in any case, the exact messages in their order; a header line and blank
// lines skipped; line numbers kept; the body sent; and the server's own split (repeated codes,
// methods stored as listed).
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_ROWS, methodResolver, PAYMENT_UPDATE_MESSAGES as M, paymentAnswerMessage } from '../../core/school/paymentUpdate';
import { splitPaymentRows } from '../../server/payments/paymentRows';
import { readTable } from '../../src/bulk/read/readTable';
import { canProcess, fileProblem, isHeader, lineProblem, readPaymentRows, requestBody } from '../../src/pages/bulkLoads/paymentCsv';

const METODOS = [
  { codigo: 'contado', nombre: 'Contado' },
  { codigo: 'credito', nombre: 'Crédito' },
  { codigo: 'convenio', nombre: 'Convenio empresarial' },
  { codigo: 'beca', nombre: 'Beca' },
  { codigo: 'empresa', nombre: 'Empresa' },
];
const known = methodResolver(METODOS);
/** The page's reading of a file written as `text` (UTF-8) or as bytes. */
const readPaymentCsv = (text: string | Uint8Array, metodos = METODOS) =>
  readPaymentRows(readTable(typeof text === 'string' ? new TextEncoder().encode(text) : text, 'pagos.csv').rows, metodos);

describe('lineProblem', () => {
  it('gives the spec’s message for each broken line, structure first, then code, then method', () => {
    expect(lineProblem(['1024', 'contado'], known)).toBeNull();
    expect(lineProblem(['1024', 'CONTADO'], known)).toBeNull();
    expect(lineProblem(['1024', 'Beca'], known)).toBeNull();
    expect(lineProblem(['1024'], known)).toBe('Estructura del registro incorrecta');
    expect(lineProblem(['1024', 'contado', ''], known)).toBe('Estructura del registro incorrecta');
    expect(lineProblem(['abc', 'tarjeta', 'x'], known)).toBe('Estructura del registro incorrecta');
    expect(lineProblem(['12a4', 'contado'], known)).toBe('El código no tiene el formato valido');
    expect(lineProblem(['-5', 'contado'], known)).toBe('El código no tiene el formato valido');
    expect(lineProblem(['', 'contado'], known)).toBe('El código no tiene el formato valido');
    expect(lineProblem(['12.5', 'tarjeta'], known)).toBe('El código no tiene el formato valido');
    // Digits, but no id can be that: 0, or past the id column's range.
    expect(lineProblem(['0', 'contado'], known)).toBe('El código no tiene el formato valido');
    expect(lineProblem(['99999999999', 'contado'], known)).toBe('El código no tiene el formato valido');
    expect(lineProblem(['2147483647', 'contado'], known)).toBeNull();
    expect(lineProblem(['1024', 'tarjeta'], known)).toBe('Metodo de pago incorrecto');
    expect(lineProblem(['1024', ''], known)).toBe('Metodo de pago incorrecto');
    expect(lineProblem(['1024', 'tarjeta de crédito'], known)).toBe('Metodo de pago incorrecto');
  });

  it('takes a method by its name as well as its code, case and accents ignored', () => {
    expect(lineProblem(['1024', 'crédito'], known)).toBeNull();
    expect(lineProblem(['1024', 'Convenio Empresarial'], known)).toBeNull();
    expect(known('CREDITO')).toBe('credito');
    expect(known('convenio empresarial')).toBe('convenio');
  });

  it('takes a first line codigo,metodo (any case, accents) as a header only', () => {
    expect(isHeader(['codigo', 'metodo'])).toBe(true);
    expect(isHeader(['Código', 'Método de pago'])).toBe(true);
    expect(isHeader(['ID', 'tipo'])).toBe(true);
    expect(isHeader(['1024', 'contado'])).toBe(false);
    expect(isHeader(['codigo'])).toBe(false);
    expect(isHeader(['nombre', 'metodo'])).toBe(false);
  });
});

describe('readPaymentCsv', () => {
  it('lists valid and refused lines with their line numbers, skipping blank lines and a header', () => {
    const text = '\uFEFFcodigo,metodo\r\n1024, Contado \r\n\r\n12a,beca\r\n7\r\n 33 ,tarjeta\r\n"45","empresa"\r\n   \r\n';
    expect(readPaymentCsv(text, METODOS)).toEqual({
      header: true,
      valid: [
        { linea: 2, id: 1024, tipo: 'contado' },
        { linea: 7, id: 45, tipo: 'empresa' },
      ],
      invalid: [
        { linea: 4, id: '12a', tipo: 'beca', observaciones: M.code },
        { linea: 5, id: '7', tipo: '', observaciones: M.structure },
        { linea: 6, id: '33', tipo: 'tarjeta', observaciones: M.method },
      ],
    });
  });

  it('reads a header-less file from its first line, and a header only on the first line', () => {
    expect(readPaymentCsv('5,beca\ncodigo,metodo\n', METODOS)).toEqual({
      header: false,
      valid: [{ linea: 1, id: 5, tipo: 'beca' }],
      invalid: [{ linea: 2, id: 'codigo', tipo: 'metodo', observaciones: M.code }],
    });
  });

  it('keeps a long broken cell short', () => {
    const { invalid } = readPaymentCsv(`${'9'.repeat(500)}x,beca\n5,beca\n`, METODOS);
    expect(invalid[0].id).toHaveLength(100);
  });

  it('reads the file Excel (Spanish) writes: Windows-1252, semicolons, CRLF, the method by its name', () => {
    // 'Código;Método\r\n1024;Crédito\r\n77;Beca\r\n' as Excel's 'CSV (delimitado por comas)' saves it.
    const bytes = Uint8Array.from([...'C\xf3digo;M\xe9todo\r\n1024;Cr\xe9dito\r\n77;Beca\r\n'].map((c) => c.charCodeAt(0)));
    expect(readPaymentCsv(bytes)).toEqual({ header: true, valid: [{ linea: 2, id: 1024, tipo: 'credito' }, { linea: 3, id: 77, tipo: 'beca' }], invalid: [] });
  });

  it('offers Procesar with valid or invalid rows, and builds actualizar_medios_pago’s body', () => {
    const file = readPaymentCsv('5,BECA\nx,beca\n', METODOS);
    expect(canProcess(file)).toBe(true);
    expect(canProcess(readPaymentCsv('x,y\n', METODOS))).toBe(true);
    expect(canProcess(readPaymentCsv('codigo,metodo\n\n', METODOS))).toBe(false);
    expect(canProcess(null)).toBe(false);
    expect(fileProblem(readPaymentCsv('', METODOS))).toBe(M.empty);
    expect(fileProblem(file)).toBeNull();
    expect(requestBody(file)).toEqual({ users: [{ id: 5, tipo: 'beca' }], usersErrors: [{ id: 'x', tipo: 'beca', observaciones: M.code }] });
  });

  it('refuses a file over the rows one call takes', () => {
    const big = readPaymentCsv(Array.from({ length: MAX_PAYMENT_ROWS + 1 }, (_, i) => `${i + 1},beca`).join('\n'), METODOS);
    expect(canProcess(big)).toBe(false);
    expect(fileProblem(big)).toBe('El archivo supera el máximo de 50.000 registros');
  });

  it('says what happened when nothing was updated, never a success', () => {
    expect(paymentAnswerMessage(2, 0, 1)).toBe('Se ejecutó con exito la acción.');
    expect(paymentAnswerMessage(0, 0, 3)).toBe('No se actualizó ningún estudiante: 3 líneas con errores');
    expect(paymentAnswerMessage(0, 0, 1)).toBe('No se actualizó ningún estudiante: 1 línea con errores');
    expect(paymentAnswerMessage(0, 4, 0)).toBe('No se actualizó ningún estudiante: los 4 ya tenían ese método de pago');
  });
});

describe('splitPaymentRows (server)', () => {
  it('stores the listed code, refuses unknown methods and counts a repeated code once (its last line)', () => {
    const { targets, problems } = splitPaymentRows(
      [
        { id: 5, tipo: 'BECA' },
        { id: 6, tipo: 'tarjeta' },
        { id: 5, tipo: 'Contado' },
        { id: 7, tipo: 'empresa' },
      ],
      [
        { codigo: 'beca', nombre: 'Beca' },
        { codigo: 'contado', nombre: 'Contado' },
        { codigo: 'empresa', nombre: 'Empresa' },
      ],
    );
    expect(targets).toEqual({ ids: [5, 7], tipos: ['contado', 'empresa'] });
    expect(problems).toEqual([M.repeated, M.method, null, null]);
  });
});
