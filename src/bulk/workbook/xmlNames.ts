// XML names with their namespaces, resolved here rather than by saxes: its own resolution (xmlns:
// true) allocates an object per attribute and took a third of an .ods's time. Elements get their
// namespace URI and local name; attributes are looked up by (URI, local name) only when asked.
import type { SaxesTagPlain } from 'saxes';

/** The namespaces in scope: by prefix ('' the default), and the prefix of each URI (the last declared). */
export interface Scope {
  uriOf: Map<string, string>;
  prefixOf: Map<string, string>;
  /** URI → local name → qualified name, filled as asked (no string is built per lookup). */
  qnames: Map<string, Map<string, string | undefined>>;
}

const newScope = (uriOf: Map<string, string>, prefixOf: Map<string, string>): Scope => ({ uriOf, prefixOf, qnames: new Map() });

/** A tag with its namespace resolved against the declarations in scope. */
export interface XmlTag extends SaxesTagPlain {
  local: string;
  uri: string;
  scope: Scope;
  /** Whether this tag declared namespaces (its scope ends with it). */
  declares: boolean;
}

/** The scope outside the root element: only the predefined xml prefix. */
export const rootScope = (): Scope => newScope(new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]), new Map());

/** The scope inside `tag`: its parent's, plus what its xmlns attributes declare. */
export function scopeOf(tag: SaxesTagPlain, parent: Scope): Scope {
  let scope: Scope | undefined;
  for (const name in tag.attributes) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    scope ??= newScope(new Map(parent.uriOf), new Map(parent.prefixOf));
    const prefix = name === 'xmlns' ? '' : name.slice(6);
    scope.uriOf.set(prefix, tag.attributes[name]);
    if (prefix !== '') scope.prefixOf.set(tag.attributes[name], prefix);
  }
  return scope ?? parent;
}

/** An attribute without a prefix (OOXML's own: r, t, s, …) by its name. */
export function plainAttr(tag: XmlTag, name: string): string | undefined {
  return tag.attributes[name];
}

/** An attribute in a namespace (ODF's table:…, office:…) by its URI and local name. */
export function nsAttr(tag: XmlTag, uri: string, local: string): string | undefined {
  const { qnames, prefixOf } = tag.scope;
  let byLocal = qnames.get(uri);
  if (!byLocal) qnames.set(uri, (byLocal = new Map()));
  let qname = byLocal.get(local);
  if (qname === undefined && !byLocal.has(local)) {
    const prefix = prefixOf.get(uri);
    qname = prefix === undefined ? undefined : `${prefix}:${local}`;
    byLocal.set(local, qname);
  }
  return qname === undefined ? undefined : tag.attributes[qname];
}

/** An attribute by local name in any namespace whose URI ends with `uriEnd` (OOXML's r:id: transitional and strict URIs differ). */
export function nsAttrEnding(tag: XmlTag, uriEnd: string, local: string): string | undefined {
  for (const name in tag.attributes) {
    const colon = name.indexOf(':');
    if (colon > 0 && name.slice(colon + 1) === local && tag.scope.uriOf.get(name.slice(0, colon))?.endsWith(uriEnd)) return tag.attributes[name];
  }
  return undefined;
}
