import { fireEvent, render, screen, within } from '@testing-library/react';
import { $position, clearKnownAddresses, clearPosition } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, makeShop } from '../test-support';
import { ShopsPage } from './shops-page';

const shops = [
  makeShop(1, 'Tromsø', { lat: 69.65, lon: 18.96 }),
  makeShop(2, 'Oslo City', { lat: 59.91, lon: 10.75 }),
  makeShop(3, 'Ålesund', { lat: 62.47, lon: 6.15 }),
  makeShop(4, 'Bergen', { lat: 60.39, lon: 5.32 }),
];

const props = { routeName: 'shops', params: {}, search: '' };
const names = () =>
  screen.getAllByTestId('cnt-shop').map((li) => within(li).getByRole('heading').textContent);

beforeEach(() => {
  clearPosition();
  clearKnownAddresses();
});

describe('ShopsPage', () => {
  it('lists every shop by Norwegian name order with address and today’s hours', async () => {
    installFakeApi({ 'GET /shops': () => shops });
    render(<ShopsPage {...props} />);
    await screen.findByText('4 butikker.');
    expect(names()).toEqual(['Bergen', 'Oslo City', 'Tromsø', 'Ålesund']);
    expect(screen.getByText('Oslo Citygata 1, 0150 OSLO')).toBeTruthy();
    expect(screen.getAllByText(/^I dag:/)).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Erik Bolstad/ }).getAttribute('href')).toBe(
      'https://www.erikbolstad.no/postnummer/',
    );
  });

  it('searches by name and says when nothing matches', async () => {
    installFakeApi({ 'GET /shops': () => shops });
    render(<ShopsPage {...props} />);
    await screen.findByText('4 butikker.');
    fireEvent.input(screen.getByLabelText('Søk etter butikk'), { target: { value: 'oslo' } });
    expect(names()).toEqual(['Oslo City']);
    fireEvent.input(screen.getByLabelText('Søk etter butikk'), { target: { value: 'Moss' } });
    expect(screen.getByText('Ingen butikker heter «Moss».')).toBeTruthy();
  });

  it('finds the nearest shop from a postcode through the road-distance proxy', async () => {
    const calls = installFakeApi({
      'GET /shops': () => shops,
      'GET /postalcodes/0150': () => ({
        postcode: '0150',
        place: 'OSLO',
        municipality: 'OSLO',
        county: 'Oslo',
        CoordLat: 59.91,
        CoordLong: 10.75,
      }),
      'GET /shops/distances': () => ({
        distances: [
          { shopId: 2, metres: 850, source: 'road' },
          { shopId: 4, metres: 463_000, source: 'road' },
          { shopId: 3, metres: 540_000, source: 'road' },
          { shopId: 1, metres: 1_640_000, source: 'road' },
        ],
      }),
    });
    render(<ShopsPage {...props} />);
    await screen.findByText('4 butikker.');
    fireEvent.input(screen.getByLabelText('Postnummer eller adresse'), {
      target: { value: '0150' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finn nærmeste butikk' }));
    await screen.findByText('4 butikker, nærmeste først.');
    expect(names()).toEqual(['Oslo City', 'Bergen', 'Ålesund', 'Tromsø']);
    expect(screen.getAllByTestId('cnt-shop-distance')[0]?.textContent).toBe('850 m kjøring');
    expect($position.get()).toMatchObject({ source: 'postcode', postcode: '0150' });
    const distanceCall = calls.find((c) => c.path === '/shops/distances');
    expect(distanceCall?.query.get('lat')).toBe('59.91');
  });

  it('falls back to straight lines when the distance call fails', async () => {
    installFakeApi({
      'GET /shops': () => shops,
      'GET /shops/distances': () => new Response('{}', { status: 503 }),
    });
    $position.set({ lat: 60.39, lon: 5.32, source: 'geolocation' });
    render(<ShopsPage {...props} />);
    const shown = await screen.findAllByTestId('cnt-shop-distance', {}, { timeout: 5000 });
    expect(names()[0]).toBe('Bergen');
    expect(shown[0]?.textContent).toMatch(/i luftlinje$/);
  });

  it('says so when the postcode is unknown', async () => {
    installFakeApi({ 'GET /shops': () => shops });
    render(<ShopsPage {...props} />);
    await screen.findByText('4 butikker.');
    fireEvent.input(screen.getByLabelText('Postnummer eller adresse'), {
      target: { value: '9999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finn nærmeste butikk' }));
    expect(await screen.findByText('Fant ikke postnummer 9999.')).toBeTruthy();
  });
});
