import * as v from 'valibot';
import { DateStringSchema, FlagSchema, IdSchema } from './common';

/**
 * Campaign as the API answers it (legacy server field names, kept on purpose: the mapping to
 * client names lives in one place, `mapCampaign`).
 */
export const ServerCampaignSchema = v.object({
  CampaignID: IdSchema,
  ShortTitle: v.string(),
  ShortDescription: v.nullish(v.string(), null),
  Description: v.nullish(v.string(), null),
  Start: v.nullish(DateStringSchema, null),
  End: v.nullish(DateStringSchema, null),
  articlesCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  image: v.nullish(v.string(), null),
  imageMobile: v.nullish(v.string(), null),
  ShowLabel: v.optional(FlagSchema, false),
  ShowImage: v.optional(FlagSchema, false),
  LabelText: v.nullish(v.string(), null),
  CampaignUrl: v.nullish(v.string(), null),
});
export type ServerCampaign = v.InferOutput<typeof ServerCampaignSchema>;
/** What a producer (the API) may send: optional fields may be left out. */
export type ServerCampaignInput = v.InferInput<typeof ServerCampaignSchema>;

export const ServerCampaignListSchema = v.array(ServerCampaignSchema);

/** Campaign in client shape (after `mapCampaign`). */
export const CampaignSchema = v.object({
  id: IdSchema,
  name: v.string(),
  shortDescription: v.nullable(v.string()),
  description: v.nullable(v.string()),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
  count: v.number(),
  image: v.nullable(v.string()),
  imageMobile: v.nullable(v.string()),
  showLabel: v.boolean(),
  showImage: v.boolean(),
  labelText: v.nullable(v.string()),
  url: v.nullable(v.string()),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;
