// What a course's topic is (temas.tipo): a class, an exam or autonomous work. The topics' declaration
// offers them and the progress views name them.
export const TIPOS_TEMA = [
  { id: 'clase', name: 'Clase' },
  { id: 'examen', name: 'Examen' },
  { id: 'autonomo', name: 'Trabajo Autónomo' },
];
