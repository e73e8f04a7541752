// The buttons of the rich text editor: only what the allow-list keeps (core/engine/richText.ts).
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ComponentType } from 'react';

export type RichTextCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

const BUTTONS: { command: RichTextCommand; label: string; Icon: ComponentType<{ fontSize: 'small' }> }[] = [
  { command: 'bold', label: 'Negrita', Icon: FormatBold },
  { command: 'italic', label: 'Cursiva', Icon: FormatItalic },
  { command: 'underline', label: 'Subrayado', Icon: FormatUnderlined },
  { command: 'insertUnorderedList', label: 'Lista', Icon: FormatListBulleted },
  { command: 'insertOrderedList', label: 'Lista numerada', Icon: FormatListNumbered },
  { command: 'createLink', label: 'Enlace', Icon: InsertLink },
];

export interface RichTextToolbarProps {
  onCommand: (command: RichTextCommand) => void;
  disabled?: boolean;
}

export function RichTextToolbar({ onCommand, disabled }: RichTextToolbarProps) {
  return (
    <Box role="toolbar" aria-label="Formato" sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
      {BUTTONS.map(({ command, label, Icon }) => (
        <Tooltip key={command} title={label}>
          <span>
            <IconButton
              aria-label={label}
              size="small"
              disabled={disabled}
              // Keeps the selection in the editor: the command applies to it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onCommand(command)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}
