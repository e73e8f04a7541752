// Fitting a text into a width: wrapped at spaces (a word wider than the width broken between its
// characters), shrunk first when the largest size would take too many lines.
import type { PDFFont } from 'pdf-lib';

/** Lines of `text` no wider than `width` at `size`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    // A word alone too wide (a code, a URL): cut it where the width ends.
    for (const char of word) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

export interface Fitted {
  lines: string[];
  size: number;
}

/** At most `limit` lines, the last ending in '…' when some were left out (a value beyond reason, not a page's worth). */
function clamp(fitted: Fitted, font: PDFFont, width: number, limit: number): Fitted {
  if (fitted.lines.length <= limit) return fitted;
  let last = fitted.lines[limit - 1];
  while (last && font.widthOfTextAtSize(`${last}…`, fitted.size) > width) last = Array.from(last).slice(0, -1).join('');
  return { size: fitted.size, lines: [...fitted.lines.slice(0, limit - 1), `${last.trimEnd()}…`] };
}

/**
 * The largest of `sizes` (largest first) whose wrap takes at most `maxLines`; else the smallest,
 * wrapped to at most `limit` lines.
 */
export function fitText(text: string, font: PDFFont, sizes: readonly number[], width: number, maxLines: number, limit = 12): Fitted {
  let fitted: Fitted = { lines: [text], size: sizes[0] };
  for (const size of sizes) {
    fitted = { lines: wrapText(text, font, size, width), size };
    if (fitted.lines.length <= maxLines) break;
  }
  return clamp(fitted, font, width, limit);
}
