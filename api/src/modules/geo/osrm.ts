/**
 * OSRM table service (external-apis §3): road metres from one point to many. The client is the
 * only source (`sources=0`) and the shops the destinations, so the answer is one row, not a matrix.
 */
import type { Coordinates } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { getJson, RemoteError } from './remote';

const TableAnswerSchema = v.object({
  code: v.string(),
  distances: v.optional(v.array(v.array(v.nullable(v.number())))),
});

/** 6 decimals (~0.1 m) keep the URL short, as external-apis §3.3 advises. */
const pair = (p: Coordinates) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`;

/**
 * Metres from `origin` to each destination, in order; null where OSRM knows no route (an island
 * without ferry data): "unknown", never 0. Throws when OSRM fails or answers anything but `Ok`.
 */
export async function tableDistances(
  baseUrl: string,
  timeoutMs: number,
  origin: Coordinates,
  destinations: readonly Coordinates[],
): Promise<(number | null)[]> {
  const coordinates = [origin, ...destinations].map(pair).join(';');
  const indexes = destinations.map((_, i) => i + 1).join(';');
  const url = `${baseUrl}/table/v1/car/${coordinates}?sources=0&destinations=${indexes}&annotations=distance`;
  const answer = await getJson(url, timeoutMs, TableAnswerSchema);
  const row = answer.distances?.[0];
  if (answer.code !== 'Ok' || !row || row.length !== destinations.length)
    throw new RemoteError(`OSRM answered ${answer.code}`);
  return row;
}
