// A react-admin Button that navigates inside the app (react-admin's Button needs its link component);
// in a toolbar it follows the toolbar's slot (toolbar/ToolbarButton.tsx: words on a phone's bar, an
// item of 'Más acciones').
import type { ReactElement } from 'react';
import { ToolbarButton } from './toolbar/ToolbarButton';

export interface LinkButtonProps {
  to: string;
  label: string;
  icon: ReactElement;
}

export function LinkButton({ to, label, icon }: LinkButtonProps) {
  return (
    <ToolbarButton to={to} label={label}>
      {icon}
    </ToolbarButton>
  );
}
