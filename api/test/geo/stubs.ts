/**
 * Stand-ins for the routing service (OSRM table) and Kartverket's address API, on a loopback
 * port, so the adapters are tested over real HTTP exactly as in production; only the URL differs.
 *
 *   const osrm = await startOsrmStub();        // osrm.url, osrm.requests, osrm.mode = 'fail'
 *   const kartverket = await startKartverketStub();
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceKm } from 'shared-contracts/rules';

interface Stub {
  url: string;
  /** Path and query of every request, in order. */
  requests: URL[];
  close(): Promise<void>;
}

async function listen(
  handle: (url: URL, res: ServerResponse) => void,
): Promise<{ server: Server; url: string; requests: URL[] }> {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    handle(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, requests };
}

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** How the OSRM stub answers: like OSRM, HTTP 500, `NoSegment`, too late, or no route anywhere. */
export type OsrmMode = 'ok' | 'fail' | 'no-segment' | 'slow' | 'no-route';

export interface OsrmStub extends Stub {
  mode: OsrmMode;
}

/** Road metres = great-circle metres × 1.3, as external-apis §3.4 has the simulator do. */
export const ROAD_FACTOR = 1.3;

export async function startOsrmStub(): Promise<OsrmStub> {
  const stub = { mode: 'ok' as OsrmMode } as OsrmStub;
  const { server, url, requests } = await listen((u, res) => {
    const match = /^\/table\/v1\/car\/(.+)$/.exec(u.pathname);
    if (!match?.[1]) return json(res, 400, { code: 'InvalidUrl' });
    const points = match[1].split(';').map((p) => {
      const [lon, lat] = p.split(',').map(Number);
      return { lat: lat ?? NaN, lon: lon ?? NaN };
    });
    const sources = (u.searchParams.get('sources') ?? '').split(';').map(Number);
    const destinations = (u.searchParams.get('destinations') ?? '').split(';').map(Number);
    switch (stub.mode) {
      case 'fail':
        return json(res, 500, { code: 'InternalError' });
      case 'no-segment':
        return json(res, 400, { code: 'NoSegment', message: 'Could not find a matching segment' });
      case 'slow':
        // Never answers within the adapter's deadline; closed by `close()`.
        return undefined;
      default: {
        const distances = sources.map((s) =>
          destinations.map((d) => {
            const from = points[s];
            const to = points[d];
            if (stub.mode === 'no-route' || !from || !to) return null;
            return Math.round(distanceKm(from, to) * 1000 * ROAD_FACTOR * 10) / 10;
          }),
        );
        return json(res, 200, { code: 'Ok', distances, sources: [], destinations: [] });
      }
    }
  });
  return Object.assign(stub, { url, requests, close: closer(server) });
}

export interface KartverketStub extends Stub {
  fail: boolean;
}

export const KARTVERKET_ADDRESSES = [
  { adressenavn: 'Storgata', nummer: 12, bokstav: '', postnummer: '0155', poststed: 'OSLO' },
  { adressenavn: 'Storgata', nummer: 12, bokstav: 'B', postnummer: '0155', poststed: 'OSLO' },
  { adressenavn: 'Storgata', nummer: 3, bokstav: '', postnummer: '0155', poststed: 'OSLO' },
  { adressenavn: 'Storgata', nummer: 1, bokstav: '', postnummer: '9008', poststed: 'TROMSØ' },
  { adressenavn: 'Stortingsgata', nummer: 4, bokstav: '', postnummer: '0158', poststed: 'OSLO' },
  {
    adressenavn: 'Karl Johans gate',
    nummer: 22,
    bokstav: '',
    postnummer: '0159',
    poststed: 'OSLO',
  },
].map((a, i) => ({
  ...a,
  adressetekst: `${a.adressenavn} ${a.nummer}${a.bokstav}`,
  objtype: 'Vegadresse',
  representasjonspunkt: { epsg: 'EPSG:4258', lat: 59.91 + i / 1000, lon: 10.75 + i / 1000 },
}));

/** `/sok` with the filters the adapter uses, case-insensitive, `*` as a suffix wildcard. */
export async function startKartverketStub(): Promise<KartverketStub> {
  const stub = { fail: false } as KartverketStub;
  const { server, url, requests } = await listen((u, res) => {
    if (stub.fail) return json(res, 503, { message: 'nede' });
    if (u.pathname !== '/sok') return json(res, 404, { message: 'ukjent' });
    const q = u.searchParams;
    const same = (a: string, b: string | null) => b === null || a.toLowerCase() === b.toLowerCase();
    const hits = KARTVERKET_ADDRESSES.filter((a) => {
      const sok = q.get('sok');
      const prefix = sok?.endsWith('*') ? sok.slice(0, -1).toLowerCase() : null;
      return (
        same(a.adressenavn, q.get('adressenavn')) &&
        same(String(a.nummer), q.get('nummer')) &&
        same(a.bokstav, q.get('bokstav')) &&
        same(a.postnummer, q.get('postnummer')) &&
        (prefix === null || a.adressetekst.toLowerCase().startsWith(prefix))
      );
    }).slice(0, Number(q.get('treffPerSide') ?? 10));
    return json(res, 200, {
      metadata: { totaltAntallTreff: hits.length, side: 0, sokeStreng: u.search },
      adresser: hits,
    });
  });
  return Object.assign(stub, { url, requests, close: closer(server) });
}
