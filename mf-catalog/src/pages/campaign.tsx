import { mapCampaign, type PageProps } from 'shared-contracts';
import { campaignResource } from '../api/campaigns';
import { categoriesResource } from '../api/catalog-resources';
import { isNotFound } from '../api/http';
import { CampaignArticles } from '../components/campaign-articles';
import { CampaignHero } from '../components/campaign-hero';
import { ErrorState, LoadingState, NotFoundState } from '../components/status';
import { campaignIdOf } from '../hooks/route-params';
import { useApi } from '../hooks/use-api';
import '../styles/catalog.css';
import '../styles/listing.css';

/** `/campaign/{id}`: one campaign ('Klikk & Hent' shown as 'Ukens annonse!' via mapCampaign). */
export default function CampaignPage({ params, search, routeName }: PageProps) {
  const id = campaignIdOf(params);
  const campaign = useApi(id === null ? null : campaignResource(id));
  const tree = useApi(categoriesResource());
  if (id === null || (campaign.status === 'error' && isNotFound(campaign.error))) {
    return (
      <NotFoundState title="Fant ikke kampanjen" text="Kampanjen finnes ikke eller er avsluttet." />
    );
  }
  if (campaign.status === 'error')
    return <ErrorState error={campaign.error} onRetry={campaign.retry} />;
  if (!campaign.data) return <LoadingState label="Laster kampanje …" />;
  return (
    <div className="cat-listing cat-campaign">
      <CampaignHero campaign={mapCampaign(campaign.data)} />
      <CampaignArticles
        campaignId={id}
        search={search}
        routeName={routeName}
        categories={tree.data}
      />
    </div>
  );
}
