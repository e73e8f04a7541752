// One added section of a generated view: its optional title, then its element.
import { Box, Typography } from '@mui/material';
import type { ViewSection } from './types';

export interface ViewSectionBlockProps {
  section: ViewSection;
  /** false: tells react-admin's Labeled (SimpleShowLayout wraps every child) to add no label. */
  label?: false;
}

export function ViewSectionBlock({ section }: ViewSectionBlockProps) {
  return (
    <Box component="section" aria-label={section.title} data-section={section.key} sx={{ py: 1 }}>
      {section.title ? (
        <Typography variant="h6" component="h2" gutterBottom>
          {section.title}
        </Typography>
      ) : null}
      {section.element}
    </Box>
  );
}
