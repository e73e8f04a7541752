// The reports' pure tables (core/school/reports/): the one class type → occupancy column table,
// SIET's columns in their fixed order with its language rule, and the survey's 13 columns.
import { describe, expect, it } from 'vitest';
import { TIPOS_CLASE } from '../../core/school/classTypes';
import { sietLanguage, SIET_COLUMNS, SURVEY_COLUMNS } from '../../core/school/reports/columns';
import type { LevelChangeRow, SurveyRow } from '../../core/school/reports/contract';
import { occupancyColumnOf, OCCUPANCY_COLUMNS } from '../../core/school/reports/occupancy';

describe('occupancyColumnOf', () => {
  it('puts every class type in its column, written out by hand (README "Reports")', () => {
    const expected: Record<string, string | null> = {
      regular_1: 'FN', regular_2: 'TN1', regular_3: 'TN2', regular_4: 'TN3', regular_5: 'SM1', regular_6: 'SM2',
      regular_7: 'B2', regular_8: 'B2', regular_9: 'B2', regular_a: 'B2',
      lab: 'LAB', writing: 'LAB',
      speakup_basico: 'CLUB', speakup_avanzado: 'CLUB', conversation: 'CLUB',
      immersion_basico: 'INM', immersion_avanzado: 'INM',
      clase_0: 'A1',
      // Connectivity and Premium rungs count with the regular rung of the same place.
      regular_16: 'FN', regular_17: 'TN1', regular_18: 'TN2', regular_19: 'TN3', regular_20: 'SM1', regular_21: 'SM2',
      regular_22: 'FN', regular_23: 'TN1', regular_24: 'TN2', regular_25: 'TN3', regular_26: 'SM1', regular_27: 'SM2',
      tutoria: null,
    };
    expect(Object.fromEntries(TIPOS_CLASE.map((t) => [t.id, occupancyColumnOf(t.id)]))).toEqual(expected);
  });

  it('has no column for an unknown type, and never maps a type to CANCEL', () => {
    expect(occupancyColumnOf('regular_99')).toBeNull();
    expect(occupancyColumnOf('')).toBeNull();
    expect(TIPOS_CLASE.map((t) => occupancyColumnOf(t.id))).not.toContain('CANCEL');
    expect(OCCUPANCY_COLUMNS).toEqual(['FN', 'TN1', 'TN2', 'TN3', 'SM1', 'SM2', 'A1', 'A2', 'B1', 'B2', 'LAB', 'INM', 'CLUB', 'CANCEL']);
  });
});

const course = (codigo: string) => ({ nombre: `Curso ${codigo}`, codigo });

describe('SIET columns', () => {
  it('are the agreed list, in its order', () => {
    expect(SIET_COLUMNS.map((c) => c.header)).toEqual([
      'Primer nombre', 'Segundo nombre', 'Primer apellido', 'Segundo apellido', 'Tipo de documento', 'Número de documento', 'Móvil', 'Correo electrónico',
      'Estado civil', 'Fecha de nacimiento', 'Lugar de origen', 'Estrato', 'Régimen de salud', 'Nivel educativo', 'Ocupación', 'Discapacidad',
      'Grupo étnico', 'Curso siguiente', 'Fecha de entrega del libro', 'Sede de avance', 'Sede original', 'Género', 'Idioma', 'Curso finalizado',
      'Fecha de avance de nivel', 'Resultado', 'Nota IFE', 'Nota final del módulo', 'Módulos adquiridos', 'Fecha de matrícula', 'Nivel',
      'Fecha de inicio del nivel', 'Fecha de fin del nivel', 'Folio',
    ]);
  });

  it('language: the previous course first, Inglés when its code holds EN, else Francés', () => {
    expect(sietLanguage({ cursoAnterior: course('EN-B1'), cursoNuevo: course('FR-A1') })).toBe('Inglés');
    expect(sietLanguage({ cursoAnterior: course('FR-A1'), cursoNuevo: course('EN-B1') })).toBe('Francés');
    expect(sietLanguage({ cursoAnterior: course('ALE-A1'), cursoNuevo: null })).toBe('Francés');
    expect(sietLanguage({ cursoAnterior: course('ADVEN2'), cursoNuevo: null })).toBe('Inglés');
    // Case matters: the spec's 'EN', as the codes are written.
    expect(sietLanguage({ cursoAnterior: course('en-b1'), cursoNuevo: null })).toBe('Francés');
  });

  it('reads a row’s cells: dates DD/MM/YYYY, catalogues by name, the language', () => {
    const row: LevelChangeRow = {
      id: 1, estudiante_id: 2,
      estudiante: {
        id: 2, primer_nombre: 'Ana', segundo_nombre: null, primer_apellido: 'Ríos', segundo_apellido: 'Paz', tipo_documento: 'CC', numero_documento: '123',
        movil: '300', email: 'ana@x.test', estadoCivil: { descripcion: 'Soltero(a)' }, fecha_nacimiento: '2000-01-31', lugar_origen: 'Tunja', estrato: 3,
        regimenSalud: { nombre: 'Contributivo' }, nivelEducativo: null, ocupacion: { descripcion: 'Estudiante' }, discapacidad: null, grupoEtnico: null,
        sede_original: { nombre: 'Sede A' }, genero: 'Femenino', modulos_adquiridos: 4, fecha_matricula: '2024-02-01', nivel_actual: null, curso_actual_id: 9,
      },
      cursoNuevo: course('EN-B2'), cursoAnterior: course('EN-B1'), comienza_nivel_en: null, fecha_avance_nivel: '2024-05-06', fecha_entrega_libro: null,
      fecha_inicio_nivel: '2024-05-07', fecha_fin_nivel: null, sede: { nombre: 'Sede B' }, resultado: 'aprobado', nota_ife: 4.5, nota: 4.2, nivel: 'B2',
      folio: 'F-1', fecha_solicitud: '2024-05-01', finalizado: true,
    };
    const cells = Object.fromEntries(SIET_COLUMNS.map((c) => [c.header, c.value(row)]));
    expect(cells).toMatchObject({
      'Primer nombre': 'Ana', 'Segundo nombre': null, 'Estado civil': 'Soltero(a)', 'Fecha de nacimiento': '31/01/2000', 'Nivel educativo': null,
      'Curso siguiente': 'Curso EN-B2', 'Fecha de entrega del libro': '', 'Sede de avance': 'Sede B', 'Sede original': 'Sede A', Género: 'Femenino',
      Idioma: 'Inglés', 'Curso finalizado': 'Curso EN-B1', 'Fecha de avance de nivel': '06/05/2024', 'Nota IFE': 4.5, 'Nota final del módulo': 4.2,
      'Fecha de matrícula': '01/02/2024', Nivel: 'B2', Folio: 'F-1',
    });
  });
});

describe('survey columns', () => {
  it('are the agreed 13, the document type and number in one', () => {
    expect(SURVEY_COLUMNS.map((c) => c.header)).toEqual([
      'Fecha', 'Hora', 'Sede del estudiante', 'Estudiante', 'Documento', 'Móvil', 'Correo electrónico', 'Docente', 'Sede de la clase', 'Salón', 'Tema',
      'Calificación', 'Comentarios',
    ]);
    const row: SurveyRow = {
      id: 1, fecha: '2024-03-04', hora: '18:20',
      estudiante: { nombre: 'Ana Ríos', tipo_documento: 'CC', numero_documento: '123', movil: null, email: 'a@x.test', sede: null },
      docente: 'Luis Mora', salon: { nombre: 'Salón 1', sede: { nombre: 'Sede B' } }, tema_nombre: 'Unit 1', calificacion: 5, comentarios: null,
    };
    expect(SURVEY_COLUMNS.map((c) => c.value(row))).toEqual([
      '04/03/2024', '6:20 pm', null, 'Ana Ríos', 'CC 123', null, 'a@x.test', 'Luis Mora', 'Sede B', 'Salón 1', 'Unit 1', 5, null,
    ]);
  });
});
