/**
 * Shops in real Norwegian towns. Coordinates are not written here: they come from the
 * postcode's point in data/postcodes-no.csv (Erik Bolstad, CC BY 3.0, attribution link
 * www.erikbolstad.no/postnummer/), so shops and postcode distances share one source.
 */
export interface ShopDef {
  name: string;
  /** Shopping centre or area, used in the full name. */
  area: string;
  address: string;
  postcode: string;
  /** Larger shops carry more articles and more units. */
  size: 'small' | 'medium' | 'large';
  /** Open on Sundays (some shopping parks). */
  sunday?: boolean;
}

export const SHOP_LIST: readonly ShopDef[] = [
  {
    name: 'Oslo Storo',
    area: 'Storo Storsenter',
    address: 'Vitaminveien 7',
    postcode: '0485',
    size: 'large',
  },
  {
    name: 'Oslo Alna',
    area: 'Alnabru',
    address: 'Smalvollveien 40',
    postcode: '1081',
    size: 'large',
  },
  {
    name: 'Lillestrøm',
    area: 'Lillestrøm Torv',
    address: 'Torvet 1',
    postcode: '2000',
    size: 'medium',
  },
  {
    name: 'Drammen',
    area: 'Gulskogen',
    address: 'Bjørnstjerne Bjørnsons gate 110',
    postcode: '3015',
    size: 'large',
  },
  {
    name: 'Sandvika',
    area: 'Sandvika Storsenter',
    address: 'Sandviksveien 176',
    postcode: '1337',
    size: 'large',
  },
  {
    name: 'Ski',
    area: 'Ski Storsenter',
    address: 'Jernbaneveien 6',
    postcode: '1400',
    size: 'medium',
  },
  {
    name: 'Moss',
    area: 'Moss Amfi',
    address: 'Dronningens gate 20',
    postcode: '1530',
    size: 'small',
  },
  {
    name: 'Fredrikstad',
    area: 'Torp',
    address: 'Dikeveien 40',
    postcode: '1605',
    size: 'medium',
    sunday: true,
  },
  {
    name: 'Sarpsborg',
    area: 'Tune Senter',
    address: 'Tuneveien 91',
    postcode: '1710',
    size: 'small',
  },
  {
    name: 'Hamar',
    area: 'Maxi Storsenter',
    address: 'Vangsvegen 73',
    postcode: '2317',
    size: 'medium',
  },
  {
    name: 'Lillehammer',
    area: 'Strandtorget',
    address: 'Storgata 1',
    postcode: '2609',
    size: 'medium',
  },
  { name: 'Gjøvik', area: 'CC Gjøvik', address: 'Jernbanegata 5', postcode: '2815', size: 'small' },
  {
    name: 'Kongsvinger',
    area: 'Kongssenteret',
    address: 'Glommengata 53',
    postcode: '2211',
    size: 'small',
  },
  {
    name: 'Tønsberg',
    area: 'Farmandstredet',
    address: 'Stoltenbergs gate 46',
    postcode: '3110',
    size: 'medium',
  },
  {
    name: 'Sandefjord',
    area: 'Pindsle',
    address: 'Fokserødveien 12',
    postcode: '3210',
    size: 'small',
  },
  { name: 'Larvik', area: 'Nordbyen', address: 'Elveveien 40', postcode: '3256', size: 'small' },
  {
    name: 'Skien',
    area: 'Herkules',
    address: 'Hesselbergs gate 3',
    postcode: '3717',
    size: 'medium',
  },
  {
    name: 'Porsgrunn',
    area: 'Down Town',
    address: 'Storgata 150',
    postcode: '3915',
    size: 'small',
  },
  {
    name: 'Kongsberg',
    area: 'Kongsberg Sentrum',
    address: 'Kirkegata 4',
    postcode: '3611',
    size: 'small',
  },
  { name: 'Arendal', area: 'Stoa', address: 'Stoaveien 16', postcode: '4836', size: 'medium' },
  {
    name: 'Kristiansand',
    area: 'Sørlandsparken',
    address: 'Barstølveien 30',
    postcode: '4636',
    size: 'large',
    sunday: true,
  },
  { name: 'Stavanger', area: 'Kilden', address: 'Madlaveien 18', postcode: '4014', size: 'large' },
  {
    name: 'Sandnes',
    area: 'Kvadrat',
    address: 'Gamle Stokkavei 1',
    postcode: '4306',
    size: 'medium',
  },
  {
    name: 'Haugesund',
    area: 'Raglamyr',
    address: 'Longhammarveien 25',
    postcode: '5527',
    size: 'small',
  },
  {
    name: 'Bergen Åsane',
    area: 'Åsane Storsenter',
    address: 'Åsane senter 16',
    postcode: '5116',
    size: 'large',
  },
  {
    name: 'Bergen Lagunen',
    area: 'Lagunen Storsenter',
    address: 'Laguneveien 1',
    postcode: '5239',
    size: 'large',
  },
  { name: 'Ålesund', area: 'Moa', address: 'Langelandsvegen 19', postcode: '6002', size: 'medium' },
  { name: 'Molde', area: 'Roseby', address: 'Fabrikkvegen 1', postcode: '6413', size: 'small' },
  {
    name: 'Trondheim',
    area: 'City Syd',
    address: 'Østre Rosten 28',
    postcode: '7092',
    size: 'large',
  },
  { name: 'Bodø', area: 'City Nord', address: 'Stormyrveien 24', postcode: '8006', size: 'medium' },
];
