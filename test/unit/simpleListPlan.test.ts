// What the phone list shows for each registered resource (src/resource-views/simpleListPlan.ts).
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry';
import { defineResource, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import salones from '../../resources/salones/schema';
import { representationSources, simpleListPlan } from '../../src/resource-views/simpleListPlan';

const declarationOf = (name: string): ResourceDeclaration => {
  const found = RESOURCES.find(({ declaration }) => declaration.name === name);
  if (!found) throw new Error(`sin recurso ${name}`);
  return found.declaration;
};

describe('representationSources', () => {
  it('reads the fields a template names, in order', () => {
    expect(representationSources('{primer_nombre} {primer_apellido}')).toEqual(['primer_nombre', 'primer_apellido']);
    expect(representationSources('Encuesta del {fecha}')).toEqual(['fecha']);
    expect(representationSources('Sin campos')).toEqual([]);
  });
});

describe('simpleListPlan', () => {
  it.each([
    // People: the document on the second line, the e-mail beside the name.
    ['estudiantes', { secondary: 'numero_documento', tertiary: 'email' }],
    ['docentes', { secondary: 'numero_documento', tertiary: 'email' }],
    ['usuarios', { secondary: 'numero_documento', tertiary: 'email' }],
    // No document: the first column the name does not hold, then the next one.
    ['salones', { secondary: 'sede_id', tertiary: 'capacidad' }], // the sede first: rooms of two sedes share names
    ['cursos', { secondary: 'activo', tertiary: null }],
    // The representation says it all ('id' is never shown).
    ['examenes', { secondary: null, tertiary: null }],
    ['grupos', { secondary: null, tertiary: null }],
  ])('%s → %o', (name, plan) => {
    expect(simpleListPlan(declarationOf(name))).toEqual(plan);
  });

  it('keeps the table for rows that offer Eliminar', () => {
    expect(simpleListPlan(declarationOf('logros'))).toBeNull();
    const deletable = defineResource({ ...salones, list: { ...salones.list, rowActions: ['delete'] } });
    expect(simpleListPlan(deletable)).toBeNull();
  });

  it('takes a column before the second line when none follows it', () => {
    // A column salones does not have, typed loosely (defineResource refuses it at compile time).
    const documentLast: ResourceDeclaration = {
      ...salones,
      representation: '{nombre}',
      list: { ...salones.list, columns: ['nombre', 'capacidad', 'numero_documento'] },
    };
    expect(simpleListPlan(documentLast)).toEqual({ secondary: 'numero_documento', tertiary: 'capacidad' });
  });
});
