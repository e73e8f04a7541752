// A row's errors, one red line each ('Etiqueta: mensaje').
import { Typography } from '@mui/material';
import type { ResourceDeclaration } from '../../resources/types';
import { describeErrors } from './preview';

export function RowErrors({ declaration, errors }: { declaration: ResourceDeclaration; errors?: Record<string, string> }) {
  return (
    <>
      {describeErrors(declaration, errors).map((text) => (
        <Typography key={text} variant="body2" color="error">
          {text}
        </Typography>
      ))}
    </>
  );
}
