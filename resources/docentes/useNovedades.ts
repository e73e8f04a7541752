// The server calls of the novedades page (novedad_docente/ver, crear, eliminar) through the app's
// dataProvider, on react-query: a write refreshes the list. The dataProvider shows the server's
// mensaje as a toast and its errors itself; the callers may show the error beside the form too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import type { CrearNovedadBody, CrearNovedadResponse, EliminarNovedadBody, Novedad } from '../../core/school/novedades';

const listKey = (docenteId: string) => ['docentes', 'novedades', docenteId];

export function useNovedades(docenteId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: listKey(docenteId),
    queryFn: () => dataProvider.call<Novedad[]>('novedad_docente/ver', { docente_id: docenteId }),
    enabled: docenteId !== '',
  });
}

export function useCrearNovedad(docenteId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrearNovedadBody) => dataProvider.call<CrearNovedadResponse>('novedad_docente/crear', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(docenteId) }),
  });
}

export function useEliminarNovedad(docenteId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EliminarNovedadBody) => dataProvider.call<{ mensaje: string }>('novedad_docente/eliminar', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(docenteId) }),
  });
}

/** The Spanish message of a failed call. */
export function callErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'No fue posible completar la operación';
}
