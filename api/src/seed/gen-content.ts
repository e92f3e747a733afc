/** Home pages, social posts, blog, information pages and polls. */
import { BLOG_CATEGORIES, BLOG_POSTS } from './blog';
import type { ArticleMeta } from './gen-catalog';
import { CAMPAIGN_IDS, WEEKLY_AD_CAMPAIGN_ID } from './gen-commerce';
import { bannerImagePath } from './images';
import { INFO_PAGES } from './info-pages';
import { CHRISTMAS_QUIZ, SUMMER_QUIZ, type QuizQuestion } from './polls';
import type { Rng } from './random';
import { addDays, startOfDayUtc } from './text';
import type { SeedData } from './types';

/** Section of a home page's content JSON (spec §3 "Home page content"). */
export interface HomeSection {
  active: { activated: boolean; startDate: string | null; endDate: string | null };
  banner: {
    content: string;
    placement: 'top' | 'bottom';
    color: string;
    arrow: boolean;
    moving: boolean;
  } | null;
  /** id 0 = product slider, 5 = the taller box grid; format: one entry per box, 1 = full width, 0.5 = half. */
  boxVariant: { id: number; format: number[] };
  content: HomeContentItem[];
  generalSettings: {
    shadow: { fromColor: [number, number, number]; opacity: number; size: number };
    fonts: { veneerTitle: string; veneerSubtitle: string; titleSize: number; subtitleSize: number };
  };
}

export interface HomeContentItem {
  /** Article id (product sliders only). */
  id?: number;
  videoUrl?: string;
  imgSrc?: string;
  imgDestinationURL?: string;
  alt?: string;
  titleText?: string;
  subtitleText?: string;
  imgBannerText?: string;
}

const SETTINGS: HomeSection['generalSettings'] = {
  shadow: { fromColor: [0, 0, 0], opacity: 0.45, size: 40 },
  fonts: { veneerTitle: 'Bebas Neue', veneerSubtitle: 'Inter', titleSize: 48, subtitleSize: 20 },
};

function box(
  title: string,
  subtitle: string,
  hex: string,
  link: string,
  corner = '',
): HomeContentItem {
  return {
    imgSrc: bannerImagePath(title, hex),
    imgDestinationURL: link,
    alt: title,
    titleText: title,
    subtitleText: subtitle,
    imgBannerText: corner,
  };
}

function section(
  boxVariant: HomeSection['boxVariant'],
  content: HomeContentItem[],
  window: HomeSection['active'] = { activated: true, startDate: null, endDate: null },
  banner: HomeSection['banner'] = null,
): HomeSection {
  return { active: window, banner, boxVariant, content, generalSettings: SETTINGS };
}

function homeSections(rng: Rng, now: Date, pool: readonly ArticleMeta[]): HomeSection[] {
  const today = startOfDayUtc(now);
  const iso = (d: Date) => d.toISOString();
  const slider = (n: number) => rng.sample(pool, n).map((m) => ({ id: m.id }));
  return [
    section(
      { id: 1, format: [1] },
      [
        {
          ...box('Vintersalg', 'Opptil 50 % på ski og jakker', '#1f4fa3', '/campaign/961', 'Salg'),
          videoUrl: 'videos/vintersalg',
        },
      ],
      { activated: true, startDate: null, endDate: null },
      {
        content: 'Fri frakt med Klikk & Hent – hent i butikk samme dag',
        placement: 'top',
        color: '#c62828',
        arrow: true,
        moving: true,
      },
    ),
    section({ id: 0, format: [1] }, slider(12), undefined, {
      content: 'Ukens kupp',
      placement: 'top',
      color: '#ef6c00',
      arrow: false,
      moving: false,
    }),
    section({ id: 2, format: [0.5, 0.5] }, [
      box('Løpesko', 'Finn din neste favoritt', '#1f4fa3', '/sko/lopesko', 'Nyhet'),
      box('Turklær', 'Klar for høstturen', '#2e7d32', '/klaer/jakker'),
    ]),
    section({ id: 5, format: [0.5, 0.5, 1] }, [
      box(
        'Ekspedisjon Norge',
        'Utstyr til store eventyr',
        '#125e6b',
        `/campaign/${CAMPAIGN_IDS.expedition}`,
      ),
      box('Farmen', 'Utstyret fra TV', '#6d4c41', `/campaign/${CAMPAIGN_IDS.farmen}`),
      box('Faste lave priser', 'Alltid billig', '#c62828', `/campaign/${CAMPAIGN_IDS.fixed}`),
    ]),
    // A current window, an expired one and a future one: the client shows only the first.
    section(
      { id: 1, format: [1] },
      [
        box(
          'Ukens annonse',
          'Bestill og hent i butikk',
          '#ef6c00',
          `/campaign/${WEEKLY_AD_CAMPAIGN_ID}`,
          'Kun denne uken',
        ),
      ],
      { activated: true, startDate: iso(addDays(today, -2)), endDate: iso(addDays(today, 5)) },
    ),
    section(
      { id: 1, format: [1] },
      [box('Black Week', 'Kampanjen er over', '#111111', '/campaign/950')],
      { activated: true, startDate: iso(addDays(today, -60)), endDate: iso(addDays(today, -50)) },
    ),
    section(
      { id: 1, format: [1] },
      [box('Påskeklar', 'Alt til påskefjellet', '#f9c80e', '/campaign/970')],
      { activated: true, startDate: iso(addDays(today, 20)), endDate: iso(addDays(today, 40)) },
    ),
    section({ id: 0, format: [1] }, slider(10), undefined, {
      content: 'Populært akkurat nå',
      placement: 'bottom',
      color: '#111111',
      arrow: true,
      moving: false,
    }),
    section({ id: 3, format: [1] }, [box('Deaktivert seksjon', 'Vises ikke', '#8a8d91', '/')], {
      activated: false,
      startDate: null,
      endDate: null,
    }),
  ];
}

export function generateHomePages(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
): SeedData['homePages'] {
  const hrng = rng.fork('home');
  const pool = meta.filter((m) => m.visible && m.purchasable);
  const older = homeSections(hrng, now, pool).slice(0, 4);
  return [
    { pageid: 1, name: 'homescreen', active: true, content: JSON.stringify(older) },
    // Highest pageid among active 'homescreen…' pages wins (spec §4).
    {
      pageid: 2,
      name: 'homescreen-vinter',
      active: true,
      content: JSON.stringify(homeSections(hrng, now, pool)),
    },
    {
      pageid: 3,
      name: 'homescreen-sommer',
      active: false,
      content: JSON.stringify(older.slice(1)),
    },
    {
      pageid: 4,
      name: 'kampanje-forhandsvisning',
      active: true,
      content: JSON.stringify(homeSections(hrng, now, pool).slice(3)),
    },
  ];
}

const CAPTIONS = [
  'Nye løpesko er på plass i butikk! 🏃‍♀️ #barelavepriser',
  'Helgens tur til fjells – hva har du i sekken? ⛰️',
  'Vintersalget er i gang. Opptil 50 % på ski og jakker ❄️',
  'Klikk & Hent: bestill på nett, hent samme dag 🛍️',
  'Ullundertøy er undervurdert. Enig? 🐑',
  'Barna klare for skidag 🎿',
  'Padle-feber! Nye racketer inne nå 🎾',
  'Sykkelsesongen er her – sjekk bremsene før første tur 🚲',
  'Ukens kupp fra hyllene våre 🔥',
  'Morgenløp i Nordmarka 🌅',
  'Nytt telt, ny utsikt ⛺',
  'Trening hjemme? Vi har utstyret 💪',
];

export function generateSocialPosts(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
): Pick<SeedData, 'socialPosts' | 'socialPostArticles'> {
  const srng = rng.fork('social');
  const pool = meta.filter((m) => m.visible);
  const socialPosts: SeedData['socialPosts'] = [];
  const socialPostArticles: SeedData['socialPostArticles'] = [];
  const colours = [
    '#1f4fa3',
    '#2e7d32',
    '#c62828',
    '#ef6c00',
    '#6a1b9a',
    '#125e6b',
    '#111111',
    '#e91e8c',
  ];
  const types = ['VIDEO', 'CAROUSEL_ALBUM', 'IMAGE'] as const;
  for (let i = 0; i < 36; i++) {
    const id = String(17900000000000000 + (i + 1) * 1371);
    // Each of the three media types appears at least 8 times.
    const mediaType = i < 24 ? (types[i % 3] ?? 'IMAGE') : srng.pick(types);
    const caption = CAPTIONS[i % CAPTIONS.length] ?? '';
    const image = bannerImagePath(
      caption
        .replace(/[^\p{L}\p{N} &–%!?.,]/gu, '')
        .trim()
        .slice(0, 40),
      srng.pick(colours),
    );
    socialPosts.push({
      id,
      mediaType,
      // Demo stream served by modules/videos (api/data/videos).
      mediaUrl: mediaType === 'VIDEO' ? '/api/v1/videos/inspirasjon/playlist.m3u8' : image,
      thumbnailUrl: image,
      permalink: `https://www.instagram.com/p/demo${i + 1}/`,
      caption,
      postedAt: addDays(startOfDayUtc(now), -i * 2 - srng.int(0, 1)),
    });
    for (const m of srng.sample(pool, srng.int(1, 4))) {
      socialPostArticles.push({ postId: id, articleId: m.id, variantId: m.firstVariantId });
    }
  }
  return { socialPosts, socialPostArticles };
}

export function generateBlog(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
): Pick<SeedData, 'blogCategories' | 'blogPosts' | 'blogPostCategories'> {
  const brng = rng.fork('blog');
  const blogCategories = BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name }));
  const catId = new Map(blogCategories.map((c) => [c.slug, c.id]));
  const blogPosts: SeedData['blogPosts'] = [];
  const blogPostCategories: SeedData['blogPostCategories'] = [];
  BLOG_POSTS.forEach((p, i) => {
    const id = i + 1;
    const pool = meta.filter((m) => m.visible && m.subcategoryId === p.subcategoryId);
    const picked = brng.sample(pool.length ? pool : meta, 5);
    blogPosts.push({
      id,
      title: p.title,
      slug: p.slug,
      text: p.text,
      excerpt: p.excerpt,
      image: bannerImagePath(p.title, p.colour),
      mainArticleId: picked[0]?.id ?? null,
      relatedArticleIds: picked.slice(1).map((m) => m.id),
      published: p.published ?? true,
      publishedAt: addDays(startOfDayUtc(now), -(i * 9 + 3)),
    });
    for (const slug of p.categories)
      blogPostCategories.push({ postId: id, categoryId: catId.get(slug) ?? 1 });
  });
  return { blogCategories, blogPosts, blogPostCategories };
}

export function generateInformationPages(now: Date): SeedData['informationPages'] {
  return INFO_PAGES.map((p) => ({
    slug: p.slug,
    title: p.title,
    content: p.content,
    updatedAt: startOfDayUtc(now),
  }));
}

export function generatePolls(
  rng: Rng,
  now: Date,
  meta: readonly ArticleMeta[],
): Pick<SeedData, 'polls' | 'pollQuestions' | 'pollOptions'> {
  const prng = rng.fork('polls');
  const today = startOfDayUtc(now);
  const pool = meta.filter((m) => m.visible);
  const polls: SeedData['polls'] = [];
  const pollQuestions: SeedData['pollQuestions'] = [];
  const pollOptions: SeedData['pollOptions'] = [];
  const add = (
    id: number,
    name: string,
    description: string,
    hex: string,
    start: Date,
    end: Date,
    quiz: readonly QuizQuestion[],
  ) => {
    polls.push({
      id,
      name,
      description,
      bannerDesktop: bannerImagePath(name, hex),
      bannerMobile: bannerImagePath(name, hex),
      startAt: start,
      endAt: end,
      active: true,
    });
    quiz.forEach(([title, options, correct], i) => {
      const qid = pollQuestions.length + 1;
      pollQuestions.push({
        id: qid,
        pollId: id,
        title,
        text: `Luke ${i + 1}: svar riktig og bli med i trekningen av dagens premie.`,
        image: bannerImagePath(`Luke ${i + 1}`, hex),
        articleId: prng.pick(pool).id,
        // One door a day from the poll's start.
        opensAt: addDays(start, i),
        sortOrder: i + 1,
        points: 1,
      });
      options.forEach((text, k) => {
        pollOptions.push({
          id: pollOptions.length + 1,
          questionId: qid,
          text,
          correct: k === correct,
          sortOrder: k + 1,
        });
      });
    });
  };
  // Running now with a few doors already open, so answering can be tried at once.
  add(
    1,
    `Julekalender ${today.getUTCFullYear()}`,
    'Åpne en luke hver dag, svar på spørsmålet og vinn premier!',
    '#c62828',
    addDays(today, -5),
    addDays(today, 25),
    CHRISTMAS_QUIZ,
  );
  // Finished: visible in history, not in /polls/active.
  add(
    2,
    'Sommerquiz',
    'Seks spørsmål om sommer og aktivitet.',
    '#f9c80e',
    addDays(today, -120),
    addDays(today, -100),
    SUMMER_QUIZ,
  );
  return { polls, pollQuestions, pollOptions };
}
