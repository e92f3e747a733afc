import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ServerCampaignSchema, type ServerCampaignInput } from '../schemas/campaign';
import { mainCampaign, mapCampaign } from './campaign';

const server = (o: Partial<ServerCampaignInput> = {}) =>
  v.parse(ServerCampaignSchema, {
    CampaignID: 1,
    ShortTitle: 'Vinterkupp',
    ShortDescription: 'Kort',
    Description: 'Lang',
    Start: '2025-01-01',
    End: '2025-01-31',
    articlesCount: 12,
    image: '/img/a.jpg',
    imageMobile: '/img/a-m.jpg',
    ShowLabel: 1,
    ShowImage: true,
    LabelText: 'Kupp',
    CampaignUrl: '/campaign/1',
    ...o,
  });

describe('mapCampaign', () => {
  it('maps server fields to client fields', () => {
    expect(mapCampaign(server())).toEqual({
      id: 1,
      name: 'Vinterkupp',
      shortDescription: 'Kort',
      description: 'Lang',
      start: '2025-01-01',
      end: '2025-01-31',
      count: 12,
      image: '/img/a.jpg',
      imageMobile: '/img/a-m.jpg',
      showLabel: true,
      showImage: true,
      labelText: 'Kupp',
      url: '/campaign/1',
    });
  });

  it("shows 'Klikk & Hent' as 'Ukens annonse!'", () => {
    expect(mapCampaign(server({ ShortTitle: 'Klikk & Hent' })).name).toBe('Ukens annonse!');
  });

  it('fills defaults for optional server fields', () => {
    const minimal = v.parse(ServerCampaignSchema, { CampaignID: 2, ShortTitle: 'X' });
    expect(mapCampaign(minimal)).toMatchObject({
      count: 0,
      showImage: false,
      url: null,
      end: null,
    });
  });
});

describe('mainCampaign', () => {
  it('picks the latest end date among campaigns with ShowImage', () => {
    const list = [
      server({ CampaignID: 1, End: '2025-02-01' }),
      server({ CampaignID: 2, End: '2025-05-01', ShowImage: false }),
      server({ CampaignID: 3, End: '2025-03-01', ShowImage: 1 }),
      server({ CampaignID: 4, End: null }),
    ];
    const main = mainCampaign(list);
    expect(main?.id).toBe(3);
    expect(main?.end).toBe('2025-03-01');
  });

  it('is null when no campaign shows an image', () => {
    expect(mainCampaign([server({ ShowImage: 0 })])).toBeNull();
    expect(mainCampaign([])).toBeNull();
  });
});
