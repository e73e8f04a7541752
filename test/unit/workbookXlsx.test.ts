// src/bulk/workbook reading .xlsx files laid out as Excel (Spanish, Colombia) and LibreOffice Calc
// write them (the parts, namespaces and attributes each writer puts), and files made by SheetJS'
// writer. Dates: 2024-05-01 is serial 45413 (1900 system) or 43951 (1904 system).
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { cellText } from '../../src/bulk/workbook/cellText';
import { readWorkbook } from '../../src/bulk/workbook/readWorkbook';

const zip = (parts: Record<string, string>): Uint8Array => zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])));

const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';

const contentTypes = `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;

const excelPackageRels = `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const docProps = {
  'docProps/app.xml': `${DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Hojas de cálculo</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>Hoja1</vt:lpstr></vt:vector></TitlesOfParts><AppVersion>16.0300</AppVersion></Properties>`,
  'docProps/core.xml': `${DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Secretaría Sede Norte</dc:creator><cp:lastModifiedBy>Secretaría Sede Norte</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2024-05-02T14:03:11Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2024-05-02T14:10:45Z</dcterms:modified></cp:coreProperties>`,
};

function excelWorkbook(options: { date1904?: boolean; sheets?: string } = {}): string {
  const workbookPr = options.date1904 ? '<workbookPr date1904="1" defaultThemeVersion="202300"/>' : '<workbookPr defaultThemeVersion="202300"/>';
  const sheets = options.sheets ?? '<sheet name="Hoja1" sheetId="1" r:id="rId1"/>';
  return `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL}" ${MC} mc:Ignorable="x15 xr xr6 xr10 xr2" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" xmlns:xr6="http://schemas.microsoft.com/office/spreadsheetml/2016/revision6" xmlns:xr10="http://schemas.microsoft.com/office/spreadsheetml/2016/revision10" xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2"><fileVersion appName="xl" lastEdited="7" lowestEdited="7" rupBuild="27425"/>${workbookPr}<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="x15"><x15ac:absPath url="C:\\Users\\secretaria\\Documents\\" xmlns:x15ac="http://schemas.microsoft.com/office/spreadsheetml/2010/11/ac"/></mc:Choice></mc:AlternateContent><xr:revisionPtr revIDLastSave="0" documentId="8_{5A1F0C2E-7C7B-4C59-9E0A-3F3E8D1B2C44}" xr6:coauthVersionLast="47" xr6:coauthVersionMax="47" xr10:uidLastSave="{00000000-0000-0000-0000-000000000000}"/><bookViews><workbookView xWindow="-120" yWindow="-120" windowWidth="29040" windowHeight="15720" xr2:uid="{9B6D3C51-2C1A-4E0B-9A43-0C5B6E7F8A91}"/></bookViews><sheets>${sheets}</sheets><calcPr calcId="191029"/></workbook>`;
}

const excelWorkbookRels = `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/theme" Target="theme/theme1.xml"/><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

// cellXfs: 0 Normal, 1 bold header, 2 short date (14), 3 custom dd/mm/yyyy (164), 4 text '@' (49),
// 5 #,##0.00 (4), 6 custom dd/mm/yyyy hh:mm (165), 7 currency with a quoted "d" and [$-240A] (166).
const excelStyles = `${DECL}<styleSheet xmlns="${MAIN}" ${MC} mc:Ignorable="x14ac x16r2 xr" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:x16r2="http://schemas.microsoft.com/office/spreadsheetml/2015/02/main" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision"><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy\\ hh:mm"/><numFmt numFmtId="166" formatCode="[$-240A]&quot;$&quot;\\ #,##0.00&quot; d&quot;"/></numFmts><fonts count="2" x14ac:knownFonts="1"><font><sz val="11"/><color theme="1"/><name val="Aptos Narrow"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Aptos Narrow"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="8"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="1"><dxf><numFmt numFmtId="167" formatCode="yyyy"/></dxf></dxfs><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>`;

const SHARED = [
  'Nombre', // 0
  'Documento', // 1
  'Horas', // 2
  'Inicio', // 3
  'Fin', // 4
  'Activo', // 5
  'Notas', // 6
  'José Peña Núñez', // 7
  '00123', // 8
  '“Curso” de inglés: 150.000 €', // 9
  'Ángela Muñoz', // 10
];
const sharedStrings = `${DECL}<sst xmlns="${MAIN}" count="14" uniqueCount="${SHARED.length + 3}">${SHARED.map((text) => `<si><t>${text}</t></si>`).join('')}<si><r><rPr><b/><sz val="11"/><color theme="1"/><rFont val="Aptos Narrow"/><family val="2"/><scheme val="minor"/></rPr><t xml:space="preserve">Nota </t></r><r><rPr><sz val="11"/><color theme="1"/><rFont val="Aptos Narrow"/><family val="2"/><scheme val="minor"/></rPr><t>importante</t></r></si><si><t xml:space="preserve">  dos espacios y salto_x000D_
</t></si><si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/></si></sst>`;

const sheetOpen = `${DECL}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" ${MC} mc:Ignorable="x14ac xr xr2 xr3" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2" xmlns:xr3="http://schemas.microsoft.com/office/spreadsheetml/2016/revision3" xr:uid="{6B1F2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D}">`;
const sheetClose = '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

// Row 5 is missing (nothing typed there); B3 and D3 are empty; row 4 has A4 and C4 only.
const excelSheet = `${sheetOpen}<dimension ref="A1:G6"/><sheetViews><sheetView tabSelected="1" workbookViewId="0"><selection activeCell="C4" sqref="C4"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/><cols><col min="1" max="1" width="24.7109375" customWidth="1"/><col min="7" max="7" width="30.5703125" customWidth="1"/></cols><sheetData><row r="1" spans="1:7" x14ac:dyDescent="0.25"><c r="A1" s="1" t="s"><v>0</v></c><c r="B1" s="1" t="s"><v>1</v></c><c r="C1" s="1" t="s"><v>2</v></c><c r="D1" s="1" t="s"><v>3</v></c><c r="E1" s="1" t="s"><v>4</v></c><c r="F1" s="1" t="s"><v>5</v></c><c r="G1" s="1" t="s"><v>6</v></c></row><row r="2" spans="1:7" x14ac:dyDescent="0.25"><c r="A2" t="s"><v>7</v></c><c r="B2" s="4" t="s"><v>8</v></c><c r="C2" s="5"><v>4.5</v></c><c r="D2" s="2"><v>45413</v></c><c r="E2" s="3"><v>45443</v></c><c r="F2" t="b"><v>1</v></c><c r="G2" t="s"><v>9</v></c></row><row r="3" spans="1:7" x14ac:dyDescent="0.25"><c r="A3" t="s"><v>10</v></c><c r="B3" s="4"/><c r="C3"><v>0.30000000000000004</v></c><c r="E3" s="7"><v>1500000</v></c><c r="F3" t="b"><v>0</v></c><c r="G3" t="s"><v>11</v></c></row><row r="4" spans="1:3" x14ac:dyDescent="0.25"><c r="A4" t="s"><v>12</v></c><c r="C4" t="s"><v>13</v></c></row><row r="6" spans="1:3" x14ac:dyDescent="0.25"><c r="A6" t="e"><f>VLOOKUP(A4,$A$1:$B$3,2,FALSE)</f><v>#N/A</v></c><c r="B6" t="str"><f>A2&amp;" ("&amp;B2&amp;")"</f><v>José Peña Núñez (00123)</v></c><c r="C6" s="6"><v>45413.75</v></c></row></sheetData>${sheetClose}`;

function excelFile(overrides: Record<string, string> = {}): Uint8Array {
  return zip({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': excelPackageRels,
    ...docProps,
    'xl/workbook.xml': excelWorkbook(),
    'xl/_rels/workbook.xml.rels': excelWorkbookRels,
    'xl/theme/theme1.xml': `${DECL}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Tema de Office"><a:themeElements/></a:theme>`,
    'xl/styles.xml': excelStyles,
    'xl/sharedStrings.xml': sharedStrings,
    'xl/worksheets/sheet1.xml': excelSheet,
    ...overrides,
  });
}

/** A one-row Excel sheet of numbers in the given styles (cells A1, B1, …). */
const numbersSheet = (cells: [style: number, value: string][]): string =>
  `${sheetOpen}<dimension ref="A1"/><sheetData><row r="1">${cells.map(([style, value], i) => `<c r="${String.fromCharCode(65 + i)}1" s="${style}"><v>${value}</v></c>`).join('')}</row></sheetData>${sheetClose}`;

describe('readWorkbook: an .xlsx as Excel writes it', () => {
  it('reads the first sheet: shared strings, numbers, dates in numFmt 14 and dd/mm/yyyy, booleans, gaps', () => {
    const table = readWorkbook(excelFile(), 'estudiantes.xlsx');
    expect(table.sheetName).toBe('Hoja1');
    expect(table.rows).toEqual([
      ['Nombre', 'Documento', 'Horas', 'Inicio', 'Fin', 'Activo', 'Notas'],
      ['José Peña Núñez', '00123', 4.5, { date: '2024-05-01' }, { date: '2024-05-31' }, true, '“Curso” de inglés: 150.000 €'],
      ['Ángela Muñoz', null, 0.30000000000000004, null, 1500000, false, 'Nota importante'],
      ['  dos espacios y salto\r\n', null, '漢字'],
      [],
      ['#N/A', 'José Peña Núñez (00123)', { dateTime: '2024-05-01T18:00:00' }],
    ]);
  });

  it('gives the text the import reads for each cell', () => {
    const rows = readWorkbook(excelFile(), 'estudiantes.xlsx').rows.map((row) => row.map(cellText));
    expect(rows[1]).toEqual(['José Peña Núñez', '00123', '4.5', '01/05/2024', '31/05/2024', 'Sí', '“Curso” de inglés: 150.000 €']);
    expect(rows[2]).toEqual(['Ángela Muñoz', '', '0.3', '', '1500000', 'No', 'Nota importante']);
    expect(rows[5]).toEqual(['#N/A', 'José Peña Núñez (00123)', '01/05/2024 18:00']);
  });

  it('counts days from 1904 when workbookPr says date1904', () => {
    const table = readWorkbook(excelFile({ 'xl/workbook.xml': excelWorkbook({ date1904: true }), 'xl/worksheets/sheet1.xml': numbersSheet([[2, '43951'], [3, '0'], [6, '43951.5']]) }), 'mac.xlsx');
    expect(table.rows).toEqual([[{ date: '2024-05-01' }, { time: '00:00:00' }, { dateTime: '2024-05-01T12:00:00' }]]);
  });

  it("keeps Excel's 1900 leap-year bug: 59 is 28/02/1900, 60 the 29/02/1900 Excel shows, 61 is 01/03/1900", () => {
    const table = readWorkbook(excelFile({ 'xl/worksheets/sheet1.xml': numbersSheet([[2, '1'], [2, '59'], [2, '60'], [2, '61'], [2, '36526'], [2, '0.5'], [2, '-1']]) }), 'a.xlsx');
    expect(table.rows[0]).toEqual([{ date: '1900-01-01' }, { date: '1900-02-28' }, { date: '1900-02-29' }, { date: '1900-03-01' }, { date: '2000-01-01' }, { time: '12:00:00' }, -1]);
    expect(table.rows[0].map(cellText)).toEqual(['01/01/1900', '28/02/1900', '29/02/1900', '01/03/1900', '01/01/2000', '12:00', '-1']);
  });

  it('reads the first sheet in <sheets> order, skipping hidden ones, whatever the part names', () => {
    const sheets = '<sheet name="Oculta" sheetId="2" state="hidden" r:id="rId9"/><sheet name="Matrículas 2024" sheetId="1" r:id="rId1"/>';
    const rels = excelWorkbookRels.replace('</Relationships>', `<Relationship Id="rId9" Type="${REL}/worksheet" Target="/xl/worksheets/oculta.xml"/></Relationships>`);
    const table = readWorkbook(
      excelFile({ 'xl/workbook.xml': excelWorkbook({ sheets }), 'xl/_rels/workbook.xml.rels': rels, 'xl/worksheets/oculta.xml': numbersSheet([[0, '99']]) }),
      'a.xlsx',
    );
    expect(table.sheetName).toBe('Matrículas 2024');
    expect(table.rows[0][0]).toBe('Nombre');
  });

  it('reads an empty sheet as no rows, and shared strings whose relationship is missing', () => {
    expect(readWorkbook(excelFile({ 'xl/worksheets/sheet1.xml': `${sheetOpen}<dimension ref="A1"/><sheetData/>${sheetClose}` }), 'a.xlsx')).toEqual({ sheetName: 'Hoja1', rows: [] });
    const rels = `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
    expect(readWorkbook(excelFile({ 'xl/_rels/workbook.xml.rels': rels }), 'a.xlsx').rows[1].slice(0, 4)).toEqual(['José Peña Núñez', '00123', 4.5, { date: '2024-05-01' }]);
  });

  it('reads inline strings, t="d" dates, cells without r and a prefixed (x:) main namespace', () => {
    const sheet = `${DECL}<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>Peña</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:r><x:t xml:space="preserve">a </x:t></x:r><x:r><x:t>b</x:t></x:r></x:is></x:c><x:c t="d"><x:v>2024-05-01T00:00:00</x:v></x:c><x:c t="d"><x:v>2024-05-01T08:30:00Z</x:v></x:c></x:row><x:row><x:c><x:v>1E-3</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    const table = readWorkbook(excelFile({ 'xl/worksheets/sheet1.xml': sheet }), 'a.xlsx');
    expect(table.rows).toEqual([['Peña', 'a b', { date: '2024-05-01' }, { dateTime: '2024-05-01T08:30:00' }], [0.001]]);
  });
});

// LibreOffice Calc 24.x "Guardar como… Excel 2007-365": its own part order and ids, t="s" and t="n"
// on every cell, style 0 with numFmt 164 "General", dates in a custom "DD/MM/YYYY".
const libreOfficeXlsx = (): Uint8Array =>
  zip({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId2" Type="${REL}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId3" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ...docProps,
    'xl/_rels/workbook.xml.rels': `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/workbook.xml': `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><fileVersion appName="Calc"/><workbookPr backupFile="false" showObjects="all" date1904="false"/><workbookProtection/><bookViews><workbookView showHorizontalScroll="true" showVerticalScroll="true" showSheetTabs="true" xWindow="0" yWindow="0" windowWidth="16384" windowHeight="8192" tabRatio="500" firstSheet="0" activeTab="0"/></bookViews><sheets><sheet name="Hoja1" sheetId="1" state="visible" r:id="rId2"/></sheets><calcPr iterateCount="100" refMode="A1" iterate="false" iterateDelta="0.001"/></workbook>`,
    'xl/styles.xml': `${DECL}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="General"/><numFmt numFmtId="165" formatCode="DD/MM/YYYY"/></numFmts><fonts count="1"><font><sz val="10"/><name val="Arial"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border diagonalUp="false" diagonalDown="false"><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="2"><xf numFmtId="164" fontId="0" fillId="0" borderId="0" applyFont="true" applyBorder="true" applyAlignment="true" applyProtection="true"><alignment horizontal="general" vertical="bottom" textRotation="0" wrapText="false" indent="0" shrinkToFit="false"/><protection locked="true" hidden="false"/></xf><xf numFmtId="165" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyFont="false" applyBorder="false" applyAlignment="false" applyProtection="false"><alignment horizontal="general" vertical="bottom" textRotation="0" wrapText="false" indent="0" shrinkToFit="false"/><protection locked="true" hidden="false"/></xf><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyFont="false" applyBorder="false" applyAlignment="false" applyProtection="false"><alignment horizontal="general" vertical="bottom" textRotation="0" wrapText="false" indent="0" shrinkToFit="false"/><protection locked="true" hidden="false"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    'xl/sharedStrings.xml': `${DECL}<sst xmlns="${MAIN}" count="4" uniqueCount="4"><si><t xml:space="preserve">Nombre</t></si><si><t xml:space="preserve">Fecha</t></si><si><t xml:space="preserve">Íñigo Ñuñez</t></si><si><t xml:space="preserve">00123</t></si></sst>`,
    'xl/worksheets/sheet1.xml': `${DECL}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><dimension ref="A1:D2"/><sheetViews><sheetView showFormulas="false" showGridLines="true" showRowColHeaders="true" showZeros="true" rightToLeft="false" tabSelected="true" showOutlineSymbols="true" defaultGridColor="true" view="normal" topLeftCell="A1" colorId="64" zoomScale="100" zoomScaleNormal="100" zoomScalePageLayoutView="100" workbookViewId="0"><selection pane="topLeft" activeCell="A1" activeCellId="0" sqref="A1"/></sheetView></sheetViews><sheetFormatPr defaultColWidth="11.53515625" defaultRowHeight="12.8" zeroHeight="false" outlineLevelRow="0" outlineLevelCol="0"></sheetFormatPr><sheetData><row r="1" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A1" s="0" t="s"><v>0</v></c><c r="B1" s="0" t="s"><v>1</v></c></row><row r="2" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A2" s="0" t="s"><v>2</v></c><c r="B2" s="1" t="n"><v>45413</v></c><c r="C2" s="0" t="n"><v>4.5</v></c><c r="D2" s="0" t="s"><v>3</v></c><c r="E2" s="0" t="b"><v>1</v></c></row></sheetData><printOptions headings="false" gridLines="false" gridLinesSet="true" horizontalCentered="false" verticalCentered="false"/><pageMargins left="0.7875" right="0.7875" top="1.05277777777778" bottom="1.05277777777778" header="0.7875" footer="0.7875"/></worksheet>`,
  });

describe('readWorkbook: an .xlsx as LibreOffice writes it', () => {
  it('reads its shared strings, DD/MM/YYYY dates (style 1, numFmt 165) and General numbers', () => {
    const table = readWorkbook(libreOfficeXlsx(), 'desde-calc.xlsx');
    expect(table).toEqual({
      sheetName: 'Hoja1',
      rows: [
        ['Nombre', 'Fecha'],
        ['Íñigo Ñuñez', { date: '2024-05-01' }, 4.5, '00123', true],
      ],
    });
  });
});

describe('readWorkbook: files made by the xlsx package (SheetJS) writer', () => {
  const data = [
    ['Nombre', 'Documento', 'Horas', 'Inicio', 'Activo'],
    ['José Peña', '00123', 4.5, new Date(2024, 4, 1), true],
    ['“Ñandú” €', '', 12, null, false],
  ];

  it.each(['xlsx', 'ods'] as const)('reads a .%s it wrote', (bookType) => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data, { cellDates: true }), 'Estudiantes');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['otra hoja']]), 'Otra');
    const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer);
    const table = readWorkbook(bytes, `sheetjs.${bookType}`);
    expect(table.sheetName).toBe('Estudiantes');
    expect(table.rows).toEqual([data[0], ['José Peña', '00123', 4.5, { date: '2024-05-01' }, true], ['“Ñandú” €', null, 12, null, false]]);
  });

  it('reads the 1904 date system (SheetJS writes date1904="true")', () => {
    // SheetJS 0.18 writes a Date as a 1900 serial even in a 1904 workbook: the serial is given here.
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, { '!ref': 'A1', A1: { t: 'n', v: 43951, z: 'dd/mm/yyyy' } }, 'Hoja1');
    workbook.Workbook = { WBProps: { date1904: true } };
    const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(readWorkbook(bytes, 'mac.xlsx').rows).toEqual([[{ date: '2024-05-01' }]]);
  });
});
