#!/bin/sh
# npm test: the type check and the tests at once (the type check takes a core for about 15 s while
# Vitest starts and its first files run); either failing fails the run. Arguments go to vitest run.
npx tsc --noEmit &
types=$!
npx vitest run "$@"
tests=$?
if ! wait "$types"; then
  echo 'tsc --noEmit falló: errores de tipos arriba'
  exit 1
fi
exit "$tests"
