// npx tsx test/bench/workbookParse.ts [rows]: how long src/bulk/workbook's reader takes on an .xlsx
// of 50,000 rows × 12 columns (Excel's layout: shared strings, numbers, dates in a date style), and
// on the same table as an .ods. A script, not a test: it prints. Not wired into `npm run bench` yet.
import { strToU8, zipSync } from 'fflate';
import { readWorkbook } from '../../src/bulk/workbook/readWorkbook';

const ROWS = Number(process.argv[2] ?? 50_000);
const COLUMNS = 'ABCDEFGHIJKL';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function xlsx(): Uint8Array {
  const strings: string[] = [];
  const rows: string[] = [];
  for (let r = 1; r <= ROWS; r += 1) {
    const cells: string[] = [];
    for (let c = 0; c < COLUMNS.length; c += 1) {
      const ref = `${COLUMNS[c]}${r}`;
      if (c % 4 === 0) {
        strings.push(`Estudiante ${r}-${c} Peña`);
        cells.push(`<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`);
      } else if (c % 4 === 1) cells.push(`<c r="${ref}"><v>${(r * 1.25 + c) % 1000}</v></c>`);
      else if (c % 4 === 2) cells.push(`<c r="${ref}" s="1"><v>${45000 + (r % 3000)}</v></c>`);
      else cells.push(`<c r="${ref}" t="inlineStr"><is><t>${escape(`CC ${1_000_000 + r}`)}</t></is></c>`);
    }
    rows.push(`<row r="${r}" spans="1:12">${cells.join('')}</row>`);
  }
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    '_rels/.rels': strToU8(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`<workbook ${ns}><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(`<styleSheet ${ns}><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`),
    'xl/sharedStrings.xml': strToU8(`<sst ${ns} count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${ns}><dimension ref="A1:L${ROWS}"/><sheetData>${rows.join('')}</sheetData></worksheet>`),
  });
}

function ods(): Uint8Array {
  const rows: string[] = [];
  for (let r = 1; r <= ROWS; r += 1) {
    const cells: string[] = [];
    for (let c = 0; c < COLUMNS.length; c += 1) {
      if (c % 3 === 0) cells.push(`<table:table-cell office:value-type="string"><text:p>Estudiante ${r}-${c} Peña</text:p></table:table-cell>`);
      else if (c % 3 === 1) cells.push(`<table:table-cell office:value-type="float" office:value="${r * 1.25}"><text:p>${r * 1.25}</text:p></table:table-cell>`);
      else cells.push(`<table:table-cell office:value-type="date" office:date-value="2024-05-01"><text:p>01/05/2024</text:p></table:table-cell>`);
    }
    rows.push(`<table:table-row>${cells.join('')}<table:table-cell table:number-columns-repeated="16372"/></table:table-row>`);
  }
  const content = `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="Hoja1">${rows.join('')}<table:table-row table:number-rows-repeated="${1_048_576 - ROWS}"><table:table-cell table:number-columns-repeated="16384"/></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`;
  return zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }], 'content.xml': strToU8(content) });
}

for (const [kind, make] of [
  ['xlsx', xlsx],
  ['ods', ods],
] as const) {
  const bytes = make();
  const times: string[] = [];
  let cells = 0;
  for (let run = 0; run < 3; run += 1) {
    // Wall time and this process's CPU time (the latter barely moves when other work shares the cores).
    const [start, cpu] = [performance.now(), process.cpuUsage()];
    const table = readWorkbook(bytes, `bench.${kind}`);
    const used = process.cpuUsage(cpu);
    times.push(`${((performance.now() - start) / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s)`);
    cells = table.rows.reduce((sum, row) => sum + row.length, 0);
  }
  console.log(`${kind}: ${ROWS} filas × ${COLUMNS.length} columnas (${(bytes.length / 1e6).toFixed(1)} MB, ${cells} celdas): ${times.join(', ')}`);
}
