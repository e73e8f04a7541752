// Bytes of an untrusted workbook → its first sheet. The kind is told by the content, not the name:
// a zip with [Content_Types].xml and an XML workbook part is an .xlsx, a zip whose 'mimetype' says
// so is an .ods, an OLE file is an old .xls or a password-protected workbook; anything else is refused.
// Pure and synchronous: run it in workbook.worker.ts (readWorkbookFile) to keep the page responsive.
import { isOds, readOds } from './ods';
import { isOle, oleRefusal } from './ole';
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError, type WorkbookTable } from './types';
import { readXlsx, workbookPart } from './xlsx';
import { refuseDeclarations } from './xml';
import { isZip, openZip } from './zipArchive';

/**
 * The first sheet of an .xlsx or .ods. `fileName` only words a refusal (.xlsb); it never decides the kind.
 * Throws a WorkbookError (its message for the user) when the file cannot or may not be read.
 */
export function readWorkbook(bytes: Uint8Array, fileName: string): WorkbookTable {
  if (bytes.length > WORKBOOK_LIMITS.fileBytes) throw new WorkbookError(WORKBOOK_MESSAGES.fileTooLarge);
  if (isOle(bytes)) throw new WorkbookError(oleRefusal(bytes));
  if (!isZip(bytes)) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
  const archive = openZip(bytes);
  refuseDeclarations(archive);
  if (isOds(archive)) return readOds(archive);
  const part = workbookPart(archive);
  if (part !== undefined) return readXlsx(archive, part);
  // An .xlsb (binary workbook) is a zip too: say what to do with it.
  if (archive.find('xl/workbook.bin') !== undefined || /\.xlsb$/i.test(fileName.trim())) throw new WorkbookError(WORKBOOK_MESSAGES.xlsb);
  throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
}
