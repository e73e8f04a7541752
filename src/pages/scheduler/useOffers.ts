// The valid, free teachers and rooms of a slot for some types (clase/docentes_disponibles,
// clase/salones_disponibles): a list, or the server's message when there is none.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { SlotChoice } from './board';

export interface Offer {
  id: number;
  name: string;
}

export interface Offers {
  options: Offer[];
  /** 'No hay docentes disponibles que tenga permitido estos tipos', … */
  empty: string | null;
}

type Answer = { id: number; nombre?: string; primer_nombre?: string; primer_apellido?: string; capacidad?: number }[] | { datos: []; mensaje: string };

function offersOf(answer: Answer): Offers {
  if (!Array.isArray(answer)) return { options: [], empty: answer.mensaje };
  return {
    options: answer.map((row) => ({
      id: row.id,
      name: row.nombre !== undefined ? `${row.nombre}${row.capacidad !== undefined ? ` (capacidad ${row.capacidad})` : ''}` : `${row.primer_nombre ?? ''} ${row.primer_apellido ?? ''}`.trim(),
    })),
    empty: null,
  };
}

/** claseId: the class the offer is for (another room for it must allow its courses). */
export function useOffers(kind: 'docentes' | 'salones', slot: SlotChoice, tipos: readonly string[], enabled = true, claseId?: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['programador', 'ofertas', kind, slot.fecha, slot.hora, [...tipos].sort().join(','), claseId ?? null],
    queryFn: async () =>
      offersOf(await dataProvider.read<Answer>(`clase/${kind}_disponibles`, { fecha: slot.fecha, hora: slot.hora, tipos, ...(claseId === undefined ? {} : { clase_id: claseId }) })),
    enabled: enabled && tipos.length > 0,
  });
}
