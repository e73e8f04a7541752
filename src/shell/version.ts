// The version shown in the footer: the server's `version` call (public, no token), falling back to
// the version this bundle was built from when the call fails. It also brings the school's time zone.
// One version, package.json's — not the spec's 0.21.1 or 1.2.13 (README 'Decided beyond the specification').
import { version as bundledVersion } from '../../package.json';
import { setSchoolTimeZone } from './schoolClock';

export const BUNDLED_VERSION: string = bundledVersion;

export async function fetchServerVersion(apiUrl = '/api', fetchImpl: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl(`${apiUrl}/version`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
    if (!response.ok) return BUNDLED_VERSION;
    const body: unknown = await response.json();
    // The same call says the school's time zone (forms' 'today').
    if (body && typeof body === 'object' && 'zona_horaria' in body) setSchoolTimeZone(body.zona_horaria);
    return versionOf(body) ?? BUNDLED_VERSION;
  } catch {
    return BUNDLED_VERSION;
  }
}

function versionOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'version' in body && typeof body.version === 'string' && body.version.trim()) {
    return body.version.trim();
  }
  return null;
}
