// The browser's own cleaning of rich text before it is shown: DOMPurify with the same allow-list the
// server stores with (core/engine/richText.ts), so a value that got into the table some other way (an
// old row, a hand-made INSERT) still never runs a script in the page.
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_CONTENT, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../core/engine/richText';

const LINK_REL = 'noopener noreferrer';

/** The allowed schemes, or a relative address (no scheme before the first '/', '?' or '#'). */
const ALLOWED_URI = new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

let purifier: ReturnType<typeof DOMPurify> | undefined;

// An instance of our own: its hooks never touch another user of DOMPurify's shared one.
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  // DOMPurify's attribute list is global; the allow-list is per tag (href only on <a>).
  created.addHook('uponSanitizeAttribute', (node, data) => {
    if (!(RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? []).includes(data.attrName)) data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', LINK_REL);
  });
  purifier = created;
  return created;
}

/** The HTML with only the allowed tags, attributes and link schemes. */
export function purifyRichText(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_CONTENTS: [...RICH_TEXT_DROPPED_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
