/**
 * The journeys through every team's part of the shop (browse, buy, log in, a poll, an
 * information page): `pnpm test:compat` runs these on the N-1 compositions (`--grep @journey`).
 */
export const JOURNEY = '@journey';
