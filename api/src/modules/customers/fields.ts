/**
 * Rules on customer fields shared by registration and the account update: the phone as stored,
 * a known gender, consent flags as booleans, and the §8 423 for a taken e-mail or phone.
 */
import { normalisePhone } from 'shared-contracts/rules';
import type { ConsentFlag } from 'shared-contracts/schemas';
import { ApiError } from '../../http/errors';
import type { Db } from '../../db/client';
import { ACCOUNT_TEXTS, OUR_TEXTS } from './messages';
import { genderExists, type CustomerChanges } from './queries';
import { normalizePhone } from './service';

/** The §8 423: one sentence for a taken e-mail and a taken phone alike. */
export const accountExists = () => new ApiError(423, ACCOUNT_TEXTS.accountExists, 'ACCOUNT_EXISTS');

/**
 * A mobile number as customers are stored ('41234567'), or 422. Only Norwegian mobile numbers:
 * the checkout's rule, and what login by phone and SMS codes expect.
 */
export function storedPhone(input: string): string {
  if (normalisePhone(input) === null)
    throw new ApiError(422, OUR_TEXTS.phoneInvalid, 'VALIDATION_ERROR');
  return normalizePhone(input);
}

/** The genders table is the list (a foreign key); an unknown id is a 422, not a 500. */
export async function checkGender(db: Db, id: number | null | undefined): Promise<void> {
  if (id != null && !(await genderExists(db, id)))
    throw new ApiError(422, OUR_TEXTS.genderUnknown, 'VALIDATION_ERROR');
}

const CONSENT_COLUMNS = {
  club: 'club',
  marketing: 'marketing',
  newsletter: 'newsletter',
  event_invite: 'eventInvite',
  birthday_gift: 'birthdayGift',
  cookie_default: 'cookieDefault',
  cookie_ga: 'cookieGa',
  cookie_google_tag_manager: 'cookieGoogleTagManager',
  cookie_meta_pixel: 'cookieMetaPixel',
} as const satisfies Record<ConsentFlag, keyof CustomerChanges>;

/** Consent flags that were sent, as booleans (the contract accepts 0/1 too). */
export function consentColumns(
  input: Partial<Record<ConsentFlag, boolean | 0 | 1 | undefined>>,
): CustomerChanges {
  const changes: CustomerChanges = {};
  for (const [flag, column] of Object.entries(CONSENT_COLUMNS) as [
    ConsentFlag,
    (typeof CONSENT_COLUMNS)[ConsentFlag],
  ][]) {
    const value = input[flag];
    if (value !== undefined) changes[column] = value === true || value === 1;
  }
  return changes;
}
