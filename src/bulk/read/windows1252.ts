// Windows-1252 decoded by hand, as the Encoding Standard maps it: Node's TextDecoder (the tests'
// runtime) reads this label as Latin-1, which turns Excel's € “ ” – into control characters.

/** Code points of bytes 0x80–0x9F; the five bytes the code page leaves undefined keep their own value. */
const HIGH_CONTROL = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

const SLICE = 8192; // String.fromCharCode's argument list stays well under the engine's limit

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes = new Uint16Array(Math.min(bytes.length, SLICE));
  for (let start = 0; start < bytes.length; start += SLICE) {
    const end = Math.min(bytes.length, start + SLICE);
    for (let i = start; i < end; i++) {
      const byte = bytes[i];
      codes[i - start] = byte >= 0x80 && byte < 0xa0 ? HIGH_CONTROL[byte - 0x80] : byte;
    }
    parts.push(String.fromCharCode(...codes.subarray(0, end - start)));
  }
  return parts.join('');
}
