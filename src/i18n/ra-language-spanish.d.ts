// ra-language-spanish 1.0.0 ships plain CommonJS without typings.
declare module 'ra-language-spanish' {
  import type { MessageTree } from './merge';

  // Incomplete for react-admin 5: see raSpanishCompletion.ts.
  const spanishMessages: MessageTree;
  export default spanishMessages;
}
