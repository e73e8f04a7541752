// Which cell styles show a number as a date or time: a cell's s="n" is the n-th <xf> of <cellXfs>,
// whose numFmtId is a built-in date format or a custom <numFmt> whose code has date/time letters.
import { readXml } from './xml';
import { plainAttr } from './xmlNames';
import type { ZipArchive } from './zipArchive';

/** Excel's built-in date and time formats (14 short date … 22 date and time; 45–47 minutes and seconds). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const DATE_LETTERS = new Set(['d', 'm', 'y', 'h', 's']);

/**
 * Whether a format code shows a date or time: a d, m, y, h or s outside quoted text ("días"),
 * brackets ([Red], [$€-C0A]; an elapsed [h] counts) and escaped characters (\d, _x, *x).
 */
export function isDateFormat(code: string): boolean {
  for (let i = 0; i < code.length; i += 1) {
    const char = code[i];
    if (char === '"') {
      const end = code.indexOf('"', i + 1);
      if (end < 0) return false;
      i = end;
    } else if (char === '[') {
      const end = code.indexOf(']', i + 1);
      if (end < 0) return false;
      const inside = code.slice(i + 1, end).toLowerCase();
      if (inside !== '' && [...inside].every((letter) => letter === 'h' || letter === 'm' || letter === 's')) return true;
      i = end;
    } else if (char === '\\' || char === '_' || char === '*') {
      i += 1;
    } else if (DATE_LETTERS.has(char.toLowerCase())) {
      return true;
    }
  }
  return false;
}

/** For each cell style index, whether its numbers are dates or times. */
export function readDateStyles(archive: ZipArchive, part: string | undefined): boolean[] {
  if (part === undefined) return [];
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let section = '';
  readXml(archive, part, {
    open(tag) {
      if (tag.local === 'numFmts' || tag.local === 'cellXfs') section = tag.local;
      else if (tag.local === 'numFmt' && section === 'numFmts') {
        const id = Number(plainAttr(tag, 'numFmtId'));
        if (Number.isInteger(id)) customFormats.set(id, plainAttr(tag, 'formatCode') ?? '');
      } else if (tag.local === 'xf' && section === 'cellXfs') styleFormats.push(Number(plainAttr(tag, 'numFmtId') ?? 0));
    },
    close(tag) {
      if (tag.local === section) section = '';
    },
  });
  return styleFormats.map((id) => {
    const custom = customFormats.get(id);
    return custom === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(custom);
  });
}
