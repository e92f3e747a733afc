/**
 * Content contract: home pages, social posts, blog, information pages and polls (the read
 * calls of spec §7 "Catalogue and content", "Blog" and "Polls"). Field names follow spec §3;
 * the social post keeps Instagram's snake_case (`media_type` …) as the spec does.
 */
import * as v from 'valibot';
import { ArticleSchema, NumericIdSchema, PaginationMetaSchema, VariantSchema } from './catalog';

/* ------------------------------------------------------------------ home pages */

/** `content` stays the JSON *string* of sections (spec §3); the client parses it. */
export const HomePageSchema = v.object({
  name: v.string(),
  pageid: v.number(),
  active: v.boolean(),
  content: v.string(),
});
export type HomePage = v.InferOutput<typeof HomePageSchema>;
export const HomePageListSchema = v.array(HomePageSchema);

/** Slugs are lower-case words joined by hyphens (spec §5 slug rule output). */
export const SlugParamsSchema = v.object({
  slug: v.pipe(
    v.string('Ugyldig adresse'),
    v.transform((input) => input.trim().toLowerCase()),
    v.regex(
      /^[a-z0-9][a-z0-9-]{0,199}$/,
      'Ugyldig adresse: bruk små bokstaver, tall og bindestrek',
    ),
  ),
});
export type SlugParams = v.InferOutput<typeof SlugParamsSchema>;

/** Information pages (/om-oss, /faq, /return …), addressed by slug. */
export const InformationPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** Simple HTML (paragraphs, headings, lists) written by editors. */
  content: v.string(),
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type InformationPage = v.InferOutput<typeof InformationPageSchema>;

/* ------------------------------------------------------------------ social posts */

export const SocialPostSchema = v.object({
  id: v.string(),
  /** 'VIDEO' | 'CAROUSEL_ALBUM' | anything else (shown as an image). */
  media_type: v.string(),
  media_url: v.string(),
  thumbnail_url: v.nullable(v.string()),
  permalink: v.nullable(v.string()),
  caption: v.string(),
  /** ISO 8601. */
  timestamp: v.string(),
});
export type SocialPost = v.InferOutput<typeof SocialPostSchema>;
export const SocialPostListSchema = v.array(SocialPostSchema);

/** Social post ids are the provider's opaque ids (digits, letters, `_`). */
export const SocialPostParamsSchema = v.object({
  id: v.pipe(
    v.string('Ugyldig innleggs-id'),
    v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Ugyldig innleggs-id'),
  ),
});
export type SocialPostParams = v.InferOutput<typeof SocialPostParamsSchema>;

/** A variant tagged in a social post, with the article it belongs to. */
export const SocialPostVariantSchema = v.object({
  ...VariantSchema.entries,
  articleId: v.number(),
  articleName: v.string(),
});
export type SocialPostVariant = v.InferOutput<typeof SocialPostVariantSchema>;
export const SocialPostVariantListSchema = v.array(SocialPostVariantSchema);

/* ------------------------------------------------------------------ blog */

export const BlogCategorySchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  /** Published posts in the category. */
  postsCount: v.pipe(v.number(), v.integer()),
});
export type BlogCategory = v.InferOutput<typeof BlogCategorySchema>;
export const BlogCategoryListSchema = v.array(BlogCategorySchema);

const BlogCategoryRefSchema = v.object({ id: v.number(), slug: v.string(), name: v.string() });

/** A post in a list: no body and no related articles, so a list stays small. */
export const BlogPostSummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  excerpt: v.string(),
  image: v.nullable(v.string()),
  /** ISO 8601. */
  publishedAt: v.string(),
  mainArticleId: v.nullable(v.number()),
  categories: v.array(BlogCategoryRefSchema),
});
export type BlogPostSummary = v.InferOutput<typeof BlogPostSummarySchema>;

export const BlogPostSchema = v.object({
  ...BlogPostSummarySchema.entries,
  /** Simple HTML body. */
  text: v.string(),
  /** Null when the article is gone or no longer shown on the web. */
  mainArticle: v.nullable(ArticleSchema),
  /** Web-visible related articles, in the editor's order. */
  relatedArticles: v.array(ArticleSchema),
});
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;

export const BlogPostPageSchema = v.object({
  data: v.array(BlogPostSummarySchema),
  meta: PaginationMetaSchema,
});
export type BlogPostPage = v.InferOutput<typeof BlogPostPageSchema>;

export const BlogCategoryPageSchema = v.object({
  category: BlogCategorySchema,
  data: v.array(BlogPostSummarySchema),
  meta: PaginationMetaSchema,
});
export type BlogCategoryPage = v.InferOutput<typeof BlogCategoryPageSchema>;

/** `?page&per_page` of the blog lists (default 12 posts: a 3- or 4-column grid). */
export const BLOG_PER_PAGE = 12;
export const BlogListQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'page må være et heltall'),
      v.transform((input) => String(input).trim()),
      v.regex(/^\d{1,6}$/, 'page må være et heltall'),
      v.transform(Number),
      v.minValue(1, 'page må være minst 1'),
    ),
    '1',
  ),
  per_page: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'per_page må være et heltall'),
      v.transform((input) => String(input).trim()),
      v.regex(/^\d{1,3}$/, 'per_page må være et heltall'),
      v.transform(Number),
      v.minValue(1, 'per_page må være minst 1'),
      v.maxValue(100, 'per_page kan ikke være større enn 100'),
    ),
    String(BLOG_PER_PAGE),
  ),
});
export type BlogListQuery = v.InferOutput<typeof BlogListQuerySchema>;

/* ------------------------------------------------------------------ polls */

export const PollOptionSchema = v.object({
  id: v.number(),
  questionId: v.number(),
  text: v.string(),
});
export type PollOption = v.InferOutput<typeof PollOptionSchema>;

/**
 * A calendar door. Before `opensAt` the door is closed: `open` is false and title, text,
 * image, article and options are withheld so the answer cannot be read ahead of time.
 */
export const PollQuestionSchema = v.object({
  id: v.number(),
  pollId: v.number(),
  /** 1-based door number in the calendar. */
  number: v.number(),
  open: v.boolean(),
  /** ISO 8601. */
  opensAt: v.string(),
  title: v.string(),
  text: v.string(),
  image: v.nullable(v.string()),
  articleId: v.nullable(v.number()),
  points: v.number(),
  options: v.array(PollOptionSchema),
});
export type PollQuestion = v.InferOutput<typeof PollQuestionSchema>;

export const PollSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  bannerDesktop: v.nullable(v.string()),
  bannerMobile: v.nullable(v.string()),
  /** ISO 8601. */
  startAt: v.string(),
  endAt: v.string(),
  questions: v.array(PollQuestionSchema),
});
export type Poll = v.InferOutput<typeof PollSchema>;
export const PollListSchema = v.array(PollSchema);

/** Spec §3 "Poll answers": questionId, optionId, correct. */
export const PollAnswerSchema = v.object({
  questionId: v.number(),
  optionId: v.number(),
  correct: v.boolean(),
  /** ISO 8601. */
  answeredAt: v.string(),
});
export type PollAnswer = v.InferOutput<typeof PollAnswerSchema>;
export const PollAnswerListSchema = v.array(PollAnswerSchema);

/** The logged-in customer's score in one poll. */
export const PollScoreSchema = v.object({
  pollId: v.number(),
  /** Sum of points of correctly answered questions. */
  score: v.number(),
  /** Sum of points of every question in the poll. */
  maxScore: v.number(),
  answered: v.number(),
  correct: v.number(),
  questions: v.number(),
});
export type PollScore = v.InferOutput<typeof PollScoreSchema>;

/**
 * The logged-in customer's result for one question. The right option is revealed only
 * once the customer has answered, so the score call cannot be used to cheat.
 */
export const PollQuestionScoreSchema = v.object({
  questionId: v.number(),
  pollId: v.number(),
  answered: v.boolean(),
  correct: v.boolean(),
  points: v.number(),
  score: v.number(),
  answeredOptionId: v.nullable(v.number()),
  correctOptionId: v.nullable(v.number()),
});
export type PollQuestionScore = v.InferOutput<typeof PollQuestionScoreSchema>;

/** `{ id }` of polls and questions (same rules as every numeric id). */
export const PollIdParamsSchema = v.object({ id: NumericIdSchema });

/** `{ questionId, optionId }` of POST /polls/answer/{questionId}/{optionId} (no body). */
export const PollAnswerParamsSchema = v.object({
  questionId: NumericIdSchema,
  optionId: NumericIdSchema,
});
export type PollAnswerParams = v.InferOutput<typeof PollAnswerParamsSchema>;
