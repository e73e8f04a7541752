// The CSV template an import page offers: one header row with the columns' human titles (their
// labels), in the order the import expects, which parseCsvFile reads back as a header. A label that
// would name two columns falls back to the column's own name, so the header stays unambiguous.
import Papa from 'papaparse';
import { foldText } from '../../core/engine/foldText';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { bulkColumns } from './rows';

export interface CsvTemplate {
  fileName: string;
  /** The file's text: a byte-order mark (so Excel reads the accents) and the header line. */
  text: string;
}

/** The header titles of the declaration's bulk columns: each column's label unless another column already answers to it. */
export function templateTitles(decl: ResourceDeclaration): string[] {
  const columns = bulkColumns(decl);
  const labels = columns.map((column) => fieldOf(decl, column).label);
  return columns.map((column, i) => {
    const folded = foldText(labels[i]);
    const clash = columns.some((other, j) => j !== i && (foldText(labels[j]) === folded || foldText(other) === folded));
    return clash ? column : labels[i];
  });
}

/** A template from titles: one CSV line, quoted where a title needs it. */
export function templateText(titles: readonly string[]): string {
  return `\uFEFF${Papa.unparse([titles as string[]], { newline: '\r\n' })}\r\n`;
}

export function csvTemplate(decl: ResourceDeclaration): CsvTemplate {
  return { fileName: `plantilla-${decl.name}.csv`, text: templateText(templateTitles(decl)) };
}
