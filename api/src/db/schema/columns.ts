import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is `timestamptz` read as a JS Date, so both drivers agree. */
export const pgTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
