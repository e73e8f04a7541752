// How a spreadsheet splits a CSV it opens, for tests: Spanish Excel uses ';' as its list separator,
// so it cuts our comma-separated lines at every ';' and line break. Quotes as Excel reads them: one
// opens a quoted cell only as the cell's first character ("" inside is a quote; what follows the
// closing quote is kept); elsewhere it is a plain character. `quoteAnywhere` models a laxer reader
// whose every quote opens or closes a quoted run.

export function splitCsv(text: string, separator: string, quoteAnywhere = false): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  const endCell = () => {
    record.push(cell);
    cell = '';
    atStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (ch === '"' && (atStart || quoteAnywhere)) {
      quoted = true;
      atStart = false;
    } else if (ch === separator) {
      endCell();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      records.push(record);
      record = [];
    } else {
      cell += ch;
      atStart = false;
    }
  }
  if (cell !== '' || record.length > 0) {
    endCell();
    records.push(record);
  }
  return records;
}

/** A number as a spreadsheet reads one: never a formula, whatever its sign. */
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/** The cells a spreadsheet would run as formulas: starting with = + - @ or a tab, past any spaces (numbers aside). */
export function formulaCells(records: readonly string[][]): string[] {
  return records.flat().filter((cell) => /^[=+\-@\t]/.test(cell.replace(/^ +/, '')) && !NUMBER.test(cell));
}
