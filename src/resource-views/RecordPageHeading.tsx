// The heading of a page below a record that reads it its own way (a student's 'Clases', 'Registro
// de tutorías'): header and tab 'Catalina García · Clases' once the name is known, and the breadcrumbs
// Inicio › Estudiantes › Catalina García › Clases.
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { recordPageTitle } from '../shell/recordTitle';
import { useTabTitle } from '../shell/useTabTitle';
import { RecordBreadcrumbs } from './RecordBreadcrumbs';

export interface RecordPageHeadingProps {
  declaration: ResourceDeclaration;
  id: number;
  /** The record's name; undefined while it loads. */
  name: string | undefined;
  /** What the page is: 'Clases'. */
  page: string;
}

export function RecordPageHeading({ declaration, id, name, page }: RecordPageHeadingProps) {
  const title = name ? recordPageTitle(declaration, name, page) : '';
  useTabTitle(title);
  return (
    <>
      <Title title={title || page} />
      <Box sx={{ px: 2, pt: 2 }}>
        <RecordBreadcrumbs declaration={declaration} current={page} record={{ id, name: name ?? '' }} />
      </Box>
    </>
  );
}
