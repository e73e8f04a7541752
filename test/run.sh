#!/bin/sh
# npm test: the type check and the tests at once (the type check takes about 25 s of CPU, at nice 19
# on what the tests leave idle); either failing fails the run. Arguments go to vitest run.
# Every server the tests start writes its log lines into one folder (test/logs/capture.ts); the
# last step reads them all for passwords, tokens and document numbers (test/logs/check.ts).
AULA_TEST_LOG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/aula-registros.XXXXXX")"
export AULA_TEST_LOG_DIR
# At the lowest priority: the tests keep both cores busy at first, the browser tests leave some idle.
nice -n 19 npx tsc --noEmit &
types=$!
npx vitest run "$@"
tests=$?
# The whole suite logs well over this (every server its start, every error its lines); a targeted run may log nothing.
min_lines=0
[ $# -eq 0 ] && min_lines=100
if npx tsx test/logs/check.ts "$AULA_TEST_LOG_DIR" --min-lines "$min_lines"; then
  rm -rf "$AULA_TEST_LOG_DIR"
else
  echo "Registros conservados en $AULA_TEST_LOG_DIR"
  tests=1
fi
if ! wait "$types"; then
  echo 'tsc --noEmit falló: errores de tipos arriba'
  exit 1
fi
exit "$tests"
