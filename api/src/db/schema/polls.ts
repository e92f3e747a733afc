/** Calendar-style polls: a poll has questions that open day by day, each with options. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './catalog';
import { pgTimestamp } from './columns';
import { customers } from './customers';

export const polls = pgTable('polls', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  bannerDesktop: text('banner_desktop'),
  bannerMobile: text('banner_mobile'),
  startAt: pgTimestamp('start_at').notNull(),
  endAt: pgTimestamp('end_at').notNull(),
  active: boolean('active').notNull().default(true),
});

export const pollQuestions = pgTable(
  'poll_questions',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    /** Article the question is about (route question-article). */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** The calendar door opens at this instant. */
    opensAt: pgTimestamp('opens_at').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    points: integer('points').notNull().default(1),
  },
  (t) => [index('poll_questions_poll_idx').on(t.pollId, t.sortOrder)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('poll_options_question_idx').on(t.questionId)],
);

/** One answer per customer per question; scores are derived from `correct`. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull(),
    answeredAt: pgTimestamp('answered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('poll_answers_customer_question_uq').on(t.customerId, t.questionId),
    index('poll_answers_question_idx').on(t.questionId),
  ],
);
