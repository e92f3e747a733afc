import { formatPrice, type Article } from 'shared-contracts';

/** Text of one campaign label on an article (percent, price or free text from the campaign). */
export function campaignLabelText(campaign: Article['campaigns'][number]): string {
  if (campaign.labelData && campaign.labelData.trim() !== '') return campaign.labelData;
  if (campaign.labelType === 'price') return formatPrice(campaign.price, { nbsp: true });
  return 'Kampanje';
}

export function CampaignLabels({
  article,
}: {
  article: Pick<Article, 'campaigns' | 'customLabel'>;
}) {
  const labels = [...new Set(article.campaigns.map(campaignLabelText))];
  if (article.customLabel) labels.unshift(article.customLabel);
  if (labels.length === 0) return null;
  return (
    <ul className="cat-labels" aria-label="Kampanjer">
      {labels.map((label) => (
        <li key={label} className="cat-labels__item">
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Top of the bestseller list (ranks default to 9999 = none, spec §9). */
export const BESTSELLER_BADGE_MAX_RANK = 100;

export function isBestseller(article: Pick<Article, 'bestseller'>): boolean {
  return article.bestseller.qtyRank <= BESTSELLER_BADGE_MAX_RANK;
}
