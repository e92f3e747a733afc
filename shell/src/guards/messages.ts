/**
 * Guard messages, verbatim from spec §6 / §8. They are shown to the shopper as alerts, so they
 * must match the spec letter for letter (tests compare them).
 */
import { POLL_ALREADY_ANSWERED_MESSAGE } from 'shared-contracts';

export const GUARD_MESSAGES = Object.freeze({
  authRequired: 'AUTH_REQUIRED: Ingen bruker logget inn',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED: Bruker har ikke godtatt brukervilkår',
  emailVerified: 'EMAIL_VERIFIED: E-post er allerede verifisert',
  registrationDisabled: 'User is logged in. Registration disabled',
  alreadyAnswered: POLL_ALREADY_ANSWERED_MESSAGE,
} as const);
