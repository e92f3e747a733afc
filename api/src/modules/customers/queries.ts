/**
 * Customer queries. Only the login lookup reads `password_hash`; every other query selects
 * the public columns, so a hash can never reach an answer by accident.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(customers);

export type CustomerRow = Omit<typeof customers.$inferSelect, 'passwordHash'>;
export type LoginRow = CustomerRow & { passwordHash: string };

/** What a login name refers to, already normalised (see `parseLoginName` in the service). */
export type LoginName = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(publicColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/**
 * The customer a login name belongs to, with the password hash. E-mail is compared as
 * `lower(email)` so the unique index `customers_email_uq` (on that expression) serves it.
 */
export async function findCustomerForLogin(db: Db, name: LoginName): Promise<LoginRow | undefined> {
  const where =
    name.kind === 'email'
      ? sql`lower(${customers.email}) = ${name.email}`
      : eq(customers.phone, name.phone);
  const [row] = await db
    .select({ ...publicColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(where)
    .limit(1);
  return row;
}
