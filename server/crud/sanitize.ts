// Rich text ('richText' fields) is cleaned with the shared allow-list (core/engine/richText.ts) before
// it is stored, whatever sent it (form, API client, bulk line): what the table holds never carries a
// script, an event handler, a style or a javascript: link. The browser cleans it again to show it.
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_CONTENT,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  richTextPlain,
} from '../../core/engine/richText';
import type { ResourceDeclaration, WriteMode } from '../../core/engine/declaration/resource';
import { type Errors, isRequiredIn, MESSAGES } from '../../core/engine/validation';
import type { WriteRow } from './hooksTypes';
import { fieldRules } from '../../core/engine/fields';

/** Links always open without handing the page to the target. */
const LINK_REL = 'noopener noreferrer';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  nonTextTags: [...RICH_TEXT_DROPPED_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }) },
};

/** The HTML with only the allowed tags, attributes and link schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Cleans every rich text value of a validated row in place. A value left without visible text is no
 * value (null), which a required field refuses; the cleaned value must still fit the length limit.
 */
export function sanitizeRichTextValues(decl: ResourceDeclaration, values: WriteRow, mode: WriteMode): Errors {
  const errors: Errors = {};
  for (const field of decl.fields) {
    const value = values[field.source];
    if (!fieldRules(field).html || typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    const maxLength = field.maxLength ?? RICH_TEXT_MAX_LENGTH;
    if (richTextPlain(clean) === '') {
      values[field.source] = null;
      if (isRequiredIn(field, mode)) errors[field.source] = field.requiredMessage ?? MESSAGES.required;
    } else if (clean.length > maxLength) {
      errors[field.source] = MESSAGES.maxLength(maxLength);
    } else {
      values[field.source] = clean;
    }
  }
  return errors;
}
