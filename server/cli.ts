// What the operator's commands (npm run backup, npm run restore) share: the product's version, and
// their ending — an exit code by the class of the error, its message on stderr.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** A command called the wrong way (exit 2). */
export class UsageError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

/** An error class, its exit code and how its message is said (as is when absent). */
export type KnownFailure = readonly [kind: ErrorClass, code: number, say?: (message: string) => string];

/** Runs the command and exits with its code; an error of a known class with its own, any other with 1 (`otherwise` says it). */
export function runCommand(main: () => Promise<number>, known: readonly KnownFailure[], otherwise: (message: string) => string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      for (const [kind, code, say] of [[UsageError, 2] as const, ...known]) {
        if (!(error instanceof kind)) continue;
        console.error(say ? say(message) : message);
        process.exit(code);
      }
      console.error(otherwise(message));
      process.exit(1);
    },
  );
}
