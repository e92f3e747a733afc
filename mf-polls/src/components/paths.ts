/** The poll routes of spec §2, built in one place (the shell's route table has the patterns). */
export const calendarPath = (pollId: number) => `/user/poll/${pollId}`;

export const questionPath = (pollId: number, questionId: number) =>
  `/user/poll/${pollId}/${questionId}`;

export const responsePath = (pollId: number, questionId: number) =>
  `${questionPath(pollId, questionId)}/response`;

export const questionArticlePath = (pollId: number, questionId: number, articleId: number) =>
  `${questionPath(pollId, questionId)}/${articleId}`;

/**
 * The product page of an article. `/product/{id}` is the product route with empty category and
 * subcategory (spec §2); mf-catalog owns the prettier `/{category}/…/product/{id}` form.
 */
export const productPagePath = (articleId: number) => `/product/${articleId}`;
