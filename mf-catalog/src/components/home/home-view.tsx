import { useMemo } from 'react';
import {
  HOME_SLIDER_VARIANT,
  isSectionVisible,
  type HomePage,
  type HomeSection,
  type Settings,
} from 'shared-contracts';
import { knownArticle, missingArticleIds } from '../../api/article-store';
import { categoriesResource, settingsResource } from '../../api/catalog-resources';
import { sectionsOf, sliderArticleIds } from '../../api/content';
import { searchIdsResource } from '../../api/search';
import { useApi } from '../../hooks/use-api';
import { Banner, BannerRow, bannerSlots, TOP_BANNER } from './banner-slots';
import { BoxGrid } from './box-grid';
import { InspirationWhenNear } from './inspiration-grid';
import { ProductSlider } from './product-slider';
import { SectionBanner } from './section-banner';
import '../../styles/home.css';

/** Sections shown now: activated and inside their date window (shared rule). */
export function visibleSections(page: HomePage, now = new Date()): HomeSection[] {
  return sectionsOf(page).filter((section) => isSectionVisible(section.active, now));
}

/**
 * The home page body: settings-driven banner slots around the editor's sections, then the
 * 'Bli inspirert' grid once the shopper scrolls near it (spec §2 "Home screen").
 */
export function HomeView({ page }: { page: HomePage }) {
  const sections = useMemo(() => visibleSections(page), [page]);
  const settings = useApi(settingsResource());
  const tree = useApi(categoriesResource());
  const slots = bannerSlots(settings.data);

  // Slider articles: reuse those already fetched this visit, fetch only the missing ones by id.
  const ids = useMemo(() => sliderArticleIds(sections), [sections]);
  const missing = useMemo(() => missingArticleIds(ids), [ids]);
  const fetched = useApi(missing.length ? searchIdsResource(missing) : null);
  const slidersLoading = missing.length > 0 && fetched.status === 'loading';

  const middle = Math.ceil(sections.length / 2);
  const renderSection = (section: HomeSection, index: number) => (
    <Section
      key={index}
      section={section}
      index={index}
      settings={settings.data}
      sliderArticles={articlesOf(section)}
      slidersLoading={slidersLoading}
      categories={tree.data}
    />
  );

  return (
    <div className="cat-home">
      {slots.topBanner && (
        <Banner
          banner={slots.topBanner}
          width={TOP_BANNER.width}
          height={TOP_BANNER.height}
          eager
          className="cat-slot--top"
        />
      )}
      <BannerRow banners={slots.subBanners} label="Utvalgte kampanjer" width={1200} height={500} />
      {sections.slice(0, middle).map(renderSection)}
      {slots.middleBanner && (
        <Banner
          banner={slots.middleBanner}
          width={1200}
          height={500}
          className="cat-slot--middle"
        />
      )}
      {sections.slice(middle).map((section, i) => renderSection(section, middle + i))}
      <BannerRow
        banners={slots.popularCategoryBanners}
        label="Populære kategorier"
        width={1200}
        height={500}
      />
      <BannerRow banners={slots.grid} label="Utvalgte kategorier" width={1200} height={500} />
      {slots.bottomBanner && (
        <Banner
          banner={slots.bottomBanner}
          width={1200}
          height={500}
          className="cat-slot--bottom"
        />
      )}
      <InspirationWhenNear />
    </div>
  );
}

function articlesOf(section: HomeSection) {
  if (section.boxVariant.id !== HOME_SLIDER_VARIANT) return [];
  return section.content
    .map((item) => (typeof item.id === 'number' ? knownArticle(item.id) : undefined))
    .filter((a): a is NonNullable<typeof a> => a !== undefined);
}

interface SectionProps {
  section: HomeSection;
  index: number;
  settings: Settings | undefined;
  sliderArticles: ReturnType<typeof articlesOf>;
  slidersLoading: boolean;
  categories: Parameters<typeof ProductSlider>[0]['categories'];
}

function Section({
  section,
  index,
  settings,
  sliderArticles,
  slidersLoading,
  categories,
}: SectionProps) {
  const banner = section.banner;
  const isSlider = section.boxVariant.id === HOME_SLIDER_VARIANT;
  const label = banner?.content || (isSlider ? 'Utvalgte varer' : `Seksjon ${index + 1}`);
  return (
    <section className="cat-section" aria-label={label}>
      {banner && banner.placement !== 'bottom' && <SectionBanner banner={banner} />}
      {isSlider ? (
        <ProductSlider
          articles={sliderArticles}
          categories={categories}
          label={label}
          loading={slidersLoading}
        />
      ) : (
        <BoxGrid section={section} settings={settings} eager={index === 0} />
      )}
      {banner && banner.placement === 'bottom' && <SectionBanner banner={banner} />}
    </section>
  );
}
