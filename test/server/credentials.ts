// The test servers' own secrets: their JWT signing key and the password of every staff user a test
// creates (helpers.ts). Apart, so the log check (test/logs/secrets.ts) names them without loading a server.
export const TEST_JWT_SECRET = 'secreto-de-pruebas-del-servidor-aula-admin';
export const TEST_STAFF_PASSWORD = 'Clave-de-prueba-1';
