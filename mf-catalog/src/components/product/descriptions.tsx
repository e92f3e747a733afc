import { RichText, type ArticleDetail } from 'shared-contracts';

/**
 * Web description, technical description, nutrient content and wash/care labels, each a
 * disclosure so the page stays short on a phone; the first is open.
 */
export function Descriptions({ article }: { article: ArticleDetail }) {
  const parts: Array<{ title: string; text: string }> = [];
  const web = article.webDescription ?? article.description;
  if (web) parts.push({ title: 'Beskrivelse', text: web });
  if (article.techDescription)
    parts.push({ title: 'Teknisk beskrivelse', text: article.techDescription });
  if (article.nutrientContent)
    parts.push({ title: 'Næringsinnhold', text: article.nutrientContent });
  const care = [article.washLabel, article.careLabel].filter((t): t is string => Boolean(t));
  if (care.length) parts.push({ title: 'Vask og vedlikehold', text: care.join('\n') });
  if (parts.length === 0) return null;
  return (
    <section className="cat-descriptions" aria-label="Produktinformasjon">
      {parts.map((part, index) => (
        <details key={part.title} className="cat-disclosure" open={index === 0}>
          <summary className="cat-disclosure__summary">
            <h2 className="cat-disclosure__title">{part.title}</h2>
          </summary>
          <RichText className="cat-disclosure__body" html={part.text} />
        </details>
      ))}
    </section>
  );
}
