// Any file a person hands an import, as rows of text cells: a text file (CSV, TXT, TSV) decoded whole
// and split by its separator, or a workbook's (.xlsx, .ods) first sheet with its cells written as the
// import reads them. The kind is told by the bytes (a zip or an OLE file is a workbook), so a
// workbook saved with a .csv name still reads. Pure and synchronous: table.worker.ts runs it.
import { cellText } from '../workbook/cellText';
import { readWorkbook } from '../workbook/readWorkbook';
import { isOle } from '../workbook/ole';
import { isZip } from '../workbook/zipArchive';
import { parseDelimited } from './delimitedText';
import { isImportFileName, READ_MESSAGES, type ReadOptions, ReadRefusal, type ReadTable, WORKBOOK_NAME } from './readRules';
import { decodeText } from './textEncoding';

export { isImportFileName, READ_MESSAGES, readFailureMessage, type ReadOptions, ReadRefusal, type ReadTable, type TableSource } from './readRules';


export function readTable(bytes: Uint8Array, fileName: string, options: ReadOptions = {}): ReadTable {
  if (!isImportFileName(fileName)) throw new ReadRefusal(READ_MESSAGES.extension);
  if (isZip(bytes) || isOle(bytes) || WORKBOOK_NAME.test(fileName.trim())) {
    const sheet = readWorkbook(bytes, fileName);
    return { rows: sheet.rows.map((row) => row.map(cellText)), source: { kind: 'sheet', sheetName: sheet.sheetName } };
  }
  const decoded = decodeText(bytes, options.encoding);
  const table = parseDelimited(decoded.text, options.separator);
  return {
    rows: table.rows,
    source: { kind: 'text', encoding: decoded.encoding, bom: decoded.bom, separator: table.separator, unclosedQuoteRow: table.unclosedQuoteRow },
  };
}
