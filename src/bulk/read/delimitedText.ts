// A decoded text file as rows of cells: the separator guessed among comma, semicolon and tab (Excel
// in Spanish writes ';', LibreOffice ',', Excel's 'Texto Unicode' a tab) unless the person chose
// one; quoted cells may hold separators and line breaks; CRLF, LF and CR all end a row.
import Papa from 'papaparse';
import { SEPARATORS, type Separator } from './readRules';

export { SEPARATORS, SEPARATOR_NAMES, type Separator } from './readRules';

export interface DelimitedTable {
  rows: string[][];
  separator: Separator;
  /** 1-based row where a quote opens and never closes (the rest of the file would be one cell), or null. */
  unclosedQuoteRow: number | null;
}

/** Lines looked at to guess the separator. */
const SAMPLE_LINES = 50;

/** How many times `separator` splits `line`, outside quoted text. */
function splits(line: string, separator: Separator): number {
  let count = 0;
  let quoted = false;
  for (const letter of line) {
    if (letter === '"') quoted = !quoted;
    else if (letter === separator && !quoted) count += 1;
  }
  return count;
}

/**
 * The separator of the file's first lines: the one that splits the most of them into the same number
 * of cells. Papaparse's own guess wants every line alike, so a two-column file with one short line
 * (the kind of file #/masivos reads) fell back to the comma; and a Spanish file's decimal commas
 * ('4,5') split fewer lines, and less evenly, than its semicolons.
 */
export function guessSeparator(text: string): Separator {
  const lines = text.split(/\r\n|\n|\r/, SAMPLE_LINES * 4).filter((line) => line.trim() !== '').slice(0, SAMPLE_LINES);
  let best: { separator: Separator; lines: number; cells: number } = { separator: ',', lines: 0, cells: 0 };
  for (const separator of SEPARATORS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = splits(line, separator);
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    for (const [cells, many] of counts) {
      if (many > best.lines || (many === best.lines && cells > best.cells)) best = { separator, lines: many, cells };
    }
  }
  return best.separator;
}

export function parseDelimited(text: string, forced?: Separator): DelimitedTable {
  const separator = forced ?? guessSeparator(text);
  const parsed = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false });
  const quote = parsed.errors.find((error) => error.type === 'Quotes');
  // Papa reads a file's final line break as one more, empty row.
  const rows = parsed.data;
  if (rows.length > 0 && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === '') rows.pop();
  return { rows, separator, unclosedQuoteRow: quote ? (quote.row ?? 0) + 1 : null };
}
