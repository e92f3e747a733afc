import { Link } from 'shared-contracts';

interface PaginationProps {
  page: number;
  lastPage: number;
  /** Query string for a page number (keeps the filters). */
  hrefFor: (page: number) => string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, lastPage: number, radius = 2): Array<number | 'gap'> {
  const pages = new Set<number>([1, lastPage]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= lastPage) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

export function Pagination({ page, lastPage, hrefFor }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="cat-pager" aria-label="Sider">
      <ul className="cat-pager__list">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className="cat-pager__step" rel="prev">
              Forrige
            </Link>
          ) : (
            <span className="cat-pager__step cat-pager__step--disabled" aria-hidden="true">
              Forrige
            </span>
          )}
        </li>
        {pageWindow(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="cat-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className={`cat-pager__page${p === page ? ' cat-pager__page--current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Side ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to={hrefFor(page + 1)} className="cat-pager__step" rel="next">
              Neste
            </Link>
          ) : (
            <span className="cat-pager__step cat-pager__step--disabled" aria-hidden="true">
              Neste
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
