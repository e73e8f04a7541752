// The student editor's unsaved sections: which, in the editor's order, and what the save bar says.
import { describe, expect, it } from 'vitest';
import { EDITOR_ORDER } from '../../core/school/students/editorSections';
import { dirtySections, resultText, saveAllLabel, unsavedSummary } from '../../src/shared/students/unsavedSections';

describe('unsavedSections', () => {
  it('lists the dirty sections only, in the editor order whatever order they registered in', () => {
    const drafts = [
      { title: 'Sábados', dirty: true },
      { title: 'Datos SIET', dirty: false },
      { title: 'Vigencia', dirty: true },
      { title: 'Datos básicos', dirty: true },
    ];
    expect(dirtySections(drafts, EDITOR_ORDER)).toEqual(['Datos básicos', 'Vigencia', 'Sábados']);
    expect(dirtySections([], EDITOR_ORDER)).toEqual([]);
    // A title outside the order goes last.
    expect(dirtySections([{ title: 'Otra', dirty: true }, { title: 'Sede', dirty: true }], EDITOR_ORDER)).toEqual(['Sede', 'Otra']);
  });

  it("words the bar: the sections, 'Guardar cambios (N)' and each result", () => {
    expect(unsavedSummary(['Vigencia', 'Sábados'])).toBe('Cambios sin guardar: Vigencia, Sábados');
    expect(saveAllLabel(2)).toBe('Guardar cambios (2)');
    expect(resultText({ title: 'Vigencia', ok: true })).toBe('Vigencia: guardado');
    expect(resultText({ title: 'Sábados', ok: false })).toBe('Sábados: no se guardó');
  });
});
