/**
 * The chain behind the shop. Its name is 'Bare lave priser' in every shop's full name and the
 * information pages of the demo data; the company details are the ones the footer shows.
 */
import { CHAIN_ID, SITE_TITLE_PREFIX } from 'shared-contracts';

export const CHAIN = Object.freeze({
  id: CHAIN_ID,
  name: 'Bare lave priser',
  legalName: 'Bare lave priser AS',
  orgNo: '912 345 678',
  address: 'Industriveien 12',
  postNo: '2069',
  postPlace: 'Jessheim',
  email: 'kundeservice@barelavepriser.no',
  phone: '63 97 00 00',
} as const);

/**
 * Spec: the page title is 'Bare lave priser' followed by the chain name. When the chain's name is
 * that very phrase (as here) it is not repeated.
 */
export function siteTitle(prefix: string, chainName: string): string {
  return chainName.trim() === prefix ? prefix : `${prefix} ${chainName}`;
}

export const SITE_TITLE = siteTitle(SITE_TITLE_PREFIX, CHAIN.name);
