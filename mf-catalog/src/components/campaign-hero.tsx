import { type Campaign, bannerSrcSet } from 'shared-contracts';
import { dayMonthText } from './nb-text';

export function campaignPeriod(campaign: Pick<Campaign, 'start' | 'end'>): string | null {
  const end = campaign.end ? Date.parse(campaign.end) : Number.NaN;
  if (Number.isNaN(end)) return null;
  return `Gjelder til og med ${dayMonthText(end)}`;
}

/** A campaign's banner, name (the weekly ad already renamed by mapCampaign), texts and period. */
export function CampaignHero({
  campaign,
  headingLevel = 1,
  eager = true,
}: {
  campaign: Campaign;
  headingLevel?: 1 | 2;
  eager?: boolean;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const period = campaignPeriod(campaign);
  return (
    <header className="cat-campaign-hero">
      {campaign.showImage && campaign.image && (
        <picture>
          {campaign.imageMobile && campaign.imageMobile !== campaign.image && (
            <source media="(max-width: 767px)" srcSet={campaign.imageMobile} />
          )}
          <img
            className="cat-campaign-hero__image"
            src={campaign.image}
            srcSet={bannerSrcSet(campaign.image)}
            sizes="100vw"
            alt=""
            width={1200}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        </picture>
      )}
      <Heading className="cat-title">{campaign.name}</Heading>
      {campaign.shortDescription && (
        <p className="cat-campaign-hero__lead">{campaign.shortDescription}</p>
      )}
      {campaign.description && campaign.description !== campaign.shortDescription && (
        <p className="cat-campaign-hero__text">{campaign.description}</p>
      )}
      {period && <p className="cat-campaign-hero__period">{period}</p>}
    </header>
  );
}
