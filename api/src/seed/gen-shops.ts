/** Shops with contact data, weekly opening hours and coordinates from the postcode file. */
import type { OpeningHours } from '../db/schema/shops';
import type { PostcodeRow } from './postcodes';
import type { Rng } from './random';
import { SHOP_LIST } from './shop-list';
import { CHAIN_ID } from './taxonomy';
import { slugify } from './text';
import type { SeedData } from './types';

/** Leading digit pairs of Norwegian landline numbers. */
const AREA_CODES = [
  '22',
  '23',
  '32',
  '33',
  '35',
  '37',
  '38',
  '51',
  '55',
  '61',
  '62',
  '63',
  '69',
  '70',
  '71',
  '73',
  '75',
  '77',
];

const WEEKDAYS = ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'];

/** Norwegian organisation numbers: 9 digits, MOD11 check digit with weights 3 2 7 6 5 4 3 2. */
export function orgNumber(rng: Rng): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = [9, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
    const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue; // invalid body, draw again
    return [...digits, check === 11 ? 0 : check].join('');
  }
}

export function isValidOrgNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(value[8]);
}

function openingHours(rng: Rng, sunday: boolean, year: number): OpeningHours {
  const late = rng.chance(0.6);
  const regular = WEEKDAYS.map((name, i) => {
    if (i < 5) return { day: i + 1, name, opens: '10:00', closes: late ? '21:00' : '20:00' };
    if (i === 5) return { day: 6, name, opens: '10:00', closes: '18:00' };
    return { day: 7, name, opens: sunday ? '12:00' : null, closes: sunday ? '17:00' : null };
  });
  return {
    regular,
    exceptions: [
      { date: `${year}-05-17`, label: 'Grunnlovsdag', opens: null, closes: null },
      { date: `${year}-12-24`, label: 'Julaften', opens: '09:00', closes: '13:00' },
      { date: `${year}-12-25`, label: '1. juledag', opens: null, closes: null },
      { date: `${year}-12-31`, label: 'Nyttårsaften', opens: '09:00', closes: '15:00' },
    ],
  };
}

export interface ShopResult {
  shops: SeedData['shops'];
  weights: number[];
}

export function generateShops(
  rng: Rng,
  postcodes: ReadonlyMap<string, PostcodeRow>,
  now: Date,
): ShopResult {
  const shopRng = rng.fork('shops');
  const shops: SeedData['shops'] = [];
  const weights: number[] = [];
  SHOP_LIST.forEach((def, i) => {
    const pc = postcodes.get(def.postcode);
    if (!pc) throw new Error(`Shop ${def.name}: postcode ${def.postcode} not in postcodes-no.csv`);
    const id = i + 1;
    const slug = slugify(def.name);
    const place = pc.place.charAt(0) + pc.place.slice(1).toLowerCase();
    shops.push({
      id,
      no: 100 + id,
      name: def.name,
      fullName: `Bare lave priser ${def.name}`,
      orgNo: orgNumber(shopRng),
      description: `Butikken vår på ${def.area} i ${place}. Stort utvalg innen sko, klær, sykkel og friluftsliv. Velkommen innom!`,
      openingHours: openingHours(shopRng, def.sunday ?? false, now.getUTCFullYear()),
      mapLink: `https://www.openstreetmap.org/?mlat=${pc.lat}&mlon=${pc.lon}#map=16/${pc.lat}/${pc.lon}`,
      address: def.address,
      postNo: def.postcode,
      postPlace: pc.place,
      email: `${slug}@barelavepriser.no`,
      phone: `+47 ${shopRng.pick(AREA_CODES)} ${shopRng.int(10, 99)} ${shopRng.int(10, 99)} ${shopRng.int(10, 99)}`,
      messenger: `https://m.me/barelavepriser.${slug}`,
      chainId: CHAIN_ID,
      lat: pc.lat,
      lon: pc.lon,
      clickAndCollect: true,
      visible: true,
    });
    weights.push(def.size === 'large' ? 3 : def.size === 'medium' ? 2 : 1);
  });
  return { shops, weights };
}
