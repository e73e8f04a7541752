// What 'Disponibilidad Actual' shows (issue 25: the required colours and Total stay, explained on
// screen): what a cell's 'disponibles/capacidad' counts, each colour with an example and its rule
// (the same cellColour the table uses), and how Total is computed. Pure data for AvailabilityLegend.
import { type Cell, cellColour, type CellColour } from './availabilityTable';

export interface ColourEntry {
  cell: Cell;
  name: string;
  meaning: string;
}

const sample = (available: number, capacity: number): Cell => ({ text: `${available}/${capacity}`, colour: cellColour(capacity, available) });

export const CELL_MEANING =
  'Cada celda de un tipo de clase muestra disponibles/capacidad: los cupos que quedan libres para ese tipo en la franja, ' +
  'de todos los cupos de los salones que lo admiten (los libres y los que ya tienen una clase de ese tipo).';

export const TOTAL_MEANING =
  'Total de la franja: ocupación/capacidad (porcentaje). Ocupación son los agendamientos de la franja; capacidad son los cupos ' +
  'de los salones que ya tienen clase más los cupos que podrían abrir los docentes libres. El porcentaje es ocupación ÷ capacidad, ' +
  'redondeado. El total de la fecha suma las franjas del día.';

const NAMES: Record<CellColour, string> = { blue: 'Azul', green: 'Verde', orange: 'Naranja', red: 'Rojo', gray: 'Gris' };

export const COLOUR_ENTRIES: readonly ColourEntry[] = [
  { cell: sample(3, 10), name: NAMES.blue, meaning: 'Quedan cupos libres (disponibles mayor que 0).' },
  { cell: sample(0, 10), name: NAMES.green, meaning: 'Lleno: no queda ningún cupo (disponibles igual a 0).' },
  { cell: sample(-2, 10), name: NAMES.orange, meaning: 'Sobrecupo: hay más agendamientos que cupos (disponibles negativo, con signo menos).' },
  { cell: sample(0, 0), name: NAMES.red, meaning: 'Sin capacidad: ningún salón de la franja admite ese tipo (capacidad 0).' },
  { cell: { text: '—', colour: 'gray' }, name: NAMES.gray, meaning: 'Sin dato: la franja no se pudo leer.' },
];
