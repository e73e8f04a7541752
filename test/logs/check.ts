// npm test's last step (test/run.sh): reads every log line the run's servers wrote (test/logs/capture.ts)
// and fails when one holds a password, a token or a document number (test/logs/secrets.ts). A run
// of the whole suite that logged fewer than MIN_LINES lines fails too: a capture that broke would
// otherwise pass for a clean log. Usage: tsx test/logs/check.ts DIR [--min-lines N]
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scanLog } from './secrets';

async function main(): Promise<number> {
  const [dir, ...rest] = process.argv.slice(2);
  const minIndex = rest.indexOf('--min-lines');
  const minLines = minIndex >= 0 ? Number(rest[minIndex + 1]) : 0;
  if (!dir) {
    console.error('Uso: tsx test/logs/check.ts CARPETA [--min-lines N]');
    return 2;
  }
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  let lines = 0;
  const findings = [];
  for (const name of files) {
    const text = await readFile(join(dir, name), 'utf8');
    lines += text.split('\n').filter(Boolean).length;
    findings.push(...scanLog(name, text));
  }
  console.log(`Registros del servidor: ${lines.toLocaleString('es-CO')} líneas en ${files.length} archivos revisadas (contraseñas, tokens, documentos)`);
  if (lines < minLines) {
    console.error(`Se esperaban al menos ${minLines.toLocaleString('es-CO')} líneas: la captura de los registros no funcionó.`);
    return 1;
  }
  if (findings.length > 0) {
    for (const finding of findings.slice(0, 20)) console.error(`  ${finding.file}:${finding.line}: ${finding.secret}`);
    console.error(`${findings.length} líneas de registro con datos que no deben estar (en ${dir}).`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
