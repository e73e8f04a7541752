// The transport and From address from the environment: SMTP_URL → nodemailer over SMTP, absent →
// none (mails stay in the outbox as 'sin_smtp'); MAIL_FROM → From.
import { createTransport } from 'nodemailer';
import type { MailTransport } from './types';

export const DEFAULT_MAIL_FROM = 'Aula Admin <no-responder@aula.local>';

export type MailEnv = Record<string, string | undefined>;

/** SMTP_URL, checked: a mistyped URL stops the start instead of failing every mail later. */
export function smtpUrlFromEnv(env: MailEnv = process.env): URL | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL no es una URL válida (ejemplo: smtp://usuario:clave@servidor:587)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL debe empezar por smtp:// o smtps:// (se recibió ${url.protocol}//)`);
  }
  return url;
}

/** A nodemailer SMTP transport for SMTP_URL, or null when it is not set. */
export function transportFromEnv(env: MailEnv = process.env): MailTransport | null {
  // The URL exactly as given: nodemailer decodes its credentials and options itself.
  return smtpUrlFromEnv(env) ? createTransport(env.SMTP_URL!.trim()) : null;
}

export function mailFromEnv(env: MailEnv = process.env): string {
  return env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}

/** SMTP_URL without its credentials, for the start-up log. */
export function describeSmtp(env: MailEnv = process.env): string | null {
  const url = smtpUrlFromEnv(env);
  return url ? `${url.protocol}//${url.host}` : null;
}
