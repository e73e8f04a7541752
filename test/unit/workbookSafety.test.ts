// src/bulk/workbook refuses, whole and with a Spanish message, what it must not or cannot read:
// files that are no workbook, old .xls, password-protected workbooks, zip bombs, XML declarations
// (billion laughs, external entities), sheets past the limits; and file data never reaches an
// object's prototype.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../src/bulk/workbook/readWorkbook';
import { WORKBOOK_MESSAGES as M } from '../../src/bulk/workbook/types';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

const sheetXml = (rows: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A small valid .xlsx whose parts may be replaced or added. */
function xlsx(overrides: Record<string, string> = {}): Uint8Array {
  const parts: Record<string, string> = {
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>hola</t></si></sst>`,
    'xl/worksheets/sheet1.xml': sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
    ...overrides,
  };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])));
}

const ODS_NS = 'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
const ods = (body: string, prolog = ''): Uint8Array =>
  zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'content.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>${prolog}<office:document-content ${ODS_NS}><office:body><office:spreadsheet>${body}</office:spreadsheet></office:body></office:document-content>`),
  } satisfies Zippable);

const refusal = (bytes: Uint8Array, name = 'archivo.xlsx'): string => {
  try {
    readWorkbook(bytes, name);
  } catch (error) {
    return (error as Error).message;
  }
  return 'leído';
};

/** The central directory record of an entry (its offset), found by name. */
function centralRecord(bytes: Uint8Array, name: string): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const encoded = strToU8(name);
  for (let at = 0; at + 46 < bytes.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50 || view.getUint16(at + 28, true) !== encoded.length) continue;
    if (encoded.every((byte, i) => bytes[at + 46 + i] === byte)) return at;
  }
  throw new Error(`sin ${name}`);
}

/** Sets the uncompressed size an entry declares (central directory and local header). */
function declareSize(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = centralRecord(bytes, name);
  view.setUint32(at + 24, size, true);
  view.setUint32(view.getUint32(at + 42, true) + 22, size, true);
  return bytes;
}

/** Overwrites the start of an entry's compressed data. */
function corrupt(bytes: Uint8Array, name: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = view.getUint32(centralRecord(bytes, name) + 42, true);
  const data = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  bytes.fill(0xff, data, data + 8);
  return bytes;
}

/** Renames entries byte for byte (to names a zip writer keeping them in an object would choke on). */
function renameEntries(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const [source, target] = [strToU8(from), strToU8(to)];
  for (let at = 0; at + source.length <= bytes.length; at += 1) {
    if (source.every((byte, i) => bytes[at + i] === byte)) bytes.set(target, at);
  }
  return bytes;
}

/** A compound (OLE) file: its header, then one directory sector with the given stream names. */
function oleFile(streams: string[]): Uint8Array {
  const bytes = new Uint8Array(512 + 512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  ['Root Entry', ...streams].forEach((name, i) => {
    const at = 512 + i * 128;
    for (let c = 0; c < name.length; c += 1) bytes[at + c * 2] = name.charCodeAt(c);
    bytes[at + 64] = (name.length + 1) * 2;
    bytes[at + 66] = i === 0 ? 5 : 2;
  });
  return bytes;
}

describe('readWorkbook refuses what is no workbook', () => {
  it.each([
    ['a CSV', strToU8('nombre;documento\nJosé;00123\n'), 'datos.xlsx'],
    ['an empty file', new Uint8Array(0), 'vacío.xlsx'],
    ['a PDF', strToU8('%PDF-1.7\n%âãÏÓ\n'), 'carta.ods'],
    ['a .docx', zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document xmlns:w="urn:w"/>') }), 'carta.xlsx'],
    ['an .odt', zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<a/>') }), 'carta.ods'],
    ['a truncated zip', xlsx().subarray(0, 200), 'corto.xlsx'],
  ])('%s', (_what, bytes, name) => {
    expect(refusal(bytes, name)).toBe(M.notWorkbook);
  });

  it('an old .xls (an OLE compound file) says to save it as .xlsx or .csv', () => {
    expect(refusal(oleFile(['Workbook', '\u0005SummaryInformation']), 'notas.xls')).toBe(M.xls);
    expect(refusal(oleFile(['Workbook']), 'renombrado.xlsx')).toBe(M.xls);
  });

  it('a password-protected workbook (an OLE file with EncryptedPackage) says to remove the password', () => {
    expect(refusal(oleFile(['EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']), 'protegido.xlsx')).toBe(M.encrypted);
  });

  it('a binary workbook (.xlsb) says to save it as .xlsx', () => {
    const xlsb = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.bin': new Uint8Array(8) });
    expect(refusal(xlsb, 'libro.xlsb')).toBe(M.xlsb);
  });
});

describe('readWorkbook refuses zip bombs', () => {
  it('entries declaring more than 300 MB in all, before inflating anything', () => {
    const bytes = declareSize(xlsx({ 'xl/media/image1.xml': '<a/>' }), 'xl/media/image1.xml', 301 * 1024 * 1024);
    expect(refusal(bytes)).toBe(M.inflatedTooLarge);
  });

  it('an entry inflating to more than it declares (8 MB of zeros declared as 1 KB)', () => {
    const sheet = new Uint8Array(8 * 1024 * 1024);
    sheet.set(strToU8(`<worksheet xmlns="${MAIN}"><sheetData>`));
    const bytes = declareSize(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': [sheet, { level: 9 }] }), 'xl/workbook.xml', 1024);
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(refusal(bytes)).toBe(M.damaged);
  });

  it('a deflate stream that is broken', () => {
    expect(refusal(corrupt(xlsx(), 'xl/worksheets/sheet1.xml'))).toBe(M.damaged);
  });
});

describe('readWorkbook refuses XML declarations', () => {
  const laughs = '<!DOCTYPE sst [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>';

  it('billion laughs in the shared strings', () => {
    expect(refusal(xlsx({ 'xl/sharedStrings.xml': `<?xml version="1.0"?>${laughs}<sst xmlns="${MAIN}"><si><t>&lol3;</t></si></sst>` }))).toBe(M.declarations);
  });

  it('an external entity in the sheet', () => {
    const sheet = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>`;
    expect(refusal(xlsx({ 'xl/worksheets/sheet1.xml': sheet }))).toBe(M.declarations);
  });

  it('a DOCTYPE in a part the reader never opens (docProps/app.xml)', () => {
    expect(refusal(xlsx({ 'docProps/app.xml': `<?xml version="1.0"?><!-- comentario --><!DOCTYPE Properties [<!ENTITY a "b">]><Properties/>` }))).toBe(M.declarations);
  });

  it("in an .ods's content.xml", () => {
    expect(refusal(ods('<table:table table:name="Hoja1"/>', '<!DOCTYPE office:document-content [<!ENTITY a "b">]>'), 'a.ods')).toBe(M.declarations);
  });

  it('an undeclared entity is no text of the file', () => {
    expect(refusal(xlsx({ 'xl/sharedStrings.xml': `<sst xmlns="${MAIN}"><si><t>&nbsp;</t></si></sst>` }))).toBe(M.notWorkbook);
  });
});

describe('readWorkbook refuses sheets past the limits, whole', () => {
  it('more than 200,000 rows (.xlsx)', () => {
    expect(refusal(xlsx({ 'xl/worksheets/sheet1.xml': sheetXml('<row r="200001"><c r="A200001"><v>1</v></c></row>') }))).toBe(M.tooManyRows);
    const exactly = readWorkbook(xlsx({ 'xl/worksheets/sheet1.xml': sheetXml('<row r="200000"><c r="B200000"><v>1</v></c></row>') }), 'a.xlsx');
    expect(exactly.rows).toHaveLength(200_000);
    expect(exactly.rows[199_999]).toEqual([null, 1]);
  });

  it('more than 200,000 rows (.ods, a non-empty row repeated)', () => {
    const body = `<table:table table:name="Hoja1"><table:table-row table:number-rows-repeated="300000"><table:table-cell office:value-type="float" office:value="1"/></table:table-row></table:table>`;
    expect(refusal(ods(body), 'a.ods')).toBe(M.tooManyRows);
  });

  it('a value after a million repeated empty rows (.ods)', () => {
    const body = `<table:table table:name="Hoja1"><table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384"/></table:table-row><table:table-row><table:table-cell office:value-type="string"><text:p>fin</text:p></table:table-cell></table:table-row></table:table>`;
    expect(refusal(ods(body), 'a.ods')).toBe(M.tooManyRows);
  });

  it('a non-empty cell repeated past column 16,384, or a space repeated a billion times', () => {
    const wide = `<table:table table:name="Hoja1"><table:table-row><table:table-cell table:number-columns-repeated="1000000000" office:value-type="float" office:value="1"/></table:table-row></table:table>`;
    expect(refusal(ods(wide), 'a.ods')).toBe(M.tooManyColumns);
    const spaces = `<table:table table:name="Hoja1"><table:table-row><table:table-cell office:value-type="string"><text:p><text:s text:c="1000000000"/></text:p></table:table-cell></table:table-row></table:table>`;
    expect(refusal(ods(spaces), 'a.ods')).toBe(M.notWorkbook);
  });

  it('more than 10,000,000 cells (a value in column XFD of 700 rows)', () => {
    const rows = Array.from({ length: 700 }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`).join('');
    expect(refusal(xlsx({ 'xl/worksheets/sheet1.xml': sheetXml(rows) }))).toBe(M.tooManyCells);
  });
});

describe('readWorkbook keeps file data away from prototypes', () => {
  it('__proto__, constructor and prototype as sheet, relationship, style, string and entry names', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const table = readWorkbook(
      renameEntries(xlsx({
        'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="__proto__" sheetId="1" r:id="__proto__"/></sheets></workbook>`,
        'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PKG}"><Relationship Id="constructor" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="__proto__" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        'xl/sharedStrings.xml': `<sst xmlns="${MAIN}"><si><t>__proto__</t></si><si><t>constructor</t></si><si><t>prototype</t></si></sst>`,
        'xl/worksheets/sheet1.xml': sheetXml('<row r="1" __proto__="x"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s" constructor="y"><v>2</v></c></row>'),
        __proto0_: '<polluted/>',
        constructor: '<a/>',
      }), '__proto0_', '__proto__'),
      'a.xlsx',
    );
    expect(table).toEqual({ sheetName: '__proto__', rows: [['__proto__', 'constructor', 'prototype']] });
    const body = `<table:table table:name="__proto__" table:style-name="__proto__"><table:table-row><table:table-cell office:value-type="string"><text:p>constructor</text:p></table:table-cell></table:table-row></table:table>`;
    expect(readWorkbook(ods(body), 'a.ods')).toEqual({ sheetName: '__proto__', rows: [['constructor']] });
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
