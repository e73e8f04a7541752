// A list's 'Importar' with a 50,000-row file, CSV (as Excel in Spanish saves it) and .xlsx: preview,
// check against the records already there and import, each with the page's longest main-thread
// task (goal < 200 ms), beside the reader alone in Node and crear_masivo called straight.
import { kib, ms, times } from '../format';
import { benchImportFile } from '../importFile';
import { IMPORT_ROWS } from '../importFileData';
import type { BenchFigure, BenchRow } from '../types';

export const FIGURE = 'importar archivo de 50.000 filas';
const LONGEST_GOAL_MS = 200;

async function rows(log: (line: string) => void): Promise<BenchRow[]> {
  const f = await benchImportFile(log);
  const size = IMPORT_ROWS.toLocaleString('en-US');
  return f.runs.flatMap((run): BenchRow[] => [
    {
      figure: `${FIGURE}: vista previa (${run.format})`,
      size,
      value: `${ms(run.previewMs)}; comprobada ${ms(run.checkMs)}`,
      baseline: `${ms(run.readerMs)} el lector solo (Node)`,
      ratio: times(run.previewMs / run.readerMs),
      goal: `tarea más larga < ${LONGEST_GOAL_MS} ms`,
      met: run.longestPreviewMs < LONGEST_GOAL_MS,
      note:
        `importar (${run.format}, ${kib(run.fileBytes)}): desde elegir el archivo en el diálogo 'Importar' de #/estudiantes hasta 'Válidas: ${IMPORT_ROWS}' ` +
        `(leído en el worker, validado por tramos) y hasta la comprobación de existentes ('Nuevos: ${IMPORT_ROWS}', estudiante/importar sin escribir); ` +
        `tarea más larga del hilo principal en ese tramo ${ms(run.longestPreviewMs)}. Línea base: el mismo archivo por readTable + tableToInput en Node.`,
    },
    {
      figure: `${FIGURE}: importación (${run.format})`,
      size,
      value: ms(run.importMs),
      baseline: `${ms(f.apiMs)} crear_masivo directo (HTTP ${f.apiStatus})`,
      ratio: times(run.importMs / f.apiMs),
      goal: `tarea más larga < ${LONGEST_GOAL_MS} ms`,
      met: run.longestImportMs < LONGEST_GOAL_MS,
      note: `importar (${run.format}): de 'Enviar' a 'Se crearon ${IMPORT_ROWS} registros'; tarea más larga del hilo principal ${ms(run.longestImportMs)}. Línea base: las mismas ${size} líneas (celdas como se escriben) a estudiante/crear_masivo desde Node.`,
    },
  ]);
}

export const importFileFigure = (log: (line: string) => void): BenchFigure => ({ name: FIGURE, once: () => rows(log), budgetSeconds: 600 });
