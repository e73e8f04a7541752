// The input of a 'file' field: a PDF dropped or picked, checked in the browser with the shared rules
// (extension and size, then the first bytes) before anything is sent; under it the current file,
// stored or just picked, with 'Quitar' (FileFieldCurrent).
import { useMemo } from 'react';
import { FileInput, type Validator } from 'react-admin';
import { isPickedFile } from '../../dataProvider/files';
import { FILE_MESSAGES, fileNameAndSizeProblem, hasPdfMagic } from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { isBlank, isRequiredIn, MESSAGES } from '../../core/engine/validation';
import { FileFieldCurrent } from './FileFieldCurrent';

export const FILE_INPUT_TEXTS = {
  placeholder: 'Arrastre un PDF aquí o haga clic para elegirlo',
} as const;

/** The picked file's problem, as the server would state it; undefined when it may be sent. */
export async function pickedFileProblem(field: FieldDeclaration, file: File): Promise<string | undefined> {
  const problem = fileNameAndSizeProblem(field, file.name, file.size);
  if (problem) return problem;
  // A file renamed to .pdf is refused here already, from its first bytes.
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return hasPdfMagic(head) ? undefined : FILE_MESSAGES.notPdf;
}

function fileValidator(field: FieldDeclaration, mode: 'create' | 'edit', original: unknown): Validator {
  const required = isRequiredIn(field, mode);
  const validate = async (value: unknown) => {
    if (isPickedFile(value)) return pickedFileProblem(field, value.rawFile);
    // As for other fields, an edit never fails on a file the record already lacked.
    if (isBlank(value)) return required && !(mode === 'edit' && isBlank(original)) ? (field.requiredMessage ?? MESSAGES.required) : undefined;
    return undefined; // the stored file, kept as it is
  };
  return Object.assign(validate, { isRequired: required });
}

// The form holds {rawFile, title} for a pick (no object URL: nothing to revoke), else the stored value.
const asFormValue = (value: unknown) => (value instanceof File ? { rawFile: value, title: value.name } : value);

export interface FileFieldInputProps {
  field: FieldDeclaration;
  mode?: 'create' | 'edit';
  readOnly?: boolean;
  /** The record's value before the edit (edit only). */
  original?: unknown;
}

export function FileFieldInput({ field, mode = 'create', readOnly, original }: FileFieldInputProps) {
  const validate = useMemo(() => fileValidator(field, mode, original), [field, mode, original]);
  return (
    <>
      <FileInput
        source={field.source}
        validate={validate}
        readOnly={readOnly}
        helperText={field.helperText ?? false}
        multiple={false}
        format={asFormValue}
        parse={asFormValue}
        // The file dialog offers PDFs; a dropped file of another kind reaches the validator and its message.
        inputProps={{ accept: '.pdf,application/pdf' }}
        placeholder={<p>{FILE_INPUT_TEXTS.placeholder}</p>}
      />
      <FileFieldCurrent source={field.source} readOnly={readOnly} />
    </>
  );
}
