/**
 * The chain behind the shop. Its name is 'Bare lave priser' in every shop's full name and the
 * information pages of the demo data; the company details are the ones the footer shows.
 */
import { CHAIN_CONTACT, CHAIN_ID, SITE_TITLE_PREFIX } from 'shared-contracts';

/** The company facts come from CHAIN_CONTACT, the one source the contact page shows too. */
export const CHAIN = Object.freeze({ id: CHAIN_ID, ...CHAIN_CONTACT });

/**
 * Spec: the page title is 'Bare lave priser' followed by the chain name. When the chain's name is
 * that very phrase (as here) it is not repeated.
 */
export function siteTitle(prefix: string, chainName: string): string {
  return chainName.trim() === prefix ? prefix : `${prefix} ${chainName}`;
}

export const SITE_TITLE = siteTitle(SITE_TITLE_PREFIX, CHAIN.name);
