// How a typed name is compared with the one on record: case, accents and repeated spaces ignored.

/** Lower case, no accents (á → a, ñ → n), single spaces. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
