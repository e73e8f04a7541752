// A react-admin Button that navigates inside the app (react-admin's Button needs its link component).
import type { ReactElement } from 'react';
import { Button, LinkBase } from 'react-admin';

export interface LinkButtonProps {
  to: string;
  label: string;
  icon: ReactElement;
}

export function LinkButton({ to, label, icon }: LinkButtonProps) {
  return (
    <Button component={LinkBase} to={to} label={label}>
      {icon}
    </Button>
  );
}
