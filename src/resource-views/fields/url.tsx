// 'url': the browser's address box (the detail links to it: urlDisplay.tsx).
import { textInput } from './shared/textInput';

export const input = textInput('url');
