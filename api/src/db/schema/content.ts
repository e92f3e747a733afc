/** Editorial content: home pages, social posts, blog, information pages. */
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { articles, variants } from './catalog';
import { pgTimestamp } from './columns';

/** `content` is the JSON *string* of sections (spec §3 "Home page content"), kept verbatim. */
export const homePages = pgTable('home_pages', {
  pageid: serial('pageid').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  content: text('content').notNull(),
  updatedAt: pgTimestamp('updated_at').notNull().defaultNow(),
});

export const socialPosts = pgTable(
  'social_posts',
  {
    id: text('id').primaryKey(),
    /** 'VIDEO' | 'CAROUSEL_ALBUM' | 'IMAGE'. */
    mediaType: text('media_type').notNull(),
    mediaUrl: text('media_url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    permalink: text('permalink'),
    caption: text('caption').notNull().default(''),
    postedAt: pgTimestamp('posted_at').notNull(),
  },
  (t) => [index('social_posts_posted_idx').on(t.postedAt)],
);

/** Articles (and optionally the exact variant) shown in a social post. */
export const socialPostArticles = pgTable(
  'social_post_articles',
  {
    postId: text('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.articleId] })],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** Body as simple HTML (paragraphs, headings, lists). */
    text: text('text').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    image: text('image'),
    mainArticleId: integer('main_article_id').references(() => articles.id, {
      onDelete: 'set null',
    }),
    relatedArticleIds: integer('related_article_ids').array().notNull().default([]),
    published: boolean('published').notNull().default(true),
    publishedAt: pgTimestamp('published_at').notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.publishedAt)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_cat_idx').on(t.categoryId),
  ],
);

/** Information pages addressed by the slugs of spec §2 (om-oss, faq, return …). */
export const informationPages = pgTable('information_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Body as simple HTML. */
  content: text('content').notNull(),
  updatedAt: pgTimestamp('updated_at').notNull().defaultNow(),
});
