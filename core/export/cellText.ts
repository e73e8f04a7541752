// How dates, instants and rich text read in an exported cell: as the app shows them (DD/MM/YYYY,
// DD/MM/YYYY h:mm:ss a in the school's time zone, a rich text's words). Pure: no Intl state is kept
// per call but the one formatter per zone.
import { formatDay, zoneFormatter } from '../clock';
import { richTextPlain } from '../richText';

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' (or an ISO text starting with it) → 'DD/MM/YYYY'; anything else as it came. */
export function exportDate(value: string): string {
  return formatDay(value) || value;
}

/** An instant as 'DD/MM/YYYY h:mm:ss a' on the wall clock of `timeZone` (the school's); '' when it is no instant. */
export function exportDateTime(value: Date | string, timeZone: string): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return typeof value === 'string' ? value : '';
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hours = Number(parts.hour);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${parts.day}/${parts.month}/${pad(parts.year, 4)} ${hour12}:${parts.minute}:${parts.second} ${hours < 12 ? 'am' : 'pm'}`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A rich text's visible words on one line (tags dropped, entities decoded). */
export function exportPlainText(html: string): string {
  return richTextPlain(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' '))
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
