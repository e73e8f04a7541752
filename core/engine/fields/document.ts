// 'document': an identity document's number, stored as one writes it once: NFKC (a full-width
// 'ＤＵＰ12345' is 'DUP12345'), without invisible format characters (a zero-width space, a soft
// hyphen) and in upper case — so two ways of typing one document are one value for the unique
// check, the search and the import's match. Migration 039 brought the stored ones to this form.
import { textExample, textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    document: string;
  }
}

/** The document as stored: NFKC, no format character (Unicode category Cf), upper case. */
export function normaliseDocument(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '').toUpperCase();
}

export const document = textualType({ normalise: normaliseDocument, example: (field, n) => normaliseDocument(textExample(field, n)) });
