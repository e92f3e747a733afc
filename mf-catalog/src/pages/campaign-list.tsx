import { Link, mainCampaign, mapCampaign, type PageProps } from 'shared-contracts';
import { campaignsResource } from '../api/campaigns';
import { categoriesResource } from '../api/catalog-resources';
import { CampaignArticles } from '../components/campaign-articles';
import { CampaignHero, campaignPeriod } from '../components/campaign-hero';
import { ErrorState } from '../components/status';
import { useApi } from '../hooks/use-api';
import '../styles/catalog.css';
import '../styles/listing.css';

/**
 * `/campaign`: every active campaign combined. The main campaign (latest end among those shown
 * with an image, spec §4) leads the page; the others link to their own page.
 */
export default function CampaignListPage({ search, routeName }: PageProps) {
  const campaigns = useApi(campaignsResource());
  const tree = useApi(categoriesResource());
  const main = campaigns.data ? mainCampaign(campaigns.data) : null;
  const others = (campaigns.data ?? []).map(mapCampaign).filter((c) => c.id !== main?.id);
  return (
    <div className="cat-listing cat-campaign">
      <h1 className="cat-title">Kampanjer</h1>
      {main && (
        <section className="cat-campaign-main" aria-label="Hovedkampanje">
          <CampaignHero campaign={main} headingLevel={2} />
          <p>
            <Link to={`/campaign/${main.id}`}>Se alle varer i {main.name}</Link>
          </p>
        </section>
      )}
      {campaigns.status === 'error' && (
        <ErrorState error={campaigns.error} onRetry={campaigns.retry} />
      )}
      {others.length > 0 && (
        <nav aria-label="Alle kampanjer">
          <ul className="cat-campaign-list">
            {others.map((campaign) => (
              <li key={campaign.id} className="cat-campaign-list__item">
                <Link to={`/campaign/${campaign.id}`} className="cat-campaign-list__link">
                  <span className="cat-campaign-list__name">{campaign.name}</span>
                  {campaign.shortDescription && (
                    <span className="cat-campaign-list__lead">{campaign.shortDescription}</span>
                  )}
                  {campaignPeriod(campaign) && (
                    <span className="cat-campaign-list__period">{campaignPeriod(campaign)}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="cat-section-title">Alle kampanjevarer</h2>
      <CampaignArticles
        campaignId={null}
        search={search}
        routeName={routeName}
        categories={tree.data}
      />
    </div>
  );
}
