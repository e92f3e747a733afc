/**
 * Breadcrumb trail of the current screen (spec §2): home, then the stored crumbs, the last being
 * the page itself. A crumb link takes the shopper back with the scroll position they left.
 */
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $breadcrumbs } from '../behaviour/breadcrumbs';
import { useHydrated } from '../behaviour/hydrated';
import { pathFor } from '../routes/match';

export function Breadcrumbs() {
  const trail = useStore($breadcrumbs);
  const hydrated = useHydrated();
  // The trail lives in session storage, which a server render cannot see: until the page is
  // hydrated an empty line of the trail's height keeps the page below it where it will stay.
  if (!hydrated)
    return (
      <div className="sh-breadcrumbs" aria-hidden="true">
        <ol>
          <li>{'\u00a0'}</li>
        </ol>
      </div>
    );
  if (trail.length === 0) return null;
  return (
    <nav className="sh-breadcrumbs" aria-label="Brødsmulesti" data-testid="sh-breadcrumbs">
      <ol>
        <li>
          <Link to="/">Forsiden</Link>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.name}`}>
              {last ? (
                <span aria-current="page">{crumb.title}</span>
              ) : (
                <Link
                  to={pathFor(crumb.name, crumb.params)}
                  state={{ scrollTo: crumb.scroll ?? 0 }}
                >
                  {crumb.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
