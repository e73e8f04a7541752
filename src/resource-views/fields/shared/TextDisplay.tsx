// A value shown as its text (the empty text, greyed, when there is none): every type's default display.
import { Typography } from '@mui/material';
import type { DisplayProps } from '../types';

export function TextDisplay({ text, emptyText }: Pick<DisplayProps, 'text' | 'emptyText'>) {
  return (
    <Typography component="span" variant="body2" color={text === null ? 'text.secondary' : undefined}>
      {text ?? emptyText}
    </Typography>
  );
}
