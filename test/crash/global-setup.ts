// The crash files' seeded data directory (seededData.ts), made while the first projects run: the
// first crash file no longer seeds it at the start of the browser tests' group while the other two
// wait on it with their workers. A failure here is left to the files, which try again and report it.
import { seededTemplate } from './seededData';

export default function setup(): () => Promise<void> {
  const made = seededTemplate().catch(() => undefined);
  return async () => {
    await made;
  };
}
