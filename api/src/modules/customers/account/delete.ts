/**
 * DELETE /customers/{id}: the customer and everything only about them go; what bookkeeping must
 * keep (orders, Klikk & Hent reservations) and what others read (reviews) stays, anonymised.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, orders, reservations, reviews, sessions } from '../../../db/schema';

/** What an anonymised order or reservation shows instead of a name. */
export const DELETED_NAME = 'Slettet kunde';

/**
 * One transaction: either the customer is gone and every trace anonymised, or nothing changed.
 * One-time tokens and poll answers go with the customer row (foreign keys cascade).
 */
export async function deleteAccount(db: Db, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        customerId: null,
        customerName: DELETED_NAME,
        email: '',
        phone: '',
        address: null,
        postalCode: null,
        city: null,
        orderInfo: null,
      })
      .where(eq(orders.customerId, customerId));
    await tx
      .update(reservations)
      .set({
        customerId: null,
        name: DELETED_NAME,
        email: '',
        phone: '',
        address: null,
        city: null,
        zipcode: null,
      })
      .where(eq(reservations.customerId, customerId));
    await tx
      .update(reviews)
      .set({ customerId: null, anonymous: true })
      .where(eq(reviews.customerId, customerId));
    // Every device is logged out, not only the one that asked (the cookie goes in the route).
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx.delete(customers).where(eq(customers.id, customerId));
  });
}
