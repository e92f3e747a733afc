/**
 * The chain behind the shop. The spec says only that the page title is 'Bare lave priser'
 * followed by the chain name and that the default chain id is 1; the company details below are
 * the chain's public register entry as shown in the footer.
 */
import { SITE_TITLE_PREFIX } from 'shared-contracts';

export const CHAIN = Object.freeze({
  id: 1,
  name: 'Sportsoutlet Norge',
  legalName: 'Sportsoutlet Norge AS',
  orgNo: '912 345 678',
  address: 'Industriveien 12',
  postNo: '2069',
  postPlace: 'Jessheim',
  email: 'kundeservice@sportsoutlet.no',
  phone: '63 97 00 00',
} as const);

export const SITE_TITLE = `${SITE_TITLE_PREFIX} ${CHAIN.name}`;
