import { formatKroner } from '../rules/format';
import { sizeColorOf } from '../rules/review-candidates';

export interface HistoryArticle {
  readonly ArticleID: number;
  readonly ArticleName: string;
  readonly Size: string | null;
  readonly Color: string | null;
  readonly Quantity: number;
  readonly Price: number;
  readonly Total?: number;
}

/** The lines of an order or reservation: quantity, name, size and colour, amount in kroner. */
export function HistoryArticles({ articles }: { articles: readonly HistoryArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <ul className="acc-history__articles">
      {articles.map((article, index) => {
        const details = sizeColorOf(article.Size, article.Color);
        return (
          <li key={`${article.ArticleID}-${index}`} className="acc-history__article">
            <span className="acc-history__article-name">
              {article.Quantity} × {article.ArticleName}
              {details ? <span className="acc-history__article-details"> ({details})</span> : null}
            </span>
            <span className="acc-history__amount">
              {formatKroner(article.Total ?? article.Price * article.Quantity)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
