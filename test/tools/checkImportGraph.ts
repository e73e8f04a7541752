// npm run lint, after eslint: the folders import only downwards and no module cycle exists
// (test/tools/importGraph.ts). Prints what breaks that and fails.
import { fileURLToPath } from 'node:url';
import { layerProblems } from './importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { upward, cycles, floors } = layerProblems(root);
for (const edge of upward) console.error(`Importación hacia arriba: ${edge}`);
for (const group of cycles) console.error(`Ciclo de importaciones: ${group.join(' → ')}`);
for (const problem of floors) console.error(`Pisos: ${problem}`);
if (upward.length > 0 || cycles.length > 0 || floors.length > 0) process.exit(1);
console.log('Capas: ninguna importación hacia arriba, ningún ciclo, cada carpeta en su piso.');
