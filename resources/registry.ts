// THE list of the resources this build serves, with their menu places. The entry points hand it in
// (server/main.ts to the server, src/main.tsx to the app, through resources/appResources.ts): the
// server's endpoints, the browser's routes, the menu and the generic tests derive from it, so adding
// a resource is one line here (README, 'How to add a resource'). The custom pages are src/shell/pages.ts.
import adicionales from './adicionales/schema';
import banners from './banners/schema';
import cierres from './cierres/schema';
import correos from './correos/schema';
import correosEnviados from './correos_enviados/schema';
import cursos from './cursos/schema';
import docentes from './docentes/schema';
import encuestas from './encuestas/schema';
import estudiantes from './estudiantes/schema';
import examenes from './examenes/schema';
import grupos from './grupos/schema';
import logros from './logros/schema';
import salones from './salones/schema';
import temas from './temas/schema';
import usuarios from './usuarios/schema';
import type { RegisteredResource } from '../core/registry';
import type { ResourceDeclaration } from '../core/types';

/** The resources, alphabetical (the order of the server's endpoints and react-admin's resources). */
export const RESOURCES: readonly RegisteredResource[] = [
  // A topic's preparation file and feedback items: shown on the topic's detail.
  { declaration: adicionales },
  { declaration: banners, menu: { group: 'Admin', label: 'Banners' } },
  { declaration: cierres, menu: { group: 'Admin', label: 'Cierres' } },
  // A course's e-mail templates and achievements: reached from the course's detail.
  { declaration: correos },
  { declaration: correosEnviados, menu: { group: 'Admin', label: 'Correos enviados' } },
  { declaration: cursos, menu: { group: 'Académico', label: 'Cursos' } },
  { declaration: docentes, menu: { label: 'Docentes' } },
  // Satisfaction survey answers (issue 24): what the survey report reads; loaded by CSV from its list.
  { declaration: encuestas, menu: { group: 'Admin', label: 'Encuestas' } },
  { declaration: estudiantes, menu: { label: 'Estudiantes' } },
  { declaration: examenes, menu: { group: 'Académico', label: 'Examenes' } },
  { declaration: grupos, menu: { group: 'Admin', label: 'Grupos' } },
  { declaration: logros },
  { declaration: salones, menu: { label: 'Salones' } },
  // A course's topics: listed on its detail, created from it (#/tema/nuevo/{cursoId}).
  { declaration: temas },
  // Staff users (doc 2 §2.3): #/usuarios and #/usuario/…, calls funcionario/….
  { declaration: usuarios, menu: { group: 'Admin', label: 'Usuarios' } },
];

export const DECLARATIONS: readonly ResourceDeclaration[] = RESOURCES.map((resource) => resource.declaration);
