// Issue 43 point 14: the staff detail's navigation has the spec's 'Datos Básicos' (Lista, Datos
// Básicos, Editar, Password, Actualizar), leading to the record's own detail.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import usuariosResource from '../../../resources/usuarios';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LAURA = {
  id: 9, version: 1, primer_nombre: 'Laura', segundo_nombre: null, primer_apellido: 'Gómez', segundo_apellido: null, tipo_documento: 'CC',
  numero_documento: '52000111', email: 'laura@sedes.escuela.test', telefono: null, movil: '3001112233', sede_id: 1, grupo_id: null, activo: true,
  ultimo_ingreso: null, invalid_token_time: null, sedes_permitidas: [1],
};

describe('staff detail navigation', () => {
  it("offers 'Datos Básicos', leading to the record's detail", async () => {
    const dataProvider = memoryDataProvider({ records: [LAURA], lookups: { sedes: [{ id: 1, name: 'Bogotá Chapinero' }] } });
    dataProvider.read.mockResolvedValue({ datos: { data: [], page: 1, lastPage: 1, total: 0 } });
    renderResource({ resource: usuariosResource, path: '/usuario/detalle/9', dataProvider });
    expect(await screen.findByRole('link', { name: 'Datos Básicos' })).toHaveAttribute('href', '/usuario/detalle/9');
    expect(screen.getByRole('link', { name: 'Lista' })).toBeInTheDocument();
  });
});
