/**
 * PUT /customers/{id} (spec §5): only what was sent changes, and nothing is ever blanked; the
 * client leaves empty fields out. The e-mail changes only with a code (email-change.ts).
 */
import type { Customer, CustomerUpdate } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import type { AccountDeps } from '../deps';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../messages';
import {
  contactTaken,
  findCustomerById,
  isUniqueViolation,
  updateCustomer,
  type CustomerChanges,
} from '../queries';
import { accountExists, checkGender, consentColumns, storedPhone } from '../fields';
import { toCustomer } from '../service';

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';

const asBooleans = (flags: Record<string, boolean | 0 | 1>) =>
  Object.fromEntries(Object.entries(flags).map(([key, on]) => [key, on === true || on === 1]));

export async function updateAccount(
  deps: AccountDeps,
  customerId: number,
  input: CustomerUpdate,
): Promise<Customer> {
  const current = await findCustomerById(deps.db, customerId);
  if (!current) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
  // The form sends the address it shows; only a different one is an attempt to change it.
  if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase())
    throw new ApiError(422, OUR_TEXTS.emailChangeNeedsCode, 'EMAIL_CHANGE_NEEDS_CODE');
  await checkGender(deps.db, input.gender_id);

  const changes: CustomerChanges = { ...consentColumns(input), updatedAt: deps.now() };
  if (input.firstname !== undefined) changes.firstname = input.firstname;
  if (input.surname !== undefined) changes.surname = input.surname;
  if (input.birth_date !== undefined) changes.birthDate = input.birth_date;
  if (input.gender_id !== undefined) changes.genderId = input.gender_id;
  if (present(input.address?.addr)) changes.address = input.address.addr;
  if (present(input.address?.postnr)) changes.postnr = input.address.postnr;
  if (present(input.city)) changes.city = input.city;
  // Acceptance is one-way here: withdrawing it is deleting the account.
  if (input.terms_conditions === 1) changes.termsConditions = 1;
  // Merged, so a form that shows some permissions never drops the others.
  if (input.permissions)
    changes.permissions = { ...current.permissions, ...asBooleans(input.permissions) };
  if (input.preferences) changes.preferences = { ...current.preferences, ...input.preferences };
  if (input.phone !== undefined) {
    const phone = storedPhone(input.phone);
    if (phone !== current.phone) {
      if (await contactTaken(deps.db, { phone }, customerId)) throw accountExists();
      changes.phone = phone;
      // A new number has not been confirmed with a code yet.
      changes.phoneVerifiedAt = null;
    }
  }

  try {
    const row = await updateCustomer(deps.db, customerId, changes);
    if (!row) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
    return toCustomer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}
