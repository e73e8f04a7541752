// Reads during a 20,000-row crear_masivo, beside the same reads with no import (importConcurrency.ts).
import { benchImportConcurrency } from '../importConcurrency';
import type { BenchRow } from '../types';

const ms = (n: number) => `${Math.round(n)} ms`;

export async function importReadsRows(): Promise<BenchRow[]> {
  const f = await benchImportConcurrency();
  const figure = `lecturas durante una importación de ${f.rows.toLocaleString('en-US')} filas (p99)`;
  return [
    {
      figure,
      value: `p99 ${ms(f.duringImport.p99)} (p50 ${ms(f.duringImport.p50)}, máx ${ms(f.duringImport.max)})`,
      baseline: `p99 ${ms(f.baseline.p99)} sin importación`,
      ratio: '',
      goal: '< 300 ms',
      met: f.duringImport.p99 < 300,
      note: `importación: ${f.clients} lectores, ${f.duringImport.requests} lecturas durante ella; respuesta ${f.importStatus}, ${f.created} creados; ${ms(f.importMs)} con lecturas, ${ms(f.importAloneMs)} sola; pausa máxima del bucle de eventos ${ms(f.eventLoopMaxMs)}.`,
    },
  ];
}
