// 'zod' as the browser build sees it (vite.config.ts aliases the bare name here): zod itself, told
// before any schema exists not to compile them with new Function(). The Content-Security-Policy
// forbids eval (server/http/securityHeaders.ts): zod's probe would be refused and reported on every
// load. The server keeps zod's compiled schemas (it imports zod directly).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
