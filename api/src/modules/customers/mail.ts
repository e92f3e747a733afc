/**
 * The account mails and text messages, in Norwegian, into the outbox (mail/outbox.ts). An SMS is
 * one more outbox channel: kind 'sms', the number in E.164 as `to`; the SMTP sender skips it and
 * an SMS gateway adapter would send it. Links are built from the shop's public origin.
 */
import type { Db } from '../../db/client';
import { queueMail, SMS_KIND } from '../mail/outbox';
import { TOKEN_TTL_MS } from './tokens';

const SIGNATURE = '\n\nVennlig hilsen\nBare lave priser';
const minutes = (ms: number) => Math.round(ms / 60_000);

export interface AccountMailer {
  verifyEmail(db: Db, to: string, firstname: string, token: string): Promise<void>;
  passwordReset(db: Db, to: string, firstname: string, token: string): Promise<void>;
  codeByEmail(db: Db, to: string, code: string): Promise<void>;
  codeBySms(db: Db, phone: string, code: string): Promise<void>;
  emailChangeCode(db: Db, to: string, code: string): Promise<void>;
}

/** '41234567' (as customers are stored) → '+4741234567'; other spellings are kept. */
export const e164 = (phone: string) => (/^\d{8}$/.test(phone) ? `+47${phone}` : phone);

export function accountMailer(publicUrl: string): AccountMailer {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    async verifyEmail(db, to, firstname, token) {
      const link = `${origin}/api/v1/customers/email/verify?token=${encodeURIComponent(token)}`;
      await queueMail(db, {
        to,
        subject: 'Bekreft e-postadressen din',
        text:
          `Hei ${firstname}!\n\nTakk for at du er kunde hos Bare lave priser. Bekreft e-postadressen ` +
          `din ved å åpne lenken under:\n\n${link}\n\nLenken virker én gang og gjelder i ` +
          `${minutes(TOKEN_TTL_MS.email_verify) / 60} timer. Har du ikke laget en konto hos oss, ` +
          `kan du se bort fra denne e-posten.${SIGNATURE}`,
        html: null,
        kind: 'email_verify',
      });
    },

    async passwordReset(db, to, firstname, token) {
      const link =
        `${origin}/password/reset?token=${encodeURIComponent(token)}` +
        `&email=${encodeURIComponent(to)}`;
      await queueMail(db, {
        to,
        subject: 'Lag nytt passord',
        text:
          `Hei ${firstname}!\n\nVi har fått en forespørsel om nytt passord til kontoen din. ` +
          `Lag et nytt passord her:\n\n${link}\n\nLenken virker én gang og gjelder i ` +
          `${minutes(TOKEN_TTL_MS.password_reset)} minutter. Har du ikke bedt om dette, kan du ` +
          `se bort fra e-posten: passordet ditt er ikke endret.${SIGNATURE}`,
        html: null,
        kind: 'password_reset',
      });
    },

    async codeByEmail(db, to, code) {
      await queueMail(db, {
        to,
        subject: `Engangskoden din: ${code}`,
        text:
          `Engangskoden din for innlogging hos Bare lave priser er ${code}.\n\nKoden gjelder i ` +
          `${minutes(TOKEN_TTL_MS.otp)} minutter. Har du ikke bedt om den, kan du se bort fra ` +
          `denne e-posten.${SIGNATURE}`,
        html: null,
        kind: 'otp',
      });
    },

    async codeBySms(db, phone, code) {
      await queueMail(db, {
        to: e164(phone),
        subject: 'SMS',
        text: `${code} er engangskoden din hos Bare lave priser. Den gjelder i ${minutes(TOKEN_TTL_MS.otp)} minutter.`,
        html: null,
        kind: SMS_KIND,
      });
    },

    async emailChangeCode(db, to, code) {
      await queueMail(db, {
        to,
        subject: 'Bekreft ny e-postadresse',
        text:
          `Skriv inn koden ${code} for å bruke denne e-postadressen på kontoen din hos Bare lave ` +
          `priser.\n\nKoden gjelder i ${minutes(TOKEN_TTL_MS.email_change)} minutter. Har du ikke ` +
          `bedt om dette, kan du se bort fra e-posten.${SIGNATURE}`,
        html: null,
        kind: 'email_change',
      });
    },
  };
}
