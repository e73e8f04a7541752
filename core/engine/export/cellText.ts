// How dates, instants and rich text read in an exported cell: as the app shows them (DD/MM/YYYY,
// DD/MM/YYYY h:mm:ss a in the school's time zone, a rich text's words). Pure: no Intl state is kept
// per call but the one formatter per zone.
import { formatDay, zoneParts } from '../clock';
import { richTextPlain } from '../richText';

/** 'YYYY-MM-DD' (or an ISO text starting with it) → 'DD/MM/YYYY'; anything else as it came. */
export function exportDate(value: string): string {
  return formatDay(value) || value;
}

/** An instant's wall clock in `timeZone` (the school's) as 'YYYY-MM-DDTHH:mm:ss'; undefined when it is no instant. */
export function wallClock(value: Date | string, timeZone: string): string | undefined {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  const { year, month, day, hour, minute, second } = zoneParts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** A wall clock 'YYYY-MM-DDTHH:mm:ss' as the app shows it, 'DD/MM/YYYY h:mm:ss a'; '' when it is none. */
export function wallClockText(wall: string): string {
  const match = WALL_CLOCK.exec(wall);
  if (!match) return '';
  const [, year, month, day, hour, minute, second] = match;
  const hours = Number(hour);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day}/${month}/${year} ${hour12}:${minute}:${second} ${hours < 12 ? 'am' : 'pm'}`;
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
