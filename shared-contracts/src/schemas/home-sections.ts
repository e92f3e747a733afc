/**
 * Spec §3 "Home page content": the sections inside a home page's `content` JSON string.
 * Added by the mf-catalog engineer (the page renders them; the API seeds and could validate
 * them). Editors write this JSON, so parsing is lenient: optional fields get defaults and a
 * malformed section is dropped on its own instead of failing the whole page.
 */
import * as v from 'valibot';

const FlagLike = v.union([v.boolean(), v.number()]);
const OptionalText = v.optional(v.nullable(v.string()));

export const HomeContentItemSchema = v.object({
  /** Article id (product sliders). */
  id: v.optional(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))])),
  videoUrl: OptionalText,
  imgSrc: OptionalText,
  imgDestinationURL: OptionalText,
  alt: OptionalText,
  titleText: OptionalText,
  subtitleText: OptionalText,
  imgBannerText: OptionalText,
});
export type HomeContentItem = v.InferOutput<typeof HomeContentItemSchema>;

export const HomeSectionBannerSchema = v.object({
  content: v.string(),
  placement: v.optional(v.picklist(['top', 'bottom']), 'top'),
  color: OptionalText,
  arrow: v.optional(FlagLike, false),
  moving: v.optional(FlagLike, false),
});
export type HomeSectionBanner = v.InferOutput<typeof HomeSectionBannerSchema>;

export const HomeSectionSchema = v.object({
  active: v.object({ activated: FlagLike, startDate: OptionalText, endDate: OptionalText }),
  banner: v.optional(v.nullable(HomeSectionBannerSchema), null),
  /** id 0 = product slider, 5 = the taller box grid; `format` per box: 1 full width, else half. */
  boxVariant: v.object({ id: v.number(), format: v.optional(v.array(v.number()), [1]) }),
  content: v.array(HomeContentItemSchema),
  generalSettings: v.optional(
    v.object({
      shadow: v.optional(
        v.object({
          /** rgb triple the gradient shadow starts from. */
          fromColor: v.optional(v.tuple([v.number(), v.number(), v.number()]), [0, 0, 0]),
          opacity: v.optional(v.number(), 0.4),
          size: v.optional(v.number(), 40),
        }),
      ),
      fonts: v.optional(
        v.object({
          veneerTitle: OptionalText,
          veneerSubtitle: OptionalText,
          titleSize: v.optional(v.number()),
          subtitleSize: v.optional(v.number()),
        }),
      ),
    }),
    {},
  ),
});
export type HomeSection = v.InferOutput<typeof HomeSectionSchema>;

/** Product slider variant id (spec §2 "Home screen"). */
export const HOME_SLIDER_VARIANT = 0;
/** The box-grid variant with a different height. */
export const HOME_TALL_VARIANT = 5;

/**
 * Parses a page's `content` string into sections. Invalid JSON gives no sections; each malformed
 * section is reported through `onInvalid` (for logs) and skipped.
 */
export function parseHomeSections(
  content: string,
  onInvalid: (index: number, issues: v.FlatErrors<undefined>) => void = () => {},
): HomeSection[] {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    onInvalid(-1, { root: ['content er ikke gyldig JSON'] });
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const sections: HomeSection[] = [];
  raw.forEach((candidate: unknown, index) => {
    const parsed = v.safeParse(HomeSectionSchema, candidate);
    if (parsed.success) sections.push(parsed.output);
    else onInvalid(index, v.flatten(parsed.issues));
  });
  return sections;
}
