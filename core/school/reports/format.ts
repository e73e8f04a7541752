// How report cells read: dates DD/MM/YYYY and hours 'h:mm a' as everywhere (core/engine/clock.ts
// formatDay, formatHour), and people's names; pure, for the pages and the files.

/** A person's full name from its parts, skipping the empty ones. */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}
