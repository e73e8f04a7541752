// What the import and masivo hints say about the columns (issue 43 point 7): each column by its
// label, as the template's header names it (templateTitles), with how a reference, a flag or a date
// may be written — a secretary knows a sede's name, not its id. The words separating the text area's
// fields follow the declaration's separator (the spec: comma; topics: semicolon).
import { lookupOf } from '../../core/engine/lookups';
import { fieldLookup, fieldRules } from '../../core/engine/fields';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { templateTitles } from './csvTemplate';
import { bulkColumns } from './rows';

export interface HintColumn {
  /** The column's title in the template's header: its label. */
  title: string;
  /** How its cell may be written, when that is not plain text: 'nombre o número'. */
  note?: string;
}

/** The text area's separator in words: 'comas', 'punto y coma'. */
export function separatorWords(separator: ',' | ';'): string {
  return separator === ';' ? 'punto y coma' : 'comas';
}

/** How a cell of `source` is written: a reference by its name (or code, or number), a flag, a day. */
export function cellNote(decl: ResourceDeclaration, source: string): string | undefined {
  const field = fieldOf(decl, source);
  const lookup = fieldLookup(field);
  if (lookup) {
    const words = lookupOf(lookup).code ? 'nombre, código o número' : 'nombre o número';
    return fieldRules(field).list ? `${words}; varios separados por punto y coma` : words;
  }
  if (field.type === 'boolean') return 'sí o no';
  if (field.type === 'date') return 'DD/MM/AAAA';
  return undefined;
}

export function hintColumns(decl: ResourceDeclaration): HintColumn[] {
  const titles = templateTitles(decl);
  return bulkColumns(decl).map((source, i) => {
    const note = cellNote(decl, source);
    return note ? { title: titles[i], note } : { title: titles[i] };
  });
}

/** One column as the hint writes it: 'Sede (nombre o número)'. */
export function hintColumnText(column: HintColumn): string {
  return column.note ? `${column.title} (${column.note})` : column.title;
}

/** The sentence before the columns: the text area's line, or a file's row. */
export function hintLead(decl: ResourceDeclaration, textArea: boolean, fileHint: string): string {
  const separator = decl.bulk?.separator ?? ',';
  return textArea
    ? `Un registro por línea, campos separados por ${separatorWords(separator)}, en este orden; o ${fileHint}:`
    : `Una fila por registro: ${fileHint}:`;
}
