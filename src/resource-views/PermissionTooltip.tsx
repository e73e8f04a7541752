// A control shown but not usable says why (issue 25 point 5): while `denied`, its wrapper carries a
// tooltip naming the code(s) it needs (permissionHint.ts). The control itself is disabled or
// read-only by its owner; a disabled element gets no pointer or focus events, hence the wrapper.
import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { deniedHint } from './permissionHint';
import { usePermissionDescriptions } from './usePermissionDescriptions';

export interface PermissionTooltipProps {
  /** Codes any one of which would allow the control. */
  codes: readonly PermissionCode[];
  /** Only a known refusal explains itself (undefined: the codes are still being read). */
  denied: boolean | undefined;
  /** A form field's whole row (its read-only input takes the focus itself); default: an inline, focusable wrapper. */
  block?: boolean;
  children: ReactElement;
}

export function PermissionTooltip({ codes, denied, block = false, children }: PermissionTooltipProps) {
  const descriptions = usePermissionDescriptions();
  if (denied !== true) return children;
  return (
    // describeChild: the text is the control's description (a title while closed), not its name.
    <Tooltip title={deniedHint(codes, descriptions)} describeChild>
      <span
        data-permission-hint=""
        // A disabled control cannot take the focus: its wrapper does, so the keyboard reaches the reason too.
        tabIndex={block ? undefined : 0}
        style={{ display: block ? 'block' : 'inline-flex', width: block ? '100%' : undefined }}
      >
        {children}
      </span>
    </Tooltip>
  );
}
