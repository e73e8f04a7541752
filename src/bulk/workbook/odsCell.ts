// One ODF table cell's content: its value attributes (office:value-type and the value for it) and
// its text, paragraph by paragraph (<text:p>, joined by '\n'). ODF collapses the white space of the
// XML text itself, so spaces that matter are elements: <text:s text:c="3"/>, <text:tab/>,
// <text:line-break/>. Comments (office:annotation), notes and drawings are not the cell's text.
import { durationCell, isoCell } from './dates';
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError, type WorkbookCell } from './types';
import { nsAttr, type XmlTag } from './xmlNames';

export const ODF = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
} as const;

/** A cell's value from its attributes and text: typed where the attributes say, else its text. */
export function odsValue(tag: XmlTag, text: string): WorkbookCell {
  const attr = (local: string) => nsAttr(tag, ODF.office, local);
  switch (attr('value-type')) {
    case 'float':
    case 'percentage':
    case 'currency': {
      const value = attr('value') ?? '';
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : text;
    }
    case 'date':
      return isoCell(attr('date-value') ?? '') ?? text;
    case 'time':
      return durationCell(attr('time-value') ?? '') ?? text;
    case 'boolean': {
      const value = attr('boolean-value');
      return value === 'true' ? true : value === 'false' ? false : text;
    }
    case 'string':
      return attr('string-value') ?? text;
    default:
      return text;
  }
}

/** Collects a cell's paragraphs from the events between its open and close tags. */
export function cellTextCollector() {
  const paragraphs: string[] = [];
  let text = '';
  let inParagraph = false;
  let skipped = 0; // depth inside an element whose text is not the cell's
  let pendingSpace = false;

  const add = (chunk: string): void => {
    if (pendingSpace) text += ' ';
    pendingSpace = false;
    text += chunk;
  };
  const isSkipped = (tag: XmlTag): boolean =>
    (tag.uri === ODF.office && tag.local === 'annotation') || (tag.uri === ODF.text && tag.local === 'note') || tag.uri === ODF.draw || (tag.uri === ODF.table && tag.local === 'table');
  const isParagraph = (tag: XmlTag): boolean => tag.uri === ODF.text && (tag.local === 'p' || tag.local === 'h');

  return {
    open(tag: XmlTag): void {
      if (skipped > 0 || isSkipped(tag)) skipped += 1;
      else if (!inParagraph && isParagraph(tag)) {
        inParagraph = true;
        text = '';
        pendingSpace = false;
      } else if (inParagraph && tag.uri === ODF.text) {
        if (tag.local === 's') {
          const count = Number(nsAttr(tag, ODF.text, 'c') ?? 1);
          if (!(count <= WORKBOOK_LIMITS.cellText)) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
          add(' '.repeat(Number.isInteger(count) && count > 0 ? count : 1));
        } else if (tag.local === 'tab') add('\t');
        else if (tag.local === 'line-break') add('\n');
      }
    },
    close(tag: XmlTag): void {
      if (skipped > 0) skipped -= 1;
      else if (inParagraph && isParagraph(tag)) {
        inParagraph = false;
        paragraphs.push(text);
      }
    },
    text(chunk: string): void {
      if (skipped > 0 || !inParagraph) return;
      let from = 0;
      for (let i = 0; i <= chunk.length; i += 1) {
        const code = i < chunk.length ? chunk.charCodeAt(i) : 32;
        if (code !== 32 && code !== 9 && code !== 10 && code !== 13) continue;
        if (i > from) add(chunk.slice(from, i));
        if (i < chunk.length) pendingSpace = text !== '';
        from = i + 1;
      }
    },
    /** Starts a new cell. */
    reset(): void {
      paragraphs.length = 0;
      inParagraph = false;
      skipped = 0;
    },
    take: (): string => paragraphs.join('\n'),
  };
}
