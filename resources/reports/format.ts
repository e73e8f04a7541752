// How report cells read (doc 2 §9): dates DD/MM/YYYY, hours 'h:mm a'; pure, for the pages and the files.

/** 'YYYY-MM-DD' (or an ISO instant) → 'DD/MM/YYYY'; '' for nothing. */
export function displayDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'HH:mm' → 'h:mm a' (a slot's hour as the scheduler writes it); anything else as it came. */
export function displayHour(hora: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora);
  if (!match) return hora;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A person's full name from its parts, skipping the empty ones. */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}
