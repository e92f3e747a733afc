/**
 * Address lookup (spec §5, §7 External). Kartverket answers when configured; without it, or when
 * it fails, the postcode table answers with the place of the given postcode and echoes the street
 * and number as typed, so the checkout can still fill in the city.
 */
import { cleanAddressText, houseNumberText, parseStreetAddress } from 'shared-contracts/rules';
import {
  ADDRESS_MESSAGES,
  ADDRESS_NOT_FOUND,
  type AddressSearchQuery,
  type AddressSearchResult,
} from 'shared-contracts/schemas';
import type { RemoteService } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { findPostcode } from '../catalog/queries';
import { searchAddresses, type SokQuery } from './kartverket';
import type { RemoteLog } from './remote';

const notFound = (message: string) => new ApiError(404, message, ADDRESS_NOT_FOUND);

/** The postcode table's answer: one address in the postcode's place, or none. */
async function fromPostcodes(
  db: Db,
  street: string,
  houseNumber: string,
  postcode: string | undefined,
): Promise<AddressSearchResult> {
  const row = postcode ? await findPostcode(db, postcode) : undefined;
  return {
    source: 'postcodes',
    addresses: row
      ? [
          {
            street,
            houseNumber,
            postcode: row.postcode,
            city: row.place,
            lat: row.lat,
            lon: row.lon,
          },
        ]
      : [],
  };
}

/**
 * `q` ('gateaddresse husnummer'): the matching addresses, or ADDRESS_NOT_FOUND with the §5
 * message (no house number, or no match). `street` (a prefix): suggestions, possibly none.
 */
export async function searchAddress(
  db: Db,
  service: RemoteService,
  query: AddressSearchQuery,
  log: RemoteLog,
): Promise<AddressSearchResult> {
  let sok: SokQuery;
  let echo: { street: string; houseNumber: string };
  if (query.q !== undefined) {
    const parsed = parseStreetAddress(query.q);
    if (!parsed) throw notFound(ADDRESS_MESSAGES.missingNumber);
    sok = { kind: 'exact', ...parsed, ...(query.postcode ? { postcode: query.postcode } : {}) };
    echo = { street: parsed.street, houseNumber: houseNumberText(parsed.number, parsed.letter) };
  } else {
    const prefix = cleanAddressText(query.street ?? '');
    if (!prefix) return { source: service.url ? 'kartverket' : 'postcodes', addresses: [] };
    sok = { kind: 'prefix', prefix, ...(query.postcode ? { postcode: query.postcode } : {}) };
    echo = { street: prefix, houseNumber: '' };
  }

  let result: AddressSearchResult | undefined;
  if (service.url) {
    try {
      result = {
        source: 'kartverket',
        addresses: await searchAddresses(service.url, service.timeoutMs, sok),
      };
    } catch (error) {
      log.warn({ err: error }, 'address service failed; postcode table answers');
    }
  }
  result ??= await fromPostcodes(db, echo.street, echo.houseNumber, query.postcode);
  if (query.q !== undefined && result.addresses.length === 0)
    throw notFound(ADDRESS_MESSAGES.notFound);
  return result;
}
