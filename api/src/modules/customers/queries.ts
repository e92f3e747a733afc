/**
 * Customer queries. Only the login lookup reads `password_hash`; every other query selects
 * the public columns, so a hash can never reach an answer by accident.
 */
import { and, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, genders, sessions } from '../../db/schema';

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(customers);

export type CustomerRow = Omit<typeof customers.$inferSelect, 'passwordHash'>;
export type LoginRow = CustomerRow & { passwordHash: string };
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerChanges = Partial<Omit<NewCustomer, 'id' | 'authId' | 'createdAt'>>;

/** What a login name refers to, already normalised (see `parseLoginName` in the service). */
export type LoginName = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** E-mail compared as `lower(email)`, so the unique index `customers_email_uq` serves it. */
const emailIs = (email: string): SQL => sql`lower(${customers.email}) = ${email.toLowerCase()}`;

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(publicColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function findCustomerByAuthId(
  db: Db,
  authId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(customers)
    .where(eq(customers.authId, authId))
    .limit(1);
  return row;
}

export async function findCustomerByName(
  db: Db,
  name: LoginName,
): Promise<CustomerRow | undefined> {
  const where = name.kind === 'email' ? emailIs(name.email) : eq(customers.phone, name.phone);
  const [row] = await db.select(publicColumns).from(customers).where(where).limit(1);
  return row;
}

/** The customer a login name belongs to, with the password hash. */
export async function findCustomerForLogin(db: Db, name: LoginName): Promise<LoginRow | undefined> {
  const where = name.kind === 'email' ? emailIs(name.email) : eq(customers.phone, name.phone);
  const [row] = await db
    .select({ ...publicColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(where)
    .limit(1);
  return row;
}

/** Whether another customer (not `exceptId`) already has this e-mail or phone. */
export async function contactTaken(
  db: Db,
  contact: { email?: string; phone?: string | null },
  exceptId?: number,
): Promise<boolean> {
  const matches = [
    contact.email ? emailIs(contact.email) : undefined,
    contact.phone ? eq(customers.phone, contact.phone) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(or(...matches), exceptId === undefined ? undefined : ne(customers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCustomer(db: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning(publicColumns);
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function updateCustomer(
  db: Db,
  id: number,
  changes: CustomerChanges,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(eq(customers.id, id))
    .returning(publicColumns);
  return row;
}

export async function genderExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: genders.id })
    .from(genders)
    .where(eq(genders.id, id))
    .limit(1);
  return row !== undefined;
}

/** Ends a customer's sessions, except the one making the request (if it is theirs). */
export async function deleteCustomerSessions(
  db: Db,
  customerId: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/** Postgres' unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
