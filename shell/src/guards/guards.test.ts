import { describe, expect, it, vi } from 'vitest';
import {
  authRequired,
  createGuardRegistry,
  createPollQuestionGuard,
  emailVerification,
  guestsOnly,
  resolveGuardRedirect,
  runGuards,
  termsAcceptedGuard,
  termsPending,
  type GuardContext,
  type GuardUser,
} from './guards';
import { GUARD_MESSAGES } from './messages';

const guest: GuardUser = { loaded: false };
const customer: GuardUser = { loaded: true, terms_conditions: 1 };
const noTerms: GuardUser = { loaded: true, terms_conditions: 0 };
const ctx = (
  user: GuardUser,
  routeName = 'user',
  params: GuardContext['params'] = {},
): GuardContext => ({
  user,
  routeName,
  params,
});

describe('spec §6 messages', () => {
  it('are verbatim', () => {
    expect(GUARD_MESSAGES.authRequired).toBe('AUTH_REQUIRED: Ingen bruker logget inn');
    expect(GUARD_MESSAGES.termsNotAccepted).toBe(
      'TERMS_NOT_ACCEPTED: Bruker har ikke godtatt brukervilkår',
    );
    expect(GUARD_MESSAGES.emailVerified).toBe('EMAIL_VERIFIED: E-post er allerede verifisert');
    expect(GUARD_MESSAGES.registrationDisabled).toBe('User is logged in. Registration disabled');
  });
});

describe('guests only (login, register, password reset)', () => {
  it('lets a guest through', () => {
    expect(guestsOnly(ctx(guest, 'login'))).toBeNull();
  });
  it('sends a logged-in user to user', () => {
    expect(guestsOnly(ctx(customer, 'login'))).toEqual({ redirect: 'user' });
    expect(guestsOnly(ctx(customer, 'password-reset'))).toEqual({ redirect: 'user' });
  });
  it('refuses registration with the spec message', () => {
    expect(guestsOnly(ctx(customer, 'registration'))).toEqual({
      redirect: 'user',
      message: 'User is logged in. Registration disabled',
    });
  });
});

describe('/user routes', () => {
  it('need a logged-in customer, else login with AUTH_REQUIRED', () => {
    expect(authRequired(ctx(guest))).toEqual({
      redirect: 'login',
      message: GUARD_MESSAGES.authRequired,
    });
    expect(authRequired(ctx(customer))).toBeNull();
  });
  it('need accepted terms, else accept-terms with TERMS_NOT_ACCEPTED', () => {
    expect(termsAcceptedGuard(ctx(noTerms))).toEqual({
      redirect: 'accept-terms',
      message: GUARD_MESSAGES.termsNotAccepted,
    });
    expect(termsAcceptedGuard(ctx({ loaded: true }))).not.toBeNull();
    expect(termsAcceptedGuard(ctx(customer))).toBeNull();
  });
  it('check login before terms (a guest hears AUTH_REQUIRED, not TERMS_NOT_ACCEPTED)', async () => {
    const registry = createGuardRegistry(() => null);
    const result = await runGuards(['authRequired', 'termsAccepted'], registry, ctx(guest));
    expect(result?.message).toBe(GUARD_MESSAGES.authRequired);
    expect(
      await runGuards(['authRequired', 'termsAccepted'], registry, ctx(noTerms)),
    ).toMatchObject({
      redirect: 'accept-terms',
    });
    expect(await runGuards(['authRequired', 'termsAccepted'], registry, ctx(customer))).toBeNull();
  });
});

describe('accept-terms', () => {
  it('is reachable only while terms_conditions is 0', () => {
    expect(termsPending(ctx(noTerms))).toBeNull();
    expect(termsPending(ctx(customer))).toEqual({ redirect: 'user' });
  });
  it('treats a missing flag as not pending (only an explicit 0 counts)', () => {
    expect(termsPending(ctx({ loaded: true }))).toEqual({ redirect: 'user' });
  });
});

describe('email verification', () => {
  it('is always refused with EMAIL_VERIFIED → user', () => {
    expect(emailVerification(ctx(customer))).toEqual({
      redirect: 'user',
      message: GUARD_MESSAGES.emailVerified,
    });
    expect(emailVerification(ctx(noTerms))).not.toBeNull();
  });
});

describe('poll question guard hook', () => {
  it('blocks a question that already has a correct answer, preferring the previous screen', async () => {
    const check = vi.fn(async () => true);
    const guard = createPollQuestionGuard(check);
    const result = await guard(ctx(customer, 'question', { pollId: '3', questionId: '7' }));
    expect(check).toHaveBeenCalledWith('3', '7');
    expect(result).toEqual({
      redirect: 'user',
      preferPrevious: true,
      message: 'Error: Already answered',
    });
  });
  it('lets an unanswered question through', async () => {
    const guard = createPollQuestionGuard(async () => false);
    expect(await guard(ctx(customer, 'question', { pollId: '3', questionId: '7' }))).toBeNull();
  });
});

describe('redirect after a failed check', () => {
  it('goes to the named redirect first', () => {
    expect(resolveGuardRedirect({ redirect: 'login' }, '/butikker', '/user')).toEqual({
      kind: 'named',
      name: 'login',
    });
  });
  it('else the previous route', () => {
    expect(resolveGuardRedirect({}, '/butikker', '/user')).toEqual({
      kind: 'previous',
      path: '/butikker',
    });
  });
  it('else home', () => {
    expect(resolveGuardRedirect({}, null, '/user')).toEqual({ kind: 'home', name: 'home' });
    // The refused page itself is no previous route.
    expect(resolveGuardRedirect({}, '/user', '/user')).toEqual({ kind: 'home', name: 'home' });
  });
  it('prefers the previous screen when the guard asks (poll question), else its named fallback', () => {
    expect(
      resolveGuardRedirect(
        { redirect: 'user', preferPrevious: true },
        '/user/poll/3',
        '/user/poll/3/7',
      ),
    ).toEqual({
      kind: 'previous',
      path: '/user/poll/3',
    });
    expect(
      resolveGuardRedirect({ redirect: 'user', preferPrevious: true }, null, '/user/poll/3/7'),
    ).toEqual({
      kind: 'named',
      name: 'user',
    });
  });
});
