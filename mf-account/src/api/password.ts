/** Password reset by e-mail link (spec §7 `/customers/password/email` and `/password/reset`). */
import {
  AccountMessageSchema,
  apiSend,
  type AccountMessage,
  type ApiResult,
  type PasswordReset,
} from 'shared-contracts';

/** POST /customers/password/email: always answered the same, known address or not. */
export function requestPasswordReset(email: string): Promise<ApiResult<AccountMessage>> {
  return apiSend('POST', '/customers/password/email', { email }, AccountMessageSchema);
}

/** POST /customers/password/reset: the token from the mail, used once, before it expires. */
export function resetPassword(reset: PasswordReset): Promise<ApiResult<AccountMessage>> {
  return apiSend('POST', '/customers/password/reset', reset, AccountMessageSchema);
}
