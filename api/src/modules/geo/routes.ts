/**
 * GET /shops/distances?lat=&lon= and GET /address/search: read-only proxies to the routing
 * service and the address register, each with a local fallback (architecture §3).
 */
import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_MESSAGES,
  AddressSearchQuerySchema,
  AddressSearchResultSchema,
  ShopDistancesQuerySchema,
  ShopDistancesSchema,
} from 'shared-contracts/schemas';
import type { GeoConfig } from '../../config';
import type { Db } from '../../db/client';
import { getRoute } from '../../http/route';
import { searchAddress } from './addresses';
import { shopDistances } from './distances';

export function registerGeoRoutes(app: FastifyInstance, db: Db, config: GeoConfig): void {
  getRoute(
    app,
    '/shops/distances',
    {
      summary:
        'Avstand i meter fra klientens posisjon til hver butikk (vei via OSRM, ellers luftlinje)',
      tags: ['Butikker'],
      querystring: ShopDistancesQuerySchema,
      response: ShopDistancesSchema,
      errors: { 422: 'Ugyldig lat/lon (WGS84 desimalgrader)' },
    },
    async ({ query, request, reply }) => {
      const answer = await shopDistances(db, config.routing, query, request.log);
      // Same position, same answer; a straight-line answer should not outlive an OSRM outage long.
      const allRoad = answer.distances.every((d) => d.source === 'road');
      reply.header('Cache-Control', `public, max-age=${allRoad ? 3600 : 60}`);
      return answer;
    },
  );

  getRoute(
    app,
    '/address/search',
    {
      summary:
        'Adresseoppslag: q=«gateaddresse husnummer» eller street=starten av gatenavnet, valgfritt postcode',
      tags: ['Adresser'],
      querystring: AddressSearchQuerySchema,
      response: AddressSearchResultSchema,
      errors: {
        404: `ADDRESS_NOT_FOUND: '${ADDRESS_MESSAGES.missingNumber}' eller '${ADDRESS_MESSAGES.notFound}'`,
        422: 'Ugyldig spørring (verken eller både q og street, eller postnummer uten fire siffer)',
      },
    },
    async ({ query, request, reply }) => {
      const answer = await searchAddress(db, config.address, query, request.log);
      // A fallback answer during a Kartverket outage should not be kept for long.
      const degraded = config.address.url !== undefined && answer.source === 'postcodes';
      reply.header('Cache-Control', `public, max-age=${degraded ? 60 : 300}`);
      return answer;
    },
  );
}
