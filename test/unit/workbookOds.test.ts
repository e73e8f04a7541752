// src/bulk/workbook reading .ods files laid out as LibreOffice Calc (24.x, Spanish) writes them: an
// uncompressed 'mimetype' first, META-INF/manifest.xml, content.xml with its many namespaces,
// automatic styles, and the empty tail repeated to column 1,024 and row 1,048,576.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cellText } from '../../src/bulk/workbook/cellText';
import { readWorkbook } from '../../src/bulk/workbook/readWorkbook';

const MIME = 'application/vnd.oasis.opendocument.spreadsheet';
const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

const manifest = `${DECL}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3" xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"><manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${MIME}"/><manifest:file-entry manifest:full-path="Configurations2/" manifest:media-type="application/vnd.sun.xml.ui.configuration"/><manifest:file-entry manifest:full-path="manifest.rdf" manifest:media-type="application/rdf+xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/></manifest:manifest>`;

const NAMESPACES =
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:css3t="http://www.w3.org/TR/css3-text/" xmlns:grddl="http://www.w3.org/2003/g/data-view#" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xforms="http://www.w3.org/2002/xforms" xmlns:dom="http://www.w3.org/2001/xml-events" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:form="urn:oasis:names:tc:opendocument:xmlns:form:1.0" xmlns:math="http://www.w3.org/1998/Math/MathML" xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:ooo="http://openoffice.org/2004/office" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:ooow="http://openoffice.org/2004/writer" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:drawooo="http://openoffice.org/2010/draw" xmlns:oooc="http://openoffice.org/2004/calc" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" xmlns:tableooo="http://openoffice.org/2009/table" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:dr3d="urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0" xmlns:rpt="http://openoffice.org/2005/report" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" xmlns:field="urn:openoffice:names:experimental:ooo-ms-interop:xmlns:field:1.0" xmlns:formx="urn:openoffice:names:experimental:ooxml-odf-interop:xmlns:form:1.0"';

const automaticStyles = `<office:automatic-styles><style:style style:name="co1" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="0.889in"/></style:style><style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="0.178in" fo:break-before="auto" style:use-optimal-row-height="true"/></style:style><style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style><style:style style:name="ta2" style:family="table" style:master-page-name="Default"><style:table-properties table:display="false" style:writing-mode="lr-tb"/></style:style><number:date-style style:name="N37" number:automatic-order="true"><number:day number:style="long"/><number:text>/</number:text><number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/></number:date-style><number:number-style style:name="N2"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1"/></number:number-style><style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N37"/><style:style style:name="ce2" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N2"/></office:automatic-styles>`;

const str = (text: string) => `<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>${text}</text:p></table:table-cell>`;
const empty = (count: number) => (count === 1 ? '<table:table-cell/>' : `<table:table-cell table:number-columns-repeated="${count}"/>`);
const row = (cells: string, repeat = 1) => `<table:table-row table:style-name="ro1"${repeat > 1 ? ` table:number-rows-repeated="${repeat}"` : ''}>${cells}</table:table-row>`;

/** content.xml around a body (the tables of office:spreadsheet). */
const content = (tables: string) =>
  `${DECL}<office:document-content ${NAMESPACES} office:version="1.3"><office:scripts/><office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="&apos;Liberation Sans&apos;" style:font-family-generic="swiss" style:font-pitch="variable"/></office:font-face-decls>${automaticStyles}<office:body><office:spreadsheet><table:calculation-settings table:automatic-find-labels="false" table:use-regular-expressions="false" table:use-wildcards="true"/>${tables}<table:named-expressions/></office:spreadsheet></office:body></office:document-content>`;

const columns = '<table:table-column table:style-name="co1" table:number-columns-repeated="1024" table:default-cell-style-name="Default"/>';

/** The school's sheet as Calc saves it: 4 data columns, empty to column 1,024 and row 1,048,576. */
const hoja1 = `<table:table table:name="Hoja1" table:style-name="ta1">${columns}${row(str('Nombre') + str('Documento') + str('Horas') + str('Inicio') + empty(1020))}${row(
  `${str('José <text:s text:c="2"/>Peña Núñez')}${str('00123')}<table:table-cell table:style-name="ce2" office:value-type="float" office:value="4.5" calcext:value-type="float"><text:p>4,5</text:p></table:table-cell><table:table-cell table:style-name="ce1" office:value-type="date" office:date-value="2024-05-01" calcext:value-type="date"><text:p>01/05/2024</text:p></table:table-cell>${empty(1020)}`,
)}${row(
  `<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>“Curso” de <text:span text:style-name="T1">inglés</text:span></text:p><text:p>Nivel<text:tab/>B1 <text:a xlink:href="https://aula.example/" xlink:type="simple">web</text:a></text:p></table:table-cell>${empty(1)}<table:table-cell office:value-type="percentage" office:value="0.15" calcext:value-type="percentage"><text:p>15%</text:p></table:table-cell><table:table-cell office:value-type="date" office:date-value="2024-05-01T08:30:00" calcext:value-type="date"><text:p>01/05/2024 08:30</text:p></table:table-cell><table:table-cell office:value-type="boolean" office:boolean-value="true" calcext:value-type="boolean"><text:p>VERDADERO</text:p></table:table-cell>${empty(1019)}`,
)}${row(empty(1024), 2)}${row(
  `${str('Ángela Muñoz')}<table:table-cell table:number-columns-repeated="2"/><table:table-cell office:value-type="currency" office:currency="COP" office:value="150000" calcext:value-type="currency"><text:p>$ 150.000,00</text:p></table:table-cell><table:table-cell office:value-type="time" office:time-value="PT08H30M00S" calcext:value-type="time"><text:p>08:30:00</text:p></table:table-cell><table:table-cell office:value-type="boolean" office:boolean-value="false" calcext:value-type="boolean"><text:p>FALSO</text:p></table:table-cell>${empty(1018)}`,
)}${row(empty(1024), 1048553)}${row(empty(1024))}</table:table>`;

function odsFile(contentXml: string): Uint8Array {
  const parts: Zippable = {
    mimetype: [strToU8(MIME), { level: 0 }],
    'Configurations2/': new Uint8Array(0),
    'manifest.rdf': strToU8(`${DECL}<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>`),
    'meta.xml': strToU8(`${DECL}<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3"><office:meta><meta:generator>LibreOffice/24.2.7.2$Linux_X86_64 LibreOffice_project/420$Build-2</meta:generator></office:meta></office:document-meta>`),
    'settings.xml': strToU8(`${DECL}<office:document-settings xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.3"><office:settings/></office:document-settings>`),
    'content.xml': strToU8(contentXml),
    'styles.xml': strToU8(`${DECL}<office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" office:version="1.3"><office:styles><style:default-style style:family="table-cell"/></office:styles></office:document-styles>`),
    'META-INF/manifest.xml': strToU8(manifest),
  };
  return zipSync(parts);
}

describe('readWorkbook: an .ods as LibreOffice writes it', () => {
  it('reads the first table by value type: strings, floats, dates, percentages, currency, times, booleans', () => {
    const table = readWorkbook(odsFile(content(hoja1)), 'estudiantes.ods');
    expect(table.sheetName).toBe('Hoja1');
    expect(table.rows).toEqual([
      ['Nombre', 'Documento', 'Horas', 'Inicio'],
      ['José   Peña Núñez', '00123', 4.5, { date: '2024-05-01' }],
      ['“Curso” de inglés\nNivel\tB1 web', null, 0.15, { dateTime: '2024-05-01T08:30:00' }, true],
      [],
      [],
      ['Ángela Muñoz', null, null, 150000, { time: '08:30:00' }, false],
    ]);
  });

  it('never materialises the repeated empty tail (1,048,553 rows × 1,024 columns)', () => {
    const table = readWorkbook(odsFile(content(hoja1)), 'estudiantes.ods');
    expect(table.rows).toHaveLength(6);
    expect(Math.max(...table.rows.map((cells) => cells.length))).toBe(6);
  });

  it('gives the text the import reads: 4,5 as 4.5, the date as DD/MM/YYYY', () => {
    const rows = readWorkbook(odsFile(content(hoja1)), 'estudiantes.ods').rows.map((cells) => cells.map(cellText));
    expect(rows[1]).toEqual(['José   Peña Núñez', '00123', '4.5', '01/05/2024']);
    expect(rows[5]).toEqual(['Ángela Muñoz', '', '', '150000', '08:30', 'No']);
  });

  it('expands a repeated non-empty cell or row, and leaves covered (merged) cells and comments out', () => {
    const annotated = `<table:table-cell office:value-type="string" calcext:value-type="string"><office:annotation><dc:creator>Secretaría</dc:creator><text:p>comentario</text:p></office:annotation><text:p>con nota</text:p></table:table-cell>`;
    const merged = `<table:table-cell table:number-columns-spanned="2" table:number-rows-spanned="1" office:value-type="string" calcext:value-type="string"><text:p>unida</text:p></table:table-cell><table:covered-table-cell office:value-type="string" calcext:value-type="string"><text:p>oculta</text:p></table:covered-table-cell>`;
    const sheet = `<table:table table:name="Hoja1" table:style-name="ta1">${columns}${row(`<table:table-cell table:number-columns-repeated="3" office:value-type="float" office:value="1" calcext:value-type="float"><text:p>1</text:p></table:table-cell>${empty(1021)}`, 2)}${row(`${annotated}${merged}${str('fin')}${empty(1020)}`)}</table:table>`;
    expect(readWorkbook(odsFile(content(sheet)), 'a.ods').rows).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      ['con nota', 'unida', null, 'fin'],
    ]);
  });

  it('skips a hidden first sheet and reads no further than the first visible one', () => {
    const hidden = `<table:table table:name="Configuración" table:style-name="ta2">${columns}${row(str('oculta') + empty(1023))}</table:table>`;
    const other = `<table:table table:name="Hoja2" table:style-name="ta1">${row(str('otra'))}</table:table>`;
    const table = readWorkbook(odsFile(content(hidden + hoja1 + other)), 'a.ods');
    expect(table.sheetName).toBe('Hoja1');
    expect(table.rows[0][0]).toBe('Nombre');
  });

  it('collapses the white space of the XML text itself, as ODF says (spaces that count are <text:s/>)', () => {
    const sheet = `<table:table table:name="Hoja1">${row(`<table:table-cell office:value-type="string">\n  <text:p>\n    dos   palabras\n  </text:p>\n</table:table-cell><table:table-cell office:value-type="string"><text:p><text:s/>inicio y fin<text:s/></text:p></table:table-cell><table:table-cell><text:p>sin tipo</text:p></table:table-cell>`)}</table:table>`;
    expect(readWorkbook(odsFile(content(sheet)), 'a.ods').rows).toEqual([['dos palabras', ' inicio y fin ', 'sin tipo']]);
  });
});
