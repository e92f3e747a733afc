/**
 * The one place the shell's guards and behaviour touch the shared stores and the API, so the
 * rules modules stay pure and tests can stub this module as a whole.
 */
import {
  $user,
  apiGet,
  CustomerSchema,
  PollQuestionScoreSchema,
  setUser,
  showAlert as sharedShowAlert,
  type AlertInput,
  type Customer,
  type PollQuestionScore,
  type UserState,
} from 'shared-contracts';
import * as v from 'valibot';

export function getUser(): UserState {
  return $user.get();
}

export function setLoadedUser(customer: Customer): void {
  setUser(customer);
}

export function showAlert(alert: AlertInput): void {
  sharedShowAlert(alert);
}

/** 204 (nobody logged in) arrives as null. */
const CurrentCustomerSchema = v.nullable(CustomerSchema);

/**
 * GET /customers/current: the customer, or null when nobody is logged in (204). Any failure is
 * thrown so the caller can log it; the caller treats it as no active user.
 */
export async function fetchCurrentCustomer(): Promise<Customer | null> {
  const result = await apiGet('/customers/current', CurrentCustomerSchema);
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 401))
    return null;
  throw new Error(result.error.message);
}

export async function fetchQuestionScore(questionId: string): Promise<PollQuestionScore | null> {
  const result = await apiGet(
    `/polls/questions/${encodeURIComponent(questionId)}/score`,
    PollQuestionScoreSchema,
  );
  if (result.ok) return result.data;
  if (
    result.error.kind === 'http' &&
    result.error.status !== undefined &&
    result.error.status < 500
  )
    return null;
  throw new Error(result.error.message);
}
