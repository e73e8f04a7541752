// An .xlsx (Office Open XML): the package's relationships name the workbook part; its <sheets> list
// the tabs in order, each pointing (r:id) at a worksheet part; its workbookPr says the date system.
// The first visible worksheet is read (a hidden first tab is not what the user sees as the first).
import { firstOfType, readRelationships, resolvePart, typeName } from './relationships';
import { WORKBOOK_MESSAGES, WorkbookError, type WorkbookTable } from './types';
import { readSheet } from './xlsxSheet';
import { readSharedStrings } from './xlsxStrings';
import { readDateStyles } from './xlsxStyles';
import { readXml, stopReading } from './xml';
import { nsAttrEnding, plainAttr } from './xmlNames';
import type { ZipArchive } from './zipArchive';

interface SheetEntry {
  name: string;
  relationshipId: string;
  hidden: boolean;
}

/** The workbook part's zip name, when the package has one as XML (an .xlsb's is binary: not read). */
export function workbookPart(archive: ZipArchive): string | undefined {
  if (archive.find('[Content_Types].xml') === undefined) return undefined;
  const target = firstOfType(readRelationships(archive, ''), 'officeDocument')?.target ?? 'xl/workbook.xml';
  const name = archive.find(target);
  return name !== undefined && name.toLowerCase().endsWith('.xml') ? name : undefined;
}

function readWorkbookPart(archive: ZipArchive, part: string): { sheets: SheetEntry[]; date1904: boolean } {
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  readXml(archive, part, {
    open(tag) {
      if (tag.local === 'workbookPr') {
        const flag = plainAttr(tag, 'date1904');
        date1904 = flag === '1' || flag === 'true';
      } else if (tag.local === 'sheet') {
        const relationshipId = nsAttrEnding(tag, '/relationships', 'id');
        const state = plainAttr(tag, 'state');
        if (relationshipId !== undefined) sheets.push({ name: plainAttr(tag, 'name') ?? '', relationshipId, hidden: state === 'hidden' || state === 'veryHidden' });
      }
    },
    close(tag) {
      if (tag.local === 'sheets') stopReading();
    },
  });
  return { sheets, date1904 };
}

export function readXlsx(archive: ZipArchive, part: string): WorkbookTable {
  const { sheets, date1904 } = readWorkbookPart(archive, part);
  const relationships = readRelationships(archive, part);
  const worksheets = sheets.flatMap((sheet) => {
    const relationship = relationships.get(sheet.relationshipId);
    const name = relationship && typeName(relationship) === 'worksheet' ? archive.find(relationship.target) : undefined;
    return name === undefined ? [] : [{ ...sheet, part: name }];
  });
  const sheet = worksheets.find((candidate) => !candidate.hidden) ?? worksheets[0];
  if (!sheet) throw new WorkbookError(WORKBOOK_MESSAGES.noSheet);
  // By relationship; a writer that forgot the relationship still put the part by the workbook.
  const partOf = (type: string, usualName: string) => archive.find(firstOfType(relationships, type)?.target ?? resolvePart(part, usualName));
  const sharedStrings = readSharedStrings(archive, partOf('sharedStrings', 'sharedStrings.xml'));
  const dateStyles = readDateStyles(archive, partOf('styles', 'styles.xml'));
  return { sheetName: sheet.name, rows: readSheet(archive, sheet.part, { sharedStrings, dateStyles, date1904 }) };
}
