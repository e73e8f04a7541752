// Rich text (field type 'richText'): the one allow-list of tags and attributes. The server
// sanitises every value with it before storing (sanitize-html) and the browser again before showing
// it (DOMPurify), so a script or an event handler never reaches a page whatever got into the table.

export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span',
  // Tables: a course e-mail's body lays out grades in one (plantilla_correo).
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

/** Attributes per tag; every other attribute (style, on*, …) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] };

/** Link targets allowed in href. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Default limit of the stored HTML. */
export const RICH_TEXT_MAX_LENGTH = 20000;

/** The text a reader sees (tags removed, entities of spaces folded): a rich text is blank when this is. */
export function richTextPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Disallowed tags dropped with all they contain (any other disallowed tag keeps its text): both sanitisers use it. */
export const RICH_TEXT_DROPPED_CONTENT = [
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noembed', 'noframes',
  'xmp', 'plaintext', 'title', 'head', 'textarea', 'select', 'option', 'svg', 'math', 'audio', 'video',
] as const;
