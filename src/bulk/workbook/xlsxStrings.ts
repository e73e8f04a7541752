// An .xlsx's text: the shared string table (xl/sharedStrings.xml) and the same <t>/<r><t> runs
// inside an inline string (<is>). Phonetic runs (<rPh>, Japanese readings) are not the cell's text.
import { readXml } from './xml';
import type { XmlTag } from './xmlNames';
import type { ZipArchive } from './zipArchive';

/**
 * Excel writes characters XML cannot carry as '_xHHHH_' ('_x000D_' a carriage return) and a literal
 * '_x' as '_x005F_x'. One pass, left to right; the pattern has no nested quantifier.
 */
export function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Collects the text of <t> elements (outside <rPh>) between start() and take(). */
export function richTextCollector() {
  let text = '';
  let inText = false;
  let phonetic = 0;
  return {
    start(): void {
      text = '';
      inText = false;
      phonetic = 0;
    },
    open(tag: XmlTag): void {
      if (tag.local === 'rPh') phonetic += 1;
      else if (tag.local === 't' && phonetic === 0) inText = true;
    },
    close(tag: XmlTag): void {
      if (tag.local === 'rPh') phonetic -= 1;
      else if (tag.local === 't') inText = false;
    },
    text(chunk: string): void {
      if (inText) text += chunk;
    },
    take: (): string => unescapeOoxml(text),
  };
}

/** The shared strings in order (a cell t="s" holds an index into them). */
export function readSharedStrings(archive: ZipArchive, part: string | undefined): string[] {
  const strings: string[] = [];
  if (part === undefined) return strings;
  const runs = richTextCollector();
  let inItem = false;
  readXml(archive, part, {
    open(tag) {
      if (tag.local === 'si') {
        inItem = true;
        runs.start();
      } else if (inItem) runs.open(tag);
    },
    close(tag) {
      if (tag.local === 'si') {
        inItem = false;
        strings.push(runs.take());
      } else if (inItem) runs.close(tag);
    },
    text: (text) => runs.text(text),
  });
  return strings;
}
