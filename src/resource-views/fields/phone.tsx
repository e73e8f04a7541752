// 'phone': the browser's telephone box.
import { textInput } from './shared/textInput';

export const input = textInput('tel');
