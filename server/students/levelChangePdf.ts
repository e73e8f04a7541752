// A level change as the document the school hands out (GET /api/pdf/cambio-nivel): the school's logo
// and name, the student, both courses, the next level, the dates (in the school's time zone), the
// people, signature lines for the student and the school, and the printing moment in the footer.
// Drawn in DejaVu Sans (server/pdf/fonts.ts), so every character typed in Spanish prints as typed.
import { PDFDocument } from 'pdf-lib';
import type { Clock } from '../../core/engine/clock';
import type { LevelChangeRow } from '../../core/school/students/records';
import { printedDay, printedMoment } from '../pdf/dates';
import { embedDocumentFonts } from '../pdf/fonts';
import { embedLogo, type Warn } from '../pdf/logo';
import { A4, INK, MARGIN, Sheet } from '../pdf/sheet';
import { fitText } from '../pdf/wrap';

export interface PdfStudent {
  nombre: string;
  numero_documento: string;
  /** The document type's name ('Pasaporte'), not its code. */
  tipo_documento: string | null;
}

export interface PdfSchool {
  /** Config 'nombre_escuela', else DEFAULT_SCHOOL_NAME. */
  nombre: string;
  /** Config 'logo_escuela': a PNG/JPEG path or data: URL (server/pdf/logo.ts); null for none. */
  logo: string | null;
}

/** The change as the PDF reads it: created_at an ISO instant (with or without offset) or a Date. */
export type PdfLevelChange = Omit<LevelChangeRow, 'created_at'> & { created_at: string | Date };

export interface PdfContext {
  /** The school's clock: its zone dates the instants, its now is the printing moment. */
  clock: Clock;
  /** Where a left-out logo is reported (the request's log). */
  warn: Warn;
}

/** The school's name as printed (config 'nombre_escuela', else the product's name). */
export const DEFAULT_SCHOOL_NAME = 'Aula Admin';

const LOGO_BOX = { width: 130, height: 64 };

const course = (c: LevelChangeRow['curso_anterior'] | null) => (c ? `${c.codigo} · ${c.nombre}` : '—');
const person = (p: LevelChangeRow['solicitante'] | null) => (p ? `${p.nombre} (${p.numero_documento})` : '—');

export async function levelChangePdf(school: PdfSchool, change: PdfLevelChange, student: PdfStudent, { clock, warn }: PdfContext): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Cambio de nivel ${change.id}`);
  pdf.setAuthor(school.nombre);
  pdf.setCreator(DEFAULT_SCHOOL_NAME);
  pdf.setSubject(`${student.nombre}: ${change.curso_anterior.codigo} → ${change.finalizado && change.curso_nuevo ? change.curso_nuevo.codigo : 'pendiente'}`);
  pdf.setLanguage('es');
  pdf.setCreationDate(clock.now());
  pdf.setModificationDate(clock.now());
  const fonts = await embedDocumentFonts(pdf);
  const logo = await embedLogo(pdf, school.logo, warn);
  const sheet = new Sheet(pdf, fonts);

  // Header: the logo at the left, the school's name beside it (wrapped or shrunk, never off the page).
  const top = A4.height - 48;
  const logoSize = logo ? logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height) : { width: 0, height: 0 };
  if (logo) sheet.page.drawImage(logo, { x: MARGIN, y: top - logoSize.height, ...logoSize });
  const nameX = MARGIN + (logo ? logoSize.width + 16 : 0);
  const name = fitText(fonts.printable(school.nombre), fonts.bold, [18, 15, 12], A4.width - MARGIN - nameX, 2, 3);
  const nameHeight = name.lines.length * name.size * 1.25;
  sheet.y = top - Math.max(0, (logoSize.height - nameHeight) / 2) - name.size;
  sheet.lines(name.lines, nameX, fonts.bold, name.size, INK, name.size * 1.25);
  sheet.y = top - Math.max(logoSize.height, nameHeight) - 12;
  sheet.rule();
  sheet.gap(34);

  sheet.paragraph(`Cambio de nivel N.º ${change.id}`, fonts.bold, 15);
  sheet.gap(10);
  sheet.pair('Estudiante', student.nombre);
  sheet.pair('Documento', [student.tipo_documento, student.numero_documento].filter(Boolean).join(' '));
  sheet.pair('Sede', change.sede);
  sheet.gap(8);
  sheet.pair('Curso anterior', course(change.curso_anterior));
  sheet.pair('Curso nuevo', change.finalizado ? course(change.curso_nuevo) : 'Pendiente');
  sheet.pair('Nivel siguiente', change.nivel_siguiente ? `${change.nivel_siguiente.codigo} · ${change.nivel_siguiente.descripcion}` : '—');
  sheet.pair('Estado', change.finalizado ? 'Finalizado' : 'En trámite');
  sheet.gap(8);
  sheet.pair('Finalización del curso', printedDay(clock, change.fecha_finalizar_curso));
  sheet.pair('Avance de nivel', printedDay(clock, change.fecha_avance_nivel));
  sheet.pair('Entrega de libro', printedDay(clock, change.fecha_entrega_libro));
  sheet.pair('Solicitado el', printedDay(clock, change.created_at));
  sheet.gap(8);
  sheet.pair('Solicitante', person(change.solicitante));
  sheet.pair('Administrador', person(change.administrador));

  // The school signs through whoever closed the change, else whoever asked for it.
  const signer = change.administrador ?? change.solicitante;
  sheet.signatures([
    { name: student.nombre, caption: 'Firma del estudiante' },
    { name: signer.nombre, caption: 'Firma de la escuela' },
  ], 210);
  sheet.footers(`Impreso el ${printedMoment(clock)}`);
  return pdf.save();
}
