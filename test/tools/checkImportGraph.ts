// npm run lint, after eslint: the folders import only downwards and no module cycle exists, and
// production code imports no test fixture (*.examples.ts) and the seed only from the roots that seed
// the demo (test/tools/importGraph.ts). Prints what breaks that and fails.
import { fileURLToPath } from 'node:url';
import { layerProblems, SEEDING_ROOTS } from './importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { upward, cycles, floors, fixtures, seed } = layerProblems(root);
for (const edge of upward) console.error(`Importación hacia arriba: ${edge}`);
for (const group of cycles) console.error(`Ciclo de importaciones: ${group.join(' → ')}`);
for (const problem of floors) console.error(`Pisos: ${problem}`);
for (const edge of fixtures) console.error(`Datos de prueba importados por producción: ${edge}`);
for (const edge of seed) console.error(`Semilla importada fuera de ${SEEDING_ROOTS.join(' y ')}: ${edge}`);
if ([upward, cycles, floors, fixtures, seed].some((problems) => problems.length > 0)) process.exit(1);
console.log('Capas: ninguna importación hacia arriba, ningún ciclo, cada carpeta en su piso; producción sin datos de prueba (*.examples.ts) y la semilla solo desde sus raíces.');
