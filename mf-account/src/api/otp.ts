/** Login with a one-time code by e-mail or SMS (spec §7 `/otp/login`, `/otp/check`). */
import {
  apiGet,
  CustomerSchema,
  OtpSentSchema,
  type ApiResult,
  type Customer,
  type OtpSent,
} from 'shared-contracts';

/** GET /otp/login/{value}: sends a code to the e-mail address or mobile number. */
export function sendLoginCode(value: string): Promise<ApiResult<OtpSent>> {
  return apiGet(`/otp/login/${encodeURIComponent(value.trim())}`, OtpSentSchema);
}

/** GET /otp/check/{authId}/{token}: the customer, whose session is then logged in. */
export function checkLoginCode(authId: string, token: string): Promise<ApiResult<Customer>> {
  return apiGet(
    `/otp/check/${encodeURIComponent(authId)}/${encodeURIComponent(token)}`,
    CustomerSchema,
  );
}
