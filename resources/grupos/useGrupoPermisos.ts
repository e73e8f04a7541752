// The group detail's data: the group with its codes (grupo/detalle) and every permission
// (permisos/lista), read without the busy overlay; a switch's click adds or removes one code
// (grupo/agregar_permiso, quitar_permiso) and the answer, the group as it now is, replaces the shown one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { useAction } from '../../src/resource-views/useAction';
import { agregarPermiso, type GrupoPermisosResponse, quitarPermiso } from './actions';
import type { Permiso } from '../../core/engine/groupPermissions';

export type GrupoConPermisos = GrupoPermisosResponse['registro'];

const detailKey = (id: string) => ['grupos', 'detalle', id];
const CATALOGUE_KEY = ['grupos', 'permisos'];

export function useGrupoPermisos(id: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const grupo = useQuery({ queryKey: detailKey(id), queryFn: () => dataProvider.read<GrupoConPermisos>('grupo/detalle', { id }), enabled: id !== '' });
  const catalogo = useQuery({ queryKey: CATALOGUE_KEY, queryFn: () => dataProvider.read<Permiso[]>('permisos/lista', {}) });
  const agregar = useAction(agregarPermiso);
  const quitar = useAction(quitarPermiso); // the same code as agregar's (4F40D01B)
  // The code whose switch is being saved: one at a time, so answers never cross.
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (codigo: string, on: boolean): Promise<void> => {
    if (!grupo.data || saving !== null) return;
    setSaving(codigo);
    try {
      const body = { id: grupo.data.id, permiso: codigo };
      const answer = await (on ? agregar.run(body) : quitar.run(body));
      queryClient.setQueryData(detailKey(id), answer.registro);
    } catch {
      // Already shown by the dataProvider (e.g. the last group manager); the switch keeps the stored state.
    } finally {
      setSaving(null);
    }
  };

  return {
    grupo: grupo.data,
    catalogo: catalogo.data,
    error: grupo.error ?? catalogo.error,
    isFetching: grupo.isFetching || catalogo.isFetching,
    /** Whether the user may change the codes (4F40D01B); undefined while the check runs. */
    canEdit: agregar.allowed,
    saving,
    toggle,
    refetch: () => Promise.all([grupo.refetch(), catalogo.refetch()]),
  };
}
