// A level change as a one-page PDF (GET /api/pdf/cambio-nivel): the school, the student, both
// courses, the next level, the dates and the people, drawn with pdf-lib's standard Helvetica (its
// WinAnsi encoding covers Spanish; anything outside it is replaced, never a failed download).
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { LevelChangeRow } from '../../core/students/records';

export interface PdfStudent {
  nombre: string;
  numero_documento: string;
  tipo_documento: string | null;
}

/** DD/MM/YYYY, as every date of the UI shows it; '—' when there is none. */
const shown = (date: string | null) => (date ? date.split('-').reverse().join('/') : '—');

/** Keeps what Helvetica's WinAnsi encoding can draw (Latin-1 covers accents and ñ). */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** The school's name as printed (config 'nombre_escuela', else the product's name). */
export const DEFAULT_SCHOOL_NAME = 'Aula Admin';

export async function levelChangePdf(school: string, change: LevelChangeRow, student: PdfStudent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Cambio de nivel ${change.id}`);
  pdf.setCreator(DEFAULT_SCHOOL_NAME);
  pdf.setSubject(`${student.nombre}: ${change.curso_anterior.codigo} → ${change.finalizado && change.curso_nuevo ? change.curso_nuevo.codigo : 'pendiente'}`);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, font: PDFFont = regular, size = 11, gap = 18) => {
    page.drawText(drawable(text), { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= gap;
  };
  const pair = (label: string, value: string) => {
    page.drawText(drawable(`${label}:`), { x: 56, y, size: 11, font: bold });
    page.drawText(drawable(value), { x: 230, y, size: 11, font: regular });
    y -= 18;
  };
  const course = (c: LevelChangeRow['curso_anterior'] | null) => (c ? `${c.codigo} · ${c.nombre}` : '—');

  line(school, bold, 18, 26);
  line(`Cambio de nivel N.º ${change.id}`, bold, 14, 30);
  pair('Estudiante', student.nombre);
  pair('Documento', [student.tipo_documento, student.numero_documento].filter(Boolean).join(' '));
  pair('Sede', change.sede);
  y -= 8;
  pair('Curso anterior', course(change.curso_anterior));
  pair('Curso nuevo', change.finalizado ? course(change.curso_nuevo) : 'Pendiente');
  pair('Nivel siguiente', change.nivel_siguiente ? `${change.nivel_siguiente.codigo} · ${change.nivel_siguiente.descripcion}` : '—');
  pair('Estado', change.finalizado ? 'Finalizado' : 'En trámite');
  y -= 8;
  pair('Finalización del curso', shown(change.fecha_finalizar_curso));
  pair('Avance de nivel', shown(change.fecha_avance_nivel));
  pair('Entrega de libro', shown(change.fecha_entrega_libro));
  pair('Solicitado el', shown(change.created_at.slice(0, 10)));
  y -= 8;
  pair('Solicitante', `${change.solicitante.nombre} (${change.solicitante.numero_documento})`);
  pair('Administrador', change.administrador ? `${change.administrador.nombre} (${change.administrador.numero_documento})` : '—');
  return pdf.save();
}
