// The XML parts of a one-sheet .xlsx (Office Open XML, SpreadsheetML) and the cells of its sheet:
// text through a bounded shared-string table (SharedStrings), numbers as numeric cells, dates as
// date serials in a dd/mm/yyyy style, the header in bold. Text is XML-escaped and stripped of what
// XML 1.0 cannot carry. Cells name their position only after a gap (an empty cell is left out): the
// XML is what the deflater pays for.
import { type CellValue, sheetCell } from '../../core/engine/export/cells';

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

/** A cell's text as stored: cut at Excel's limit, XML-escaped. */
function storedText(text: string): string {
  return xmlText(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
}

/** `<t>` keeps leading and trailing spaces only when told to. */
function textElement(text: string): string {
  const space = text !== '' && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32) ? ' xml:space="preserve"' : '';
  return `<t${space}>${text}</t>`;
}

/** Texts at most this long may be shared: codes, names, dates, Sí/No — what repeats down a column. */
const SHARED_TEXT_MAX = 100;
/** Distinct texts the table holds at most (a few MB): later new texts are written inline. */
const SHARED_STRINGS_MAX = 50_000;
/** After this many texts of a column, one that repeated less than half the time goes inline. */
const COLUMN_TRIAL = 1000;

/**
 * The workbook's shared-string table, filled while the sheet is written and written after it (the
 * zip's entries may come in any order). A value repeated down a column (a sede, a course, Sí/No, a
 * date) is stored once and each cell holds its index. Bounded: a column of mostly unique texts
 * (names, e-mails) stops using the table after its trial, so neither memory nor lookups grow.
 */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly texts: string[] = [];
  /** Per column: [texts seen, texts already in the table], or null once the column goes inline. */
  private readonly columns: ([number, number] | null)[] = [];

  /** The index of `text` (already XML-escaped) in column `column`, added if there is room; null when it goes inline. */
  indexOf(text: string, column: number): number | null {
    let trial = this.columns[column];
    if (trial === null) return null;
    if (trial === undefined) this.columns[column] = trial = [0, 0];
    if (text.length > SHARED_TEXT_MAX) return null;
    trial[0]++;
    const known = this.indexes.get(text);
    if (known !== undefined) {
      trial[1]++;
      return known;
    }
    if (trial[0] >= COLUMN_TRIAL && trial[1] * 2 < trial[0]) this.columns[column] = null;
    if (this.texts.length >= SHARED_STRINGS_MAX) return null;
    this.indexes.set(text, this.texts.length);
    this.texts.push(text);
    return this.texts.length - 1;
  }

  xml(): string {
    let items = '';
    for (const text of this.texts) items += `<si>${textElement(text)}</si>`;
    return `${DECLARATION}<sst xmlns="${MAIN}" uniqueCount="${this.texts.length}">${items}</sst>`;
  }
}

/** One cell; empty cells are left out. `ref` (A1, B7…) is given only after such a gap. */
export function cellXml(ref: string | null, value: CellValue, style = 0, shared?: SharedStrings, column = 0): string {
  const cell = sheetCell(value);
  if (cell === null) return '';
  const at = ref ? ` r="${ref}"` : '';
  if (typeof cell === 'object') return `<c${at} s="${cell.time ? STYLE.dateTime : STYLE.date}"><v>${cell.serial}</v></c>`;
  const s = style ? ` s="${style}"` : '';
  if (typeof cell === 'number') return `<c${at}${s}><v>${cell}</v></c>`;
  // A text cell is never evaluated: written as it is (no apostrophe against formulas, as CSV needs).
  const text = storedText(cell);
  const index = shared?.indexOf(text, column) ?? null;
  if (index !== null) return `<c${at}${s} t="s"><v>${index}</v></c>`;
  return `<c${at}${s} t="inlineStr"><is>${textElement(text)}</is></c>`;
}

/** A row of the sheet (`number` from 1); `letters` are the columns' letters, computed once per sheet. */
export function rowXml(number: number, letters: readonly string[], values: readonly CellValue[], style = 0, shared?: SharedStrings): string {
  let cells = '';
  let gap = false;
  for (let i = 0; i < values.length; i++) {
    const cell = cellXml(gap ? `${letters[i]}${number}` : null, values[i], style, shared, i);
    gap = cell === '';
    cells += cell;
  }
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
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
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
  `<Relationship Id="rId3" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

/** The cell styles (cellXfs) of STYLES, by index. */
export const STYLE = { normal: 0, header: 1, date: 2, dateTime: 3 } as const;

// Custom formats (ids from 164): the built-in date one (14) follows the reader's locale (m/d/yyyy in
// an English Excel); these read dd/mm/yyyy everywhere, as the app writes dates.
const DATE_FORMATS =
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm:ss"/></numFmts>';

/** Style 0: normal; 1: bold (the header); 2: a date; 3: a date and time (STYLE). */
export const STYLES =
  `${DECLARATION}<styleSheet xmlns="${MAIN}">${DATE_FORMATS}` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
