// The workbook reader (.xlsx, .ods): bytes of an untrusted file → its first visible sheet as typed
// cells, and those cells as the import's text. The page never imports it: src/bulk/read runs it in
// the import's worker, so saxes and fflate stay out of the page's bundle.
export { cellText, numberText } from './cellText';
export { readWorkbook } from './readWorkbook';
export { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError } from './types';
export type { DateCell, TimeCell, WorkbookCell, WorkbookTable } from './types';
