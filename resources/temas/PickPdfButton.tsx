// A button that picks one PDF, checked in the browser with the shared rules (extension, size, first
// bytes) before anything is sent: a refused file is reported and never reaches `onPick`.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { useNotify } from 'react-admin';
import adicionales from '../adicionales/schema';
import { fieldOf } from '../../core/engine/declaration/resource';
import { pickedFileProblem } from '../../src/resource-views/FileFieldInput';

const FILE_FIELD = fieldOf(adicionales, 'archivo');

export interface PickPdfButtonProps {
  label: string;
  onPick: (file: File) => void;
  disabled?: boolean;
}

export function PickPdfButton({ label, onPick, disabled }: PickPdfButtonProps) {
  const id = useId();
  const notify = useNotify();
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a refusal
    if (!file) return;
    const problem = await pickedFileProblem(FILE_FIELD, file);
    if (problem) notify(problem, { type: 'error', messageArgs: { _: problem } });
    else onPick(file);
  };
  return (
    <Button component="label" htmlFor={id} size="small" startIcon={<UploadFileIcon />} disabled={disabled}>
      {label}
      <input id={id} type="file" accept="application/pdf,.pdf" hidden onChange={(event) => void picked(event)} />
    </Button>
  );
}
