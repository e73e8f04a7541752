// A decoded text file as rows of cells: the separator guessed among comma, semicolon and tab (Excel
// in Spanish writes ';', LibreOffice ',', Excel's 'Texto Unicode' a tab) unless the person chose
// one; quoted cells may hold separators and line breaks; CRLF, LF and CR all end a row.
import Papa from 'papaparse';

export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** How the preview names each separator. */
export const SEPARATOR_NAMES: Record<Separator, string> = { ',': '«,» (coma)', ';': '«;» (punto y coma)', '\t': 'tabulador' };

export interface DelimitedTable {
  rows: string[][];
  separator: Separator;
  /** 1-based row where a quote opens and never closes (the rest of the file would be one cell), or null. */
  unclosedQuoteRow: number | null;
}

const isSeparator = (value: string): value is Separator => (SEPARATORS as readonly string[]).includes(value);

/** The separator of the first rows that have any (blank rows, which papaparse would count as one-cell rows, left out). */
export function guessSeparator(text: string): Separator {
  const guess = Papa.parse<string[]>(text, { delimiter: '', delimitersToGuess: [...SEPARATORS], skipEmptyLines: 'greedy', preview: 20 });
  return isSeparator(guess.meta.delimiter) ? guess.meta.delimiter : ',';
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
