// A titled block of labelled fields of the current record, each with its own empty text.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Labeled } from 'react-admin';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { FieldValue } from './FieldValue';
import { type BooleanLabels, DETAIL_BOOLEANS, EMPTY_TEXT } from './format';

export interface ShowItem {
  source: string;
  /** Default 'No hay información'. */
  emptyText?: string;
  /** Default Sí/No. */
  booleans?: BooleanLabels;
}

export interface ShowSectionProps {
  declaration: ResourceDeclaration;
  title: string;
  items: ShowItem[];
}

export function ShowSection({ declaration, title, items }: ShowSectionProps) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {items.map((item) => (
            <Labeled key={item.source}>
              <FieldValue
                field={fieldOf(declaration, item.source)}
                source={item.source}
                emptyText={item.emptyText ?? EMPTY_TEXT}
                booleanLabels={item.booleans ?? DETAIL_BOOLEANS}
              />
            </Labeled>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
