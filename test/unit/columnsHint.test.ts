// @vitest-environment jsdom
// Issue 43 point 7: the import and masivo hints name the columns in words (their labels, as the
// template's header), say how a reference is written (by name, code or number) and, for the text
// area, which separator its fields take, in words.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry';
import estudiantes from '../../resources/estudiantes/schema';
import temas from '../../resources/temas/schema';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { FILE_HINT } from '../../src/bulk/BulkColumnsHint';
import { hintColumns, hintColumnText, hintLead, separatorWords } from '../../src/bulk/columnsHint';
import { templateTitles } from '../../src/bulk/csvTemplate';
import { bulkColumns } from '../../src/bulk/rows';

const withBulk: ResourceDeclaration[] = RESOURCES.map((entry) => entry.declaration).filter((decl) => decl.bulk !== undefined);

describe('import hints', () => {
  it("names a student's columns by their labels, with the references by name", () => {
    const texts = hintColumns(estudiantes).map(hintColumnText);
    expect(texts.slice(0, 2)).toEqual(['Primer nombre', 'Segundo nombre']);
    expect(texts).toContain('Sede (nombre o número)');
    expect(texts.find((text) => text.startsWith('Curso actual'))).toBe('Curso actual (nombre, código o número)');
    expect(texts.join(' ')).not.toMatch(/_id\b/);
  });

  it('gives every import a column per bulk column, titled as its template', () => {
    for (const decl of withBulk) {
      const columns = hintColumns(decl);
      expect(columns).toHaveLength(bulkColumns(decl).length);
      expect(columns.map((c) => c.title)).toEqual(templateTitles(decl));
    }
  });

  it('says the text area separator in words', () => {
    expect(separatorWords(',')).toBe('comas');
    expect(separatorWords(';')).toBe('punto y coma');
    expect(hintLead(estudiantes, true, FILE_HINT)).toMatch(/^Un registro por línea, campos separados por comas, en este orden; o un archivo/);
    expect(hintLead(temas, true, FILE_HINT)).toContain('campos separados por punto y coma');
    expect(hintLead(estudiantes, false, FILE_HINT)).toBe(`Una fila por registro: ${FILE_HINT}:`);
  });
});
