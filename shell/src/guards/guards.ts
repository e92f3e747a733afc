/**
 * Route guards of spec §6, as pure functions of (user, route) so they can be unit-tested and run
 * from a router loader before anything of the target page renders.
 *
 * A guard answers `null` (pass) or a failure naming where to go and what to tell the shopper.
 * Where the failure goes is decided by `resolveGuardRedirect` (spec §2 "Navigation behaviour":
 * the named redirect, otherwise the previous route, otherwise home).
 */
import { GUARD_MESSAGES } from './messages';

/** The part of the user store a guard looks at (structural, so tests need no store). */
export interface GuardUser {
  loaded: boolean;
  /** 1 = accepted, 0 = not accepted (spec §3). Missing on a guest. */
  terms_conditions?: number | string | null;
}

export interface GuardContext {
  user: GuardUser;
  routeName: string;
  params: Readonly<Record<string, string | undefined>>;
}

export interface GuardFailure {
  /** Shown as an alert when present. */
  message?: string;
  /** Named route to go to. */
  redirect?: string;
  /**
   * Prefer going back to the previous route over the named redirect (the poll question:
   * "redirect to the previous screen or to user").
   */
  preferPrevious?: boolean;
}

export type GuardResult = GuardFailure | null;
export type Guard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

export type GuardName =
  | 'guestsOnly'
  | 'authRequired'
  | 'termsAccepted'
  | 'termsPending'
  | 'emailVerification'
  | 'pollQuestion';

function termsAccepted(user: GuardUser): boolean {
  return Number(user.terms_conditions) === 1;
}

/** Login, register and password reset: guests only; a logged-in user goes to user. */
export const guestsOnly: Guard = ({ user, routeName }) => {
  if (!user.loaded) return null;
  // Spec §6 gives a message only for registration; the other guest routes redirect silently.
  return routeName === 'registration'
    ? { redirect: 'user', message: GUARD_MESSAGES.registrationDisabled }
    : { redirect: 'user' };
};

/** Every /user route needs a logged-in customer. */
export const authRequired: Guard = ({ user }) =>
  user.loaded ? null : { redirect: 'login', message: GUARD_MESSAGES.authRequired };

/** …who has accepted the terms. */
export const termsAcceptedGuard: Guard = ({ user }) =>
  termsAccepted(user)
    ? null
    : { redirect: 'accept-terms', message: GUARD_MESSAGES.termsNotAccepted };

/** The accept-terms screen only while terms_conditions is 0; otherwise back to user. */
export const termsPending: Guard = ({ user }) =>
  Number(user.terms_conditions) === 0 ? null : { redirect: 'user' };

/** The email-verification screen is always refused. */
export const emailVerification: Guard = () => ({
  redirect: 'user',
  message: GUARD_MESSAGES.emailVerified,
});

/**
 * Poll question: blocked when the question already has a correct answer. The check itself needs
 * the API, so it is injected (see `poll-question.ts`); this keeps the rule testable.
 */
export function createPollQuestionGuard(
  hasCorrectAnswer: (pollId: string, questionId: string) => Promise<boolean>,
): Guard {
  return async ({ params }) => {
    const { pollId, questionId } = params;
    if (!pollId || !questionId) return null;
    const answered = await hasCorrectAnswer(pollId, questionId);
    return answered
      ? { redirect: 'user', preferPrevious: true, message: GUARD_MESSAGES.alreadyAnswered }
      : null;
  };
}

export type GuardRegistry = Record<GuardName, Guard>;

export function createGuardRegistry(pollQuestion: Guard): GuardRegistry {
  return {
    guestsOnly,
    authRequired,
    termsAccepted: termsAcceptedGuard,
    termsPending,
    emailVerification,
    pollQuestion,
  };
}

/** Runs the guards in order and answers the first failure (the order encodes priority). */
export async function runGuards(
  names: readonly GuardName[],
  registry: GuardRegistry,
  ctx: GuardContext,
): Promise<GuardResult> {
  for (const name of names) {
    const result = await registry[name](ctx);
    if (result) return result;
  }
  return null;
}

export interface RedirectTarget {
  kind: 'named' | 'previous' | 'home';
  /** Route name for `named`; 'home' for `home`. */
  name?: string;
  /** Full path for `previous`. */
  path?: string;
}

/**
 * Where a failed check leads: the named redirect, else the previous route, else home.
 * A previous route equal to the refused target is no way out, so it counts as none.
 */
export function resolveGuardRedirect(
  failure: GuardFailure,
  previousPath: string | null,
  targetPath: string,
): RedirectTarget {
  const previous = previousPath && previousPath !== targetPath ? previousPath : null;
  if (failure.preferPrevious && previous) return { kind: 'previous', path: previous };
  if (failure.redirect) return { kind: 'named', name: failure.redirect };
  if (previous) return { kind: 'previous', path: previous };
  return { kind: 'home', name: 'home' };
}
