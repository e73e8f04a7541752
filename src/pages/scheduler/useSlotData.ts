// What #/programador reads, as background reads (no overlay) that poll: the school days
// (agenda_disponible), the chosen slot's classes and pending bookings (clases/por_hora) and its
// availability per class type (estado/disponibilidad_full). Polling every 1.5 s is how another
// user's change reaches this page within 2 s (docs/domain/scheduler.md: why polling and not server-sent events).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import type { SlotView } from '../../../core/school/scheduler/slotView';
import type { SlotChoice } from './board';

/** How often the board asks again; paused while a booking is being dragged. */
export const POLL_MS = 1500;

export interface TypeAvailability {
  tipo: string;
  nombre_corto: string;
  disponibles: number;
  capacidad_salones_disponibles: number;
  capacidad_salones_ocupados: number;
  ocupacion_salones_ocupados: number;
  ocupacion_sin_asignar: number;
  insignia: 'danger' | 'warning' | 'success' | 'info';
}

export const slotKey = (slot: SlotChoice) => ['programador', 'clases', slot.fecha, slot.hora] as const;

export function useAgenda() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['programador', 'agenda'], queryFn: () => dataProvider.read<AgendaDay[]>('agenda_disponible', {}), staleTime: 60_000 });
}

export function useSlot(slot: SlotChoice | null, polling: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: slot ? slotKey(slot) : ['programador', 'clases', 'ninguna'],
    queryFn: () => dataProvider.read<SlotView>('clases/por_hora', { fecha: slot?.fecha, hora: slot?.hora }),
    enabled: slot !== null,
    refetchInterval: polling ? POLL_MS : false,
  });
}

export function useAvailability(slot: SlotChoice | null, polling: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['programador', 'disponibilidad', slot?.fecha, slot?.hora],
    queryFn: () => dataProvider.read<TypeAvailability[]>('estado/disponibilidad_full', { dia: slot?.fecha, hora: slot?.hora }),
    enabled: slot !== null,
    refetchInterval: polling ? POLL_MS * 2 : false,
  });
}
