import { CLICK_AND_COLLECT_TITLE, WEEKLY_AD_TITLE } from '../constants';
import type { Campaign, ServerCampaign } from '../schemas/campaign';
import { isOn } from './flags';

/** Server campaign → client shape; the click & collect campaign is presented as the weekly ad. */
export function mapCampaign(campaign: ServerCampaign): Campaign {
  return {
    id: campaign.CampaignID,
    name: campaign.ShortTitle === CLICK_AND_COLLECT_TITLE ? WEEKLY_AD_TITLE : campaign.ShortTitle,
    shortDescription: campaign.ShortDescription,
    description: campaign.Description,
    start: campaign.Start,
    end: campaign.End,
    count: campaign.articlesCount,
    image: campaign.image,
    imageMobile: campaign.imageMobile,
    showLabel: isOn(campaign.ShowLabel),
    showImage: isOn(campaign.ShowImage),
    labelText: campaign.LabelText,
    url: campaign.CampaignUrl,
  };
}

/**
 * The main campaign: the latest end date among campaigns shown with an image (mapped). Campaigns
 * without an end date rank last; none qualifying → null.
 */
export function mainCampaign(campaigns: readonly ServerCampaign[]): Campaign | null {
  let best: ServerCampaign | null = null;
  let bestEnd = -Infinity;
  for (const campaign of campaigns) {
    if (!isOn(campaign.ShowImage)) continue;
    const end = campaign.End ? Date.parse(campaign.End) : -Infinity;
    if (best === null || end > bestEnd) {
      best = campaign;
      bestEnd = end;
    }
  }
  return best ? mapCampaign(best) : null;
}
