// The XML parts of a one-sheet .xlsx (Office Open XML, SpreadsheetML) and the cells of its sheet:
// text as inline strings (no shared-string table to hold in memory), numbers as numeric cells, the
// header in bold (style 1). Text is XML-escaped and stripped of what XML 1.0 cannot carry.
import { cellOf, type CellValue } from '../../resources/export/cells';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters a cell holds at most (Excel's limit): longer text is cut. */
export const MAX_CELL_TEXT = 32_767;

// Control characters XML 1.0 forbids (tab, line feed and carriage return are allowed), the two
// non-characters, and halves of surrogate pairs left alone.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** Anything xmlText would change: most cells hold none, and skip both replacements (the sheet's hot path). */
const NEEDS_CARE = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Text as XML character data: escaped, invalid characters dropped (a carriage return kept as a reference: parsers fold a literal one). */
export function xmlText(text: string): string {
  if (!NEEDS_CARE.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c]);
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not wrapped in apostrophes. */
export function sheetNameOf(name: string): string {
  const clean = name.replace(INVALID_XML, '').replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31).trim();
  return clean === '' ? 'Hoja1' : clean;
}

/** One cell (`ref`: A1, B7…); empty cells are left out. */
export function cellXml(ref: string, value: CellValue, style = 0): string {
  const cell = cellOf(value);
  if (cell === null) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof cell === 'number') return `<c r="${ref}"${s}><v>${cell}</v></c>`;
  const text = xmlText(cell.length > MAX_CELL_TEXT ? cell.slice(0, MAX_CELL_TEXT) : cell);
  const space = text !== '' && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** A row of the sheet (`number` from 1); `letters` are the columns' letters, computed once per sheet. */
export function rowXml(number: number, letters: readonly string[], values: readonly CellValue[], style = 0): string {
  let cells = '';
  for (let i = 0; i < values.length; i++) cells += cellXml(`${letters[i]}${number}`, values[i], style);
  return `<row r="${number}">${cells}</row>`;
}

/** The sheet's opening, up to its first row: the header row frozen. */
export function sheetStart(columnCount: number): string {
  const widths = columnCount > 0 ? `<cols><col min="1" max="${columnCount}" width="18" customWidth="1"/></cols>` : '';
  return (
    `${DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `${widths}<sheetData>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';

export const CONTENT_TYPES =
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

export const ROOT_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

export function workbookXml(sheetName: string): string {
  return (
    `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

export const WORKBOOK_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Style 0: normal; style 1: bold (the header). */
export const STYLES =
  `${DECLARATION}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
