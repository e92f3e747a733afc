/**
 * The customer calls of spec §7 (login, registration, update, deletion, e-mail verification and
 * change, the QR code, the data export). Errors are values (ApiResult); what they mean for the
 * page is in ./messages.
 */
import {
  AccountMessageSchema,
  apiGet,
  apiSend,
  CustomerCodeSchema,
  CustomerExportSchema,
  CustomerSchema,
  LooseRecordSchema,
  logout,
  omitEmptyFields,
  type AccountMessage,
  type ApiResult,
  type Customer,
  type CustomerUpdate,
  type LoginCredentials,
  type Registration,
} from 'shared-contracts';
import { check, type Output } from './http';

export type { LoginCredentials };
export type CustomerCode = Output<typeof CustomerCodeSchema>;
/** The export exactly as the server wrote it (every field, also ones this build does not know). */
export type CustomerExport = Record<string, unknown>;

/**
 * POST /customers/login (or /customers/login/{type} when the caller knows what `username` is).
 * The ky client adds `X-Requested-With` and `X-CSRF-TOKEN`. A 401 means another user is still
 * logged in on this session (typically in another tab): spec §4/§8 say that login then logs out
 * and clears the user, so the next attempt on this page can succeed.
 */
export async function login(
  credentials: LoginCredentials,
  type?: 'email' | 'phone',
): Promise<ApiResult<Customer>> {
  const path = type ? `/customers/login/${type}` : '/customers/login';
  const result = await apiSend('POST', path, credentials, CustomerSchema);
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) await logout();
  return result;
}

/** POST /customers/register: 201 with the customer, whose session is then logged in. */
export function register(registration: Registration): Promise<ApiResult<Customer>> {
  return apiSend('POST', '/customers/register', registration, CustomerSchema);
}

/** The address object without blank parts; undefined when nothing is left (spec §5). */
function compactAddress(address: CustomerUpdate['address']): CustomerUpdate['address'] {
  if (!address) return undefined;
  const parts = omitEmptyFields(address);
  return Object.keys(parts).length > 0 ? (parts as CustomerUpdate['address']) : undefined;
}

/** The body PUT /customers/{id} is sent: empty fields are left out (spec §5). */
export function updateBody(changes: CustomerUpdate): Partial<CustomerUpdate> {
  return omitEmptyFields({ ...changes, address: compactAddress(changes.address) });
}

/** PUT /customers/{id}: answers the updated customer. */
export function updateCustomer(id: number, changes: CustomerUpdate): Promise<ApiResult<Customer>> {
  return apiSend('PUT', `/customers/${id}`, updateBody(changes), CustomerSchema);
}

/** DELETE /customers/{id}: order records stay (anonymised) for bookkeeping. */
export function deleteCustomer(id: number): Promise<ApiResult<AccountMessage>> {
  return apiSend('DELETE', `/customers/${id}`, undefined, AccountMessageSchema);
}

/** GET /customers/email/resend: a new verification mail ({message: 'Epost sendt til …'}). */
export function resendVerification(): Promise<ApiResult<AccountMessage>> {
  return apiGet('/customers/email/resend', AccountMessageSchema);
}

/** GET /customers/current: the customer as the server has it now (a 204 fails the schema). */
export function fetchCurrentCustomer(signal?: AbortSignal): Promise<ApiResult<Customer>> {
  return apiGet('/customers/current', CustomerSchema, signal ? { signal } : {});
}

/** GET /customers/current/code: what the QR code shown in the shops holds. */
export function fetchCustomerCode(signal?: AbortSignal): Promise<ApiResult<CustomerCode>> {
  return apiGet('/customers/current/code', CustomerCodeSchema, signal ? { signal } : {});
}

/**
 * GET /customers/current/export: everything kept about the customer (GDPR art. 15/20). Checked
 * against the contract, but handed on as received: a schema's output drops keys it does not
 * know, and the customer's copy of their data must not lose any.
 */
export async function exportCustomerData(): Promise<ApiResult<CustomerExport>> {
  const result = await apiGet('/customers/current/export', LooseRecordSchema);
  if (!result.ok) return result;
  if (!check(CustomerExportSchema, result.data).ok) {
    return {
      ok: false,
      error: { kind: 'validation', message: 'Uventet svar fra serveren.', retryable: false },
    };
  }
  return result;
}

/** PUT /customers/{id}/updateEmail without a token: a six-digit code goes to the new address. */
export function requestEmailChange(id: number, email: string): Promise<ApiResult<AccountMessage>> {
  return apiSend('PUT', `/customers/${id}/updateEmail`, { email }, AccountMessageSchema);
}

/** PUT /customers/{id}/updateEmail with the code: the address changes; answers the customer. */
export function confirmEmailChange(
  id: number,
  email: string,
  token: string,
): Promise<ApiResult<Customer>> {
  return apiSend('PUT', `/customers/${id}/updateEmail`, { email, token }, CustomerSchema);
}
