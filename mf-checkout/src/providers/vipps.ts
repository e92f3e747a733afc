/**
 * Vipps ePayment from the page: a redirect to Vipps (which leaves the page) and, on the way back
 * (`/checkout?vipps=<reference>`), the read-back of the payment with a few patient retries while
 * Vipps still reports it as pending.
 */
import type { ApiResult, OrderResult } from 'shared-contracts';
import { confirmVipps } from '../api/payments';

/** Waits between read-backs of a pending payment (growing: Vipps usually settles in seconds). */
export const VIPPS_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Leaves for Vipps; only http(s) addresses, whatever the answer contained. */
export function redirectToVipps(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}

/**
 * POST /reservations/vipps/ until the payment is no longer pending or the retries are used up;
 * the last answer (or the first error) is returned.
 */
export async function confirmVippsPatiently(
  reference: string,
  shopId: number,
  options: { delays?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<ApiResult<OrderResult>> {
  const delays = options.delays ?? VIPPS_RETRY_DELAYS_MS;
  const wait = options.wait ?? sleep;
  let answer = await confirmVipps(reference, shopId);
  for (const delay of delays) {
    if (!answer.ok || answer.data.state !== 'pending') return answer;
    await wait(delay);
    answer = await confirmVipps(reference, shopId);
  }
  return answer;
}
