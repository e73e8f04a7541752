// 'file': a PDF picker, the stored file kept unless another is chosen (the detail links to it:
// fileDisplay.tsx).
import { FileFieldInput } from '../FileFieldInput';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { mode, readOnly, original }) => <FileFieldInput field={field} mode={mode} readOnly={readOnly} original={original} />;
