// 'url' on the detail page: a link that opens in a new tab.
import { Link } from '@mui/material';
import { TextDisplay } from './shared/TextDisplay';
import type { DisplayProps } from './types';

export function Display({ text, emptyText }: DisplayProps) {
  if (text === null) return <TextDisplay text={text} emptyText={emptyText} />;
  return (
    <Link href={text} target="_blank" rel="noopener noreferrer" variant="body2" onClick={(e) => e.stopPropagation()}>
      {text}
    </Link>
  );
}
