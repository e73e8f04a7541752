// The school's class types as data (core/school/classTypes.ts), the one list the seed, the browser
// and the server's rules read.
import { describe, expect, it } from 'vitest';
import { isTutoring, LEVEL_BANDS, TIPOS_CLASE, TIPOS_POR_SALON } from '../../core/school/classTypes';
import { TIPOS_SALON } from '../../core/school/classTypes';

describe('class types', () => {
  it('are the school’s class types, with their short names', () => {
    const shorts = Object.fromEntries(TIPOS_CLASE.map((t) => [t.id, t.nombre_corto]));
    expect(shorts).toMatchObject({
      regular_1: 'FN', regular_2: 'TN1', regular_3: 'TN2', regular_4: 'TN3', regular_5: 'S1', regular_6: 'S2',
      regular_7: 'N1', regular_8: 'N2', regular_9: 'N3', regular_a: 'TVB4',
    });
    const ids = TIPOS_CLASE.map((t) => t.id);
    for (const id of ['lab', 'writing', 'speakup_basico', 'speakup_avanzado', 'immersion_basico', 'immersion_avanzado', 'clase_0', 'conversation', 'tutoria']) {
      expect(ids).toContain(id);
    }
    for (let n = 16; n <= 27; n++) expect(ids).toContain(`regular_${n}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry a level band of the spec, a colour and a request kind; tutoring is its own kind', () => {
    for (const tipo of TIPOS_CLASE) {
      if (tipo.grupo !== null) expect(LEVEL_BANDS).toContain(tipo.grupo);
      expect(tipo.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(TIPOS_CLASE.filter((t) => t.solicitud === 'tutoria').map((t) => t.id)).toEqual(['tutoria']);
    expect(isTutoring('tutoria')).toBe(true);
    expect(isTutoring('regular_1')).toBe(false);
  });

  it('every room type lists the class types it may hold, all of them known', () => {
    const ids = new Set(TIPOS_CLASE.map((t) => t.id));
    expect(Object.keys(TIPOS_POR_SALON).sort()).toEqual(TIPOS_SALON.map((t) => t.id).sort());
    for (const allowed of Object.values(TIPOS_POR_SALON)) for (const id of allowed) expect(ids.has(id)).toBe(true);
  });
});
