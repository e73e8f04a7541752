// 'integer': a number box.
import { numberInput } from './shared/numberInput';

export const input = numberInput();
