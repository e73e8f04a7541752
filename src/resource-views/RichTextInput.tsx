// The editor of a 'richText' field: a contentEditable area and a toolbar of the allowed formats
// (document.execCommand). ra-input-rich-text (tiptap) does not install cleanly with our versions
// (conflicting tiptap peer dependencies), so this small editor stands in. The server sanitises
// whatever it sends; pasted HTML is cleaned on the way in so the editor never shows foreign styles.
import { FormControl, FormHelperText, FormLabel, Box } from '@mui/material';
import { type ClipboardEvent, useEffect, useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { RICH_TEXT_SCHEMES } from '../../core/engine/richText';
import { purifyRichText } from './purifyRichText';
import { type RichTextCommand, RichTextToolbar } from './RichTextToolbar';

const LINK_PATTERN = new RegExp(`^(${RICH_TEXT_SCHEMES.join('|')}):\\S+$`, 'i');
export const LINK_PROMPT = 'Dirección del enlace (https://…)';

export interface RichTextInputProps {
  source: string;
  validate?: Validator;
  readOnly?: boolean;
  helperText?: string | false;
}

export function RichTextInput({ source, validate, readOnly, helperText }: RichTextInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, id, isRequired } = useInput({ source, validate, readOnly });
  const editor = useRef<HTMLDivElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  useEffect(() => {
    // Written only when the value comes from outside (record loaded, form reset): while typing the DOM leads.
    if (editor.current && editor.current.innerHTML !== value) editor.current.innerHTML = purifyRichText(value);
  }, [value]);

  const emit = () => field.onChange(editor.current?.innerHTML ?? '');
  const run = (command: RichTextCommand) => {
    editor.current?.focus();
    if (command === 'createLink') {
      const href = window.prompt(LINK_PROMPT)?.trim();
      if (!href || !LINK_PATTERN.test(href)) return;
      document.execCommand('createLink', false, href);
    } else {
      document.execCommand(command);
    }
    emit();
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData('text/html');
    if (!html) return;
    event.preventDefault();
    document.execCommand('insertHTML', false, purifyRichText(html));
    emit();
  };
  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth margin="dense" error={fieldState.invalid} className={`ra-input ra-input-${source}`}>
      <FormLabel id={labelId} sx={{ mb: 0.5, fontSize: '0.8rem' }}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <RichTextToolbar onCommand={run} disabled={readOnly} />
      <Box
        ref={editor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={fieldState.invalid}
        aria-readonly={readOnly}
        contentEditable={!readOnly}
        // Enter starts a <p> (allowed), not the browser's default <div> (dropped by the sanitiser).
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onBlur={field.onBlur}
        onPaste={paste}
        sx={{
          minHeight: 120,
          p: 1,
          border: 1,
          borderRadius: 1,
          borderColor: fieldState.invalid ? 'error.main' : 'divider',
          typography: 'body2',
          '&:focus': { outline: 2, outlineColor: 'primary.main' },
          '& p': { my: 0.5 },
        }}
      />
      {fieldState.error || helperText ? (
        <FormHelperText>
          <InputHelperText error={fieldState.error?.message} helperText={helperText || undefined} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
