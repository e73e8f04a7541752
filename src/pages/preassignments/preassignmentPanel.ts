// The 'Preasignar Salón' panel as a pure state machine (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a teacher, a room (or
// 'delete': no room), the types and their mode, the candidates preasignacion/calcular offered and
// which of them are checked. Changing the room clears the types, resets the mode to 'or' and drops
// the candidates; toggling a type keeps 'and' only while the types may combine.
import { COMBINATION_MESSAGES, MAX_COMBINED_TYPES, preassignmentMode, type PreassignmentMode } from '../../../core/school/classTypeCombinations';
import type { PreassignmentCandidate, SlotInput } from '../../../core/school/preassignments';

export type RoomChoice = number | 'delete';

export interface PanelState {
  docenteId: number | null;
  salonId: RoomChoice | null;
  tipos: string[];
  modo: PreassignmentMode;
  candidates: PreassignmentCandidate[];
  /** Keys ('{dia}T{hora}') of the checked candidates. */
  checked: ReadonlySet<string>;
  /** The message of a refused type toggle (a fifth type). */
  typeProblem: string | null;
}

export type PanelAction =
  | { type: 'teacher'; docenteId: number | null }
  | { type: 'room'; salonId: RoomChoice | null }
  | { type: 'toggleType'; tipo: string }
  | { type: 'combined'; on: boolean }
  | { type: 'candidates'; candidates: PreassignmentCandidate[] }
  | { type: 'toggleCandidate'; key: string }
  | { type: 'saved' };

export const INITIAL_PANEL: PanelState = { docenteId: null, salonId: null, tipos: [], modo: 'or', candidates: [], checked: new Set(), typeProblem: null };

export const candidateKey = (candidate: Pick<PreassignmentCandidate, 'dia' | 'hora'>): string => `${candidate.dia}T${candidate.hora}`;

/** Whether the chosen types may form one combined class ('Combinada' can be switched on). */
export const canCombine = (tipos: readonly string[]): boolean => preassignmentMode(tipos, 'and') === 'and';

function toggled(tipos: readonly string[], tipo: string): string[] | null {
  if (tipos.includes(tipo)) return tipos.filter((t) => t !== tipo);
  return tipos.length >= MAX_COMBINED_TYPES ? null : [...tipos, tipo];
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'teacher':
      // Another teacher: other rooms offered, other types, other candidates.
      return { ...INITIAL_PANEL, docenteId: action.docenteId };
    case 'room':
      return { ...INITIAL_PANEL, docenteId: state.docenteId, salonId: action.salonId };
    case 'toggleType': {
      const tipos = toggled(state.tipos, action.tipo);
      if (!tipos) return { ...state, typeProblem: COMBINATION_MESSAGES.tooMany };
      return { ...state, tipos, modo: preassignmentMode(tipos, state.modo), typeProblem: null };
    }
    case 'combined':
      return { ...state, modo: preassignmentMode(state.tipos, action.on ? 'and' : 'or') };
    case 'candidates':
      return { ...state, candidates: action.candidates, checked: new Set(action.candidates.map(candidateKey)) };
    case 'toggleCandidate': {
      const checked = new Set(state.checked);
      if (checked.has(action.key)) checked.delete(action.key);
      else checked.add(action.key);
      return { ...state, checked };
    }
    case 'saved':
      // The saved slots are no longer free: calculate again to go on.
      return { ...state, candidates: [], checked: new Set() };
  }
}

/** Calculating needs a teacher and a selected room (or 'delete'). */
export const canCalculate = (state: PanelState): boolean => state.docenteId !== null && state.salonId !== null;

/** Something checked and, unless clearing, at least one type. */
export function canSave(state: PanelState): boolean {
  if (!canCalculate(state) || state.checked.size === 0) return false;
  return state.salonId === 'delete' || state.tipos.length > 0;
}

/** preasignacion/guardar's body: the checked candidates; clearing ones carry no room and no types. */
export function saveRequest(state: PanelState): { docente_id: number; preasignaciones: SlotInput[] } | null {
  if (!canSave(state) || state.docenteId === null) return null;
  const chosen = state.candidates.filter((candidate) => state.checked.has(candidateKey(candidate)));
  const preasignaciones = chosen.map((candidate): SlotInput =>
    state.salonId === 'delete' || candidate.salon_id === null
      ? { dia: candidate.dia, hora: candidate.hora, salon_id: null }
      : { dia: candidate.dia, hora: candidate.hora, salon_id: candidate.salon_id, tipos: { tipos: [...state.tipos], modo: preassignmentMode(state.tipos, state.modo) } },
  );
  return { docente_id: state.docenteId, preasignaciones };
}
