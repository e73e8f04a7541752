// Staff observations on a student (estudiante_observaciones/lista|crear): the bodies the server
// checks and the modal sends, and the answer's rows. Only non-empty is enforced (no 30-character
// minimum: docs/domain/student-record.md 'The student's record'); the 2,000 bound keeps one note from filling the page.
import { z } from 'zod';
import { idValue } from '../../engine/ids';
import { textCharacterProblem } from '../../engine/untrustedText';

export const OBSERVATION_PATHS = {
  lista: 'estudiante_observaciones/lista',
  crear: 'estudiante_observaciones/crear',
} as const;

export const OBSERVATION_MAX_LENGTH = 2000;

export const OBSERVATION_MESSAGES = {
  required: 'La observación es requerida',
  tooLong: `La observación no puede superar ${OBSERVATION_MAX_LENGTH} caracteres`,
  created: 'Observación creada',
} as const;

/** The problem of a new observation's text, or undefined (the modal and the server say the same). */
export function observationProblem(text: string): string | undefined {
  if (text.trim() === '') return OBSERVATION_MESSAGES.required;
  if (text.length > OBSERVATION_MAX_LENGTH) return OBSERVATION_MESSAGES.tooLong;
  return textCharacterProblem(text, true);
}

export const observationListBody = z.object({ estudiante_id: idValue() }).strict();

export const observationCreateBody = z
  .object({
    estudiante_id: idValue(),
    observacion: z.string({ error: OBSERVATION_MESSAGES.required }).superRefine((text, ctx) => {
      const problem = observationProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();

/** One observation as lista answers it. */
export interface StudentObservation {
  id: number;
  observacion: string;
  created_at: string;
  usuario: { nombre: string; identificacion: string; email: string | null };
}
