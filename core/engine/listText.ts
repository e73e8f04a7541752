// The one-line texts of the structured field types in list cells: a rich text's words (shortened),
// a JSON list's item count. Pure, used by format.ts displayValue.
import { RICH_TEXT_DROPPED_CONTENT, richTextPlain } from './richText';

/** Characters of a rich text shown in a list cell. */
export const RICH_TEXT_CELL_LENGTH = 80;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

// The stored HTML escapes &, < and > (and may hold numeric entities): a cell shows the characters.
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

// What no reader sees (a script's code, a style sheet) is no part of the summary, whatever got stored.
const DROPPED = new RegExp(`<(${RICH_TEXT_DROPPED_CONTENT.join('|')})\\b[^>]*>[\\s\\S]*?</\\1\\s*>`, 'gi');

/** The visible words of a rich text, cut to `length` characters with an ellipsis. */
export function richTextSummary(html: string, length = RICH_TEXT_CELL_LENGTH): string {
  const text = decodeEntities(richTextPlain(html.replace(DROPPED, ' '))).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** '1 elemento', 'N elementos'. */
export function itemCountText(count: number): string {
  return count === 1 ? '1 elemento' : `${count} elementos`;
}
