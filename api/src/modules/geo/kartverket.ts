/**
 * Kartverket's open address API, `GET {base}/sok` (external-apis §4.1). Street addresses only:
 * the shop delivers to a street and a number, not to a cadastral unit.
 */
import { houseNumberText } from 'shared-contracts/rules';
import type { StreetAddress } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { getJson } from './remote';

const SokAnswerSchema = v.object({
  adresser: v.array(
    v.object({
      adressenavn: v.string(),
      nummer: v.nullish(v.number()),
      bokstav: v.nullish(v.string()),
      postnummer: v.string(),
      poststed: v.string(),
      representasjonspunkt: v.nullish(v.object({ lat: v.number(), lon: v.number() })),
    }),
  ),
});

/** Hits per call: enough to choose from, few enough for a dropdown. */
const PAGE_SIZE = 10;

export type SokQuery =
  | { kind: 'exact'; street: string; number: number; letter: string; postcode?: string }
  | { kind: 'prefix'; prefix: string; postcode?: string };

export async function searchAddresses(
  baseUrl: string,
  timeoutMs: number,
  query: SokQuery,
): Promise<StreetAddress[]> {
  const params = new URLSearchParams({ objtype: 'Vegadresse', treffPerSide: String(PAGE_SIZE) });
  if (query.kind === 'exact') {
    params.set('adressenavn', query.street);
    params.set('nummer', String(query.number));
    // Without a letter every letter of that number is a good hit (12 → 12A, 12B).
    if (query.letter) params.set('bokstav', query.letter);
  } else {
    params.set('sok', `${query.prefix}*`);
  }
  if (query.postcode) params.set('postnummer', query.postcode);
  const answer = await getJson(`${baseUrl}/sok?${params}`, timeoutMs, SokAnswerSchema);
  return answer.adresser.map((a) => ({
    street: a.adressenavn,
    houseNumber: a.nummer == null ? '' : houseNumberText(a.nummer, a.bokstav ?? ''),
    postcode: a.postnummer,
    city: a.poststed,
    ...(a.representasjonspunkt
      ? { lat: a.representasjonspunkt.lat, lon: a.representasjonspunkt.lon }
      : {}),
  }));
}
