// The documents' typeface: DejaVu Sans (npm dejavu-fonts-ttf), embedded through fontkit as a subset.
// pdf-lib's standard Helvetica only knows WinAnsi: '–', '“ ”', '€' and the like printed as '?'.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  /** Both faces parsed once, to ask which characters they can draw. */
  faces: Font[];
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The text as it can be drawn on one line: NFC, whitespace as single spaces, a character neither face has as '?'. */
  printable(text: string): string;
}

async function loadFontFiles(): Promise<FontFiles> {
  // Resolved through the package, not a relative node_modules path: hoisting and bundling move it.
  const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const [regular, bold] = await Promise.all([readFile(join(dir, 'DejaVuSans.ttf')), readFile(join(dir, 'DejaVuSans-Bold.ttf'))]);
  return { regular, bold, faces: [fontkit.create(regular), fontkit.create(bold)] };
}

let files: Promise<FontFiles> | undefined;

/** The font files, read once per process (a failed read is retried by the next document). */
function fontFiles(): Promise<FontFiles> {
  if (!files) {
    const loading = loadFontFiles();
    loading.catch(() => {
      if (files === loading) files = undefined;
    });
    files = loading;
  }
  return files;
}

export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  const { regular, bold, faces } = await fontFiles();
  pdf.registerFontkit(fontkit);
  const drawable = new Map<number, boolean>();
  const has = (codePoint: number) => {
    let known = drawable.get(codePoint);
    if (known === undefined) {
      known = faces.every((face) => face.hasGlyphForCodePoint(codePoint));
      drawable.set(codePoint, known);
    }
    return known;
  };
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
    printable: (text) => {
      let out = '';
      // for…of walks code points, so an emoji's surrogate pair becomes one '?', not two.
      for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) out += has(char.codePointAt(0) ?? 0) ? char : '?';
      return out;
    },
  };
}
