/**
 * Norwegian postcodes with a representative point (shared/data/postcodes-no.csv).
 * Coordinates: Erik Bolstad, CC BY 3.0 – pages using them must link www.erikbolstad.no/postnummer/.
 */
import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const postcodes = pgTable(
  'postcodes',
  {
    postcode: text('postcode').primaryKey(),
    place: text('place').notNull(),
    municipalityNo: text('municipality_no').notNull(),
    municipality: text('municipality').notNull(),
    county: text('county').notNull(),
    /** Posten category: G street, P PO box, B both, S service. */
    category: text('category').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('postcodes_place_idx').on(t.place)],
);
