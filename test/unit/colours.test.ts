// WCAG 2.2 AA colours (docs/interface.md 'Accessibility'): the contrast rule against WCAG's own figures, the
// text chosen for a data colour always reaching 4.5:1, and every pair of text and background the
// app paints from its palette — the theme's colours, the home cells, the board's cards and the class
// types — so a low-contrast pair brought back fails here before axe finds it in the browser.
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { TIPOS_CLASE } from '../../core/school/classTypes';
import { CELL_PALETTE } from '../../src/pages/home/cellPalette';
import { COLOUR_ENTRIES } from '../../src/pages/home/availabilityLegend';
import { TONE_BACKGROUNDS } from '../../src/pages/scheduler/board';
import { AA_TEXT, contrastRatio, OVERLAY_SHADE, paintOn, parseColour, readableText } from '../../src/shell/colours';
import { theme } from '../../src/shell/theme';

const mui = createTheme(theme);

/** A palette path as MUI's sx reads it ('info.dark', 'text.primary'). */
function paletteColour(path: string): string {
  let node: unknown = mui.palette;
  for (const key of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  if (typeof node !== 'string') throw new Error(`La paleta no tiene ${path}`);
  return node;
}

const ratio = (fg: string, bg: string) => Math.round(contrastRatio(fg, bg) * 100) / 100;

describe('contrastRatio', () => {
  it("gives WCAG's figures: 21 for black on white, 1 for a colour on itself, #777 just under AA", () => {
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#fff', '#000')).toBe(21);
    expect(ratio('#1f4e79', '#1f4e79')).toBe(1);
    expect(ratio('#777777', '#ffffff')).toBe(4.48);
    expect(ratio('#767676', '#ffffff')).toBe(4.54);
  });

  it('paints a translucent text over its background first (MUI writes text as rgba)', () => {
    // rgba(0,0,0,0.6) over white is #666666.
    expect(ratio('rgba(0, 0, 0, 0.6)', '#fff')).toBe(ratio('#666666', '#fff'));
  });

  it('reads only the colour forms the palette uses', () => {
    expect(parseColour('#abc')).toEqual([170, 187, 204, 1]);
    expect(parseColour('rgba(0, 0, 0, 0.87)')).toEqual([0, 0, 0, 0.87]);
    expect(parseColour('red')).toBeNull();
    expect(parseColour('#12345')).toBeNull();
    expect(parseColour('rgb(300, 0, 0)')).toBeNull();
  });
});

describe('readableText', () => {
  it('reaches 4.5:1 on every colour (a grid over the RGB cube)', () => {
    const steps = [0, 34, 68, 102, 119, 136, 153, 170, 204, 238, 255];
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (const r of steps) for (const g of steps) for (const b of steps) {
      const bg = `#${hex(r)}${hex(g)}${hex(b)}`;
      expect(contrastRatio(readableText(bg), bg), bg).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps white where white reads, and writes black on the light and the orange types', () => {
    expect(readableText('#1f4e79')).toBe('#fff');
    expect(readableText('#ef6c00')).toBe('#000');
    expect(paintOn(undefined)).toEqual({});
    expect(paintOn('no-es-un-color')).toEqual({});
  });
});

describe('the app palette at AA', () => {
  it("writes every theme colour's text at 4.5:1 (buttons, chips, the scheduler's availability chips)", () => {
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = mui.palette[name];
      expect(ratio(colour.contrastText, colour.main), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('writes body and secondary text at 4.5:1 on the paper and the page', () => {
    for (const bg of [mui.palette.background.paper, mui.palette.background.default]) {
      expect(ratio(mui.palette.text.primary, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(mui.palette.text.secondary, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("paints each home cell (its five colours, the agreed orange kept) and its legend example at 4.5:1", () => {
    for (const [colour, { bg, fg }] of Object.entries(CELL_PALETTE)) {
      expect(ratio(paletteColour(fg), paletteColour(bg)), colour).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(paletteColour(CELL_PALETTE.orange.bg)).toBe('#ed6c02');
    expect(COLOUR_ENTRIES.map((entry) => entry.cell.colour).sort()).toEqual(Object.keys(CELL_PALETTE).sort());
  });

  it("writes a board card's caption, name and pending reason at 4.5:1 on every card tone, a full class's seats on its block", () => {
    const texts = { caption: mui.palette.text.secondary, name: mui.palette.primary.main, reason: mui.palette.warning.dark };
    for (const [tone, bg] of Object.entries(TONE_BACKGROUNDS)) {
      for (const [part, fg] of Object.entries(texts)) expect(ratio(fg, bg), `${part} sobre ${tone}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(ratio(mui.palette.error.main, mui.palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("writes the blocking overlay's white 'Procesando...' at 4.5:1 over any page (its shade over white, the lightest)", () => {
    expect(ratio('#fff', OVERLAY_SHADE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("writes every class type's badge at 4.5:1 on its colour", () => {
    for (const tipo of TIPOS_CLASE) {
      const paint = paintOn(tipo.color);
      expect(paint.bgcolor, tipo.id).toBe(tipo.color);
      expect(contrastRatio(paint.color ?? '', tipo.color), tipo.id).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
