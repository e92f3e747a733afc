import { formatPrice, Link, type ArticleDetail, type PageProps, useApi } from 'shared-contracts';
import { fetchArticle } from '../api/articles';
import { LoadError } from '../components/load-error';
import { notFound, toId, usePageLoaded } from '../components/page-status';
import { calendarPath, productPagePath, questionPath, responsePath } from '../components/paths';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { QUESTION_NOT_FOUND_TEXT, useQuestionData } from '../hooks/use-question-data';
import '../polls.css';

/** Spec §8 "Article load failure". */
export const ARTICLE_LOAD_ERROR = 'Error: Could not load article';
export const ARTICLE_NOT_IN_QUESTION_TEXT = 'Denne varen hører ikke til spørsmålet.';

/**
 * /user/poll/{pollId}/{questionId}/{articleId}: the article a question is about (spec §2
 * question-article "Loads the article"), shown as the question's context with its name, image,
 * price and a link to its product page, and a way back to the question (or to the customer's
 * result once answered). Only the article of an opened door is shown: a closed door keeps its
 * article to itself, like the API does.
 */
export function QuestionArticlePage({ params, routeName }: PageProps) {
  const questionData = useQuestionData(params, 'question-article');
  const articleId = toId(params.articleId);
  const article = useApi(`article:${articleId ?? params.articleId ?? ''}`, (signal) =>
    articleId ? fetchArticle(articleId, signal) : notFound<ArticleDetail>(ARTICLE_LOAD_ERROR),
  );
  const ready = questionData.state.status !== 'loading' && article.state.status !== 'loading';
  usePageLoaded(
    routeName,
    ready,
    article.state.status === 'ok' ? article.state.data.name : undefined,
  );
  const headingRef = useFocusHeading<HTMLHeadingElement>(
    ready,
    `${questionData.state.status}:${article.state.status}:${params.articleId ?? ''}`,
  );

  if (!ready) {
    return (
      <p role="status" className="pol-status">
        Laster varen …
      </p>
    );
  }
  const { state } = questionData;
  if (state.status === 'error') {
    return (
      <LoadError
        error={state.error}
        notFoundText={QUESTION_NOT_FOUND_TEXT}
        onRetry={questionData.reload}
      />
    );
  }
  if (state.status !== 'ok') return null;
  const { poll, score } = state.data;
  const question = poll.questions.find(
    (q) => q.id === questionData.questionId && q.pollId === questionData.pollId,
  );
  const calendar = (
    <p className="pol-back">
      <Link to={calendarPath(poll.id)}>Tilbake til kalenderen</Link>
    </p>
  );
  if (!question || !question.open || question.articleId !== articleId) {
    return (
      <div role="alert" className="pol-status">
        <p>{question ? ARTICLE_NOT_IN_QUESTION_TEXT : QUESTION_NOT_FOUND_TEXT}</p>
        {calendar}
      </div>
    );
  }

  const back = score.answered ? (
    <Link to={responsePath(poll.id, question.id)} className="pol-button pol-button--link">
      Tilbake til svaret ditt
    </Link>
  ) : (
    <Link to={questionPath(poll.id, question.id)} className="pol-button pol-button--link">
      Tilbake til spørsmålet
    </Link>
  );
  const context = (
    <>
      <p className="pol-kicker">
        {poll.name} · Luke {question.number}
      </p>
      <p className="pol-question-title">Spørsmålet: {question.title}</p>
    </>
  );

  if (article.state.status === 'error') {
    return (
      <section className="pol-page" aria-labelledby="pol-article-title">
        {context}
        <h1 id="pol-article-title" className="pol-title" ref={headingRef} tabIndex={-1}>
          Varen i spørsmålet
        </h1>
        <div role="alert" className="pol-status" data-testid="pol-article-error">
          <p>{ARTICLE_LOAD_ERROR}</p>
          {article.state.error.retryable ? (
            <button type="button" className="pol-button" onClick={article.reload}>
              Prøv igjen
            </button>
          ) : null}
        </div>
        <p className="pol-back">{back}</p>
        {calendar}
      </section>
    );
  }
  if (article.state.status !== 'ok') return null;
  const item = article.state.data;

  return (
    <section className="pol-page" aria-labelledby="pol-article-title">
      {context}
      <article className="pol-article" data-testid="pol-article">
        <h1 id="pol-article-title" className="pol-title" ref={headingRef} tabIndex={-1}>
          {item.name}
        </h1>
        {item.image ? (
          <img className="pol-article__image" src={item.image} alt={item.name} />
        ) : null}
        <p className="pol-article__brand">{item.brand.name}</p>
        <p className="pol-article__price">
          <span className="pol-visually-hidden">Pris: </span>
          {formatPrice(item.price, { nbsp: true })}
        </p>
        <p>
          <Link to={productPagePath(item.id)} className="pol-article__product-link">
            Gå til produktsiden for {item.name}
          </Link>
        </p>
      </article>
      <p className="pol-back">{back}</p>
      {calendar}
    </section>
  );
}
