// A react-admin toolbar button that downloads a file in one of several formats: one format
// downloads on click, several open a small menu. Disabled, with its progress line, while a file arrives.
import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { ToolbarButton } from '../../shell/toolbar/ToolbarButton';
import type { ExportFormat } from '../../../dataProvider/types';
import { DownloadProgress } from './DownloadProgress';
import { FORMAT_LABELS } from './formats';
import type { ExportState } from './useExportDownload';

export interface DownloadMenuButtonProps {
  label: string;
  formats: readonly ExportFormat[];
  state: ExportState;
  onPick: (formato: ExportFormat) => void;
  disabled?: boolean;
}

export function DownloadMenuButton({ label, formats, state, onPick, disabled = false }: DownloadMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const downloading = state.status === 'downloading';
  const single = formats.length === 1 ? formats[0] : undefined;
  const click = (element: HTMLElement) => {
    if (single) onPick(single);
    else setAnchor(element);
  };
  const pick = (formato: ExportFormat) => {
    setAnchor(null);
    onPick(formato);
  };
  return (
    <>
      <ToolbarButton
        label={label}
        // react-admin names its phone-size icon button by the label only while enabled: named always (WCAG 4.1.2).
        aria-label={label}
        onClick={click}
        disabled={disabled || downloading || formats.length === 0}
        aria-haspopup={single ? undefined : 'menu'}
        aria-expanded={single ? undefined : anchor !== null}
      >
        <DownloadIcon />
      </ToolbarButton>
      {single ? null : (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {formats.map((formato) => (
            <MenuItem key={formato} onClick={() => pick(formato)}>
              {FORMAT_LABELS[formato]}
            </MenuItem>
          ))}
        </Menu>
      )}
      {downloading ? <DownloadProgress bytes={state.bytes} /> : null}
    </>
  );
}
