// A row's errors, one red line each ('Etiqueta: mensaje'), wrapped whole: never clipped or cut.
import { Typography } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { describeErrors } from './preview';

export interface RowErrorsProps {
  declaration: ResourceDeclaration;
  errors?: Record<string, string>;
  /** The row's cells as typed, quoted beside their errors. */
  values?: Record<string, string>;
}

export function RowErrors({ declaration, errors, values }: RowErrorsProps) {
  return (
    <>
      {describeErrors(declaration, errors, values).map((text) => (
        <Typography key={text} variant="body2" color="error" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
    </>
  );
}
