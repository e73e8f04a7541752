// Colour contrast by WCAG 2.2's definitions (relative luminance, contrast ratio; docs/interface.md
// 'Accessibility'), and the one rule the app uses to write on a colour it does not choose itself
// (a class type's colour comes from the data): white when white reaches AA, black otherwise.
// Pure: the theme, the board, the home cells and their unit test read it.

/** AA minimums: normal text 4.5:1; large text and the boundaries of UI components 3:1 (SC 1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

export type Rgba = readonly [red: number, green: number, blue: number, alpha: number];

const WHITE: Rgba = [255, 255, 255, 1];

/** '#rgb', '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)' (the forms MUI's palette uses); null for anything else. */
export function parseColour(css: string): Rgba | null {
  const text = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : [hex[1].slice(0, 2), hex[1].slice(2, 4), hex[1].slice(4, 6)];
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return [r, g, b, 1];
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/.exec(text);
  if (!fn) return null;
  const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number);
  const a = fn[4] === undefined ? 1 : Number(fn[4]);
  if ([r, g, b].some((c) => c > 255) || a > 1) return null;
  return [r, g, b, a];
}

function parsed(css: string): Rgba {
  const colour = parseColour(css);
  if (!colour) throw new Error(`Color no reconocido: ${css}`);
  return colour;
}

/** A translucent colour as seen over an opaque one (how a browser paints rgba text on a background). */
export function over(top: Rgba, below: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => Math.round(top[i] * top[3] + below[i] * (1 - top[3]));
  return [mix(0), mix(1), mix(2), 1];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2's relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: Rgba): number {
  return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2]);
}

/**
 * The contrast ratio (1 to 21) of a text or mark colour on a background: a translucent foreground is
 * first painted over the background, a translucent background over white (the page's paper).
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = over(parsed(background), WHITE);
  const fg = over(parsed(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour for a background the data chooses: white when it reaches AA on it, black otherwise (one of them always does). */
export function readableText(background: string): '#fff' | '#000' {
  return contrastRatio('#fff', background) >= AA_TEXT ? '#fff' : '#000';
}

/** A chip on a data colour (a class type's): that colour, its text readable on it; nothing when the data has no colour. */
export function paintOn(colour: string | undefined): { bgcolor?: string; color?: string } {
  return colour && parseColour(colour) ? { bgcolor: colour, color: readableText(colour) } : {};
}

/** The blocking overlay's shade: its white text reads at 5.7:1 even over a white page (MUI's 50 % black gives 4.0:1). */
export const OVERLAY_SHADE = 'rgba(0, 0, 0, 0.6)';
