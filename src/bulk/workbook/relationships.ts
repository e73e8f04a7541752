// OPC relationships (_rels/*.rels): how an .xlsx says which part is its workbook, its sheets, its
// shared strings and styles. Kept in a Map by Id; targets resolved against the source part's folder.
import { readXml } from './xml';
import { plainAttr } from './xmlNames';
import type { ZipArchive } from './zipArchive';

export interface Relationship {
  id: string;
  /** The type URI; compared by its last segment (transitional and strict OOXML differ before it). */
  type: string;
  /** The target part's zip name (no leading '/'). */
  target: string;
}

/** '/xl/x.xml' or 'xl/x.xml' → its folder ('xl/'); a root part → ''. */
const folderOf = (part: string): string => part.slice(0, part.lastIndexOf('/') + 1);

/** `target` (relative to `fromPart`'s folder, or absolute from the package root) as a zip name. */
export function resolvePart(fromPart: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : folderOf(fromPart) + target;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The .rels part of a part: 'xl/workbook.xml' → 'xl/_rels/workbook.xml.rels'. */
export const relsPartOf = (part: string): string => `${folderOf(part)}_rels/${part.slice(part.lastIndexOf('/') + 1)}.rels`;

/** The relationships of `part` ('' for the package's own), by Id; none when it has no .rels part. */
export function readRelationships(archive: ZipArchive, part: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  const name = archive.find(part === '' ? '_rels/.rels' : relsPartOf(part));
  if (name === undefined) return relationships;
  readXml(archive, name, {
    open(tag) {
      if (tag.local !== 'Relationship') return;
      const id = plainAttr(tag, 'Id');
      const type = plainAttr(tag, 'Type') ?? '';
      const target = plainAttr(tag, 'Target');
      if (id === undefined || target === undefined || plainAttr(tag, 'TargetMode') === 'External') return;
      if (!relationships.has(id)) relationships.set(id, { id, type, target: resolvePart(part, decodeTarget(target)) });
    },
  });
  return relationships;
}

/** A target is a URI: '%20' and the like stand for the characters of the zip name. */
function decodeTarget(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/** The relationship's type, by its last segment ('…/officeDocument' → 'officeDocument'). */
export const typeName = (relationship: Relationship): string => relationship.type.slice(relationship.type.lastIndexOf('/') + 1);

/** The first relationship of a type, in document order. */
export function firstOfType(relationships: Map<string, Relationship>, type: string): Relationship | undefined {
  for (const relationship of relationships.values()) if (typeName(relationship) === type) return relationship;
  return undefined;
}
