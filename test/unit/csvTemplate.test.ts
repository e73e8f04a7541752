// @vitest-environment jsdom
// Issue 25 point 4: every import page offers a CSV template whose header, in human titles, the
// import reads back as its header (each column found, in order), so a file started from it never
// loses a column.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry';
import salones from '../../resources/salones/schema';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { fieldOf } from '../../core/engine/declaration/resource';
import { csvTemplate, templateText, templateTitles } from '../../src/bulk/csvTemplate';
import { parseImportFile } from '../../src/bulk/parseImportFile';
import { bulkColumns } from '../../src/bulk/rows';
import { PAYMENT_TEMPLATE, readPaymentRows } from '../../src/pages/bulkLoads/paymentCsv';
import { readTable } from '../../src/bulk/read/readTable';

const withBulk: ResourceDeclaration[] = RESOURCES.map((entry) => entry.declaration).filter((decl) => decl.bulk !== undefined);
const fileOf = (text: string) => new File([text], 'plantilla.csv', { type: 'text/csv' });

describe('csvTemplate', () => {
  it('covers every resource with an import', () => {
    expect(withBulk.map((decl) => decl.name)).toEqual(expect.arrayContaining(['estudiantes', 'docentes', 'salones']));
  });

  it.each(withBulk.map((decl) => [decl.name, decl] as const))('%s: the header is the labels, read back as the header with a data row after it', async (_name, decl) => {
    const columns = bulkColumns(decl);
    const titles = templateTitles(decl);
    expect(titles).toHaveLength(columns.length);
    // Human titles: the labels, not the column names (unless a label is ambiguous).
    expect(titles.filter((title, i) => title === fieldOf(decl, columns[i]).label).length).toBeGreaterThanOrEqual(columns.length - 1);
    const { text, fileName } = csvTemplate(decl);
    expect(fileName).toBe(`plantilla-${decl.name}.csv`);
    const cells = columns.map((_, i) => `v${i}`);
    const { rows } = await parseImportFile(fileOf(`${text}${cells.join(',')}\r\n`), decl);
    expect(rows).toHaveLength(1);
    expect(rows[0].line).toBe(2);
    expect(rows[0].problem).toBeUndefined();
  });

  it('quotes a title with a comma and starts with a byte-order mark', () => {
    expect(templateText(['Nombre', 'Sede, ciudad'])).toBe('\uFEFFNombre,"Sede, ciudad"\r\n');
  });

  it('rooms: the human titles, in the import order', () => {
    expect(templateTitles(salones)).toEqual(bulkColumns(salones).map((column) => fieldOf(salones, column).label));
    expect(templateTitles(salones)).not.toEqual(bulkColumns(salones));
  });

  it('payments (#/masivos): the template is the header the page skips', () => {
    expect(readPaymentRows(readTable(new TextEncoder().encode(`${PAYMENT_TEMPLATE.text}1024,contado\r\n`), 'pagos.csv').rows, [{ codigo: 'contado', nombre: 'Contado' }])).toMatchObject({ header: true, valid: [{ linea: 2, id: 1024 }] });
  });
});
