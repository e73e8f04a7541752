// One part of the zip read as XML events, streamed: inflated chunk → decoded text → saxes (strict,
// non-validating, expands no entity but the five predefined ones). Any DOCTYPE is refused: no
// spreadsheet writer makes one, and it is where entity declarations (billion laughs, XXE) live.
import { SaxesParser } from 'saxes';
import { WORKBOOK_MESSAGES, WorkbookError } from './types';
import { rootScope, scopeOf, type Scope, type XmlTag } from './xmlNames';
import type { ZipArchive } from './zipArchive';

export interface XmlHandlers {
  open?(tag: XmlTag): void;
  close?(tag: XmlTag): void;
  text?(text: string): void;
}

/** Thrown by a handler once it has what it needs: the rest of the part is neither inflated nor parsed. */
const STOP = Symbol('stop reading');
export function stopReading(): never {
  throw STOP;
}

/** The text decoder a part's first bytes ask for (XML parts may be UTF-16, with a byte order mark). */
function decoderFor(first: Uint8Array): TextDecoder {
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le');
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be');
  return new TextDecoder('utf-8');
}

export function readXml(archive: ZipArchive, name: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const scopes: Scope[] = [rootScope()];
  // Tag names repeat: each is split into prefix and local name once.
  const names = new Map<string, [prefix: string, local: string]>();
  parser.on('doctype', () => {
    throw new WorkbookError(WORKBOOK_MESSAGES.declarations);
  });
  parser.on('error', () => {
    throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
  });
  parser.on('opentag', (plain) => {
    const tag = plain as XmlTag;
    const parent = scopes[scopes.length - 1];
    tag.scope = scopeOf(plain, parent);
    tag.declares = tag.scope !== parent;
    if (tag.declares) scopes.push(tag.scope);
    let split = names.get(tag.name);
    if (!split) {
      const colon = tag.name.indexOf(':');
      split = colon < 0 ? ['', tag.name] : [tag.name.slice(0, colon), tag.name.slice(colon + 1)];
      names.set(tag.name, split);
    }
    tag.local = split[1];
    tag.uri = tag.scope.uriOf.get(split[0]) ?? '';
    handlers.open?.(tag);
  });
  parser.on('closetag', (plain) => {
    const tag = plain as XmlTag;
    if (tag.declares) scopes.pop();
    handlers.close?.(tag);
  });
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  let decoder: TextDecoder | undefined;
  try {
    archive.stream(name, (chunk) => {
      decoder ??= decoderFor(chunk);
      parser.write(decoder.decode(chunk, { stream: true }));
    });
    if (!decoder) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error !== STOP) throw error;
  }
}

/**
 * Reads the prolog (up to the root element) of every XML part, those the reader never opens
 * included: a DOCTYPE in any of them refuses the file. A part that is no XML is left to whoever reads it.
 */
export function refuseDeclarations(archive: ZipArchive): void {
  for (const name of archive.names()) {
    const lower = name.toLowerCase();
    if (!lower.endsWith('.xml') && !lower.endsWith('.rels')) continue;
    try {
      readXml(archive, name, { open: stopReading });
    } catch (error) {
      if (!(error instanceof WorkbookError) || error.message !== WORKBOOK_MESSAGES.notWorkbook) throw error;
    }
  }
}

/** A whole part's text (mimetype, which is no XML). */
export function readText(archive: ZipArchive, name: string): string {
  return new TextDecoder('utf-8').decode(archive.read(name));
}
