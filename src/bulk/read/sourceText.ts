// How the preview says what it read ('Leído como Windows-1252 (Excel), separador «;» (punto y coma)').
import { SEPARATOR_NAMES, type TableSource } from './readRules';
import { ENCODING_NAMES } from './textEncoding';

export function sourceText(source: TableSource): string {
  if (source.kind === 'sheet') return `Leído de la hoja «${source.sheetName}» del libro`;
  return `Leído como ${ENCODING_NAMES[source.encoding]}${source.bom ? ' con BOM' : ''}, separador ${SEPARATOR_NAMES[source.separator]}`;
}
