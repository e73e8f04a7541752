// Demo topic files: the first lesson of each course has its preparation file, and each exam its
// three feedback PDFs, one per grade band of the 0–5 scale (start exclusive, end inclusive).
import { createHash } from 'node:crypto';
import type { Database, SqlParam } from '../db/database';
import { insertRows } from './insert';
import { onePagePdf } from './pdf';

export interface SeedTopic {
  id: number;
  nombre: string;
  orden: number;
  tipo: string;
}

const BANDS: [number, number, string][] = [
  [0, 2.99, 'refuerzo'],
  [2.99, 3.99, 'aprobado'],
  [3.99, 5, 'destacado'],
];

async function storeFile(db: Database, nombre: string, title: string): Promise<number> {
  const datos = onePagePdf(undefined, title);
  const [row] = await insertRows(
    db,
    'archivos',
    [{ nombre, tipo: 'application/pdf', tamano: datos.byteLength, sha256: createHash('sha256').update(datos).digest('hex'), datos }],
    'id',
  );
  return row.id as number;
}

export async function seedTopicFiles(db: Database, temas: readonly SeedTopic[]): Promise<void> {
  const rows: Record<string, SqlParam>[] = [];
  for (const tema of temas) {
    if (tema.orden === 1) {
      const archivo = await storeFile(db, `preparacion-${tema.id}.pdf`, `Preparación: ${tema.nombre}`);
      rows.push({ tema_id: tema.id, tipo: 'preparacion', rango_inicial: null, rango_final: null, archivo });
    }
    if (tema.tipo !== 'examen') continue;
    for (const [inicial, final, banda] of BANDS) {
      const archivo = await storeFile(db, `feedback-${banda}-${tema.id}.pdf`, `Feedback ${banda}: ${tema.nombre}`);
      rows.push({ tema_id: tema.id, tipo: 'feedback', rango_inicial: inicial, rango_final: final, archivo });
    }
  }
  await insertRows(db, 'tema_adicionales', rows);
}
