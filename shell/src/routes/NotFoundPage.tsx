/** The shell's Norwegian 404 page: unknown deep paths, and categories mf-catalog cannot find. */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { documentTitle } from './match';

export const NOT_FOUND_TITLE = 'Siden finnes ikke';

export function NotFoundPage() {
  useEffect(() => {
    document.title = documentTitle(null, NOT_FOUND_TITLE);
  }, []);
  return (
    <section
      className="sh-not-found"
      aria-labelledby="sh-not-found-title"
      data-testid="sh-not-found"
    >
      <p className="sh-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="sh-not-found-title" className="sh-not-found__title">
        {NOT_FOUND_TITLE}
      </h1>
      <p>
        Vi fant dessverre ikke siden eller kategorien du lette etter. Kanskje den er flyttet, eller
        adressen er feilstavet?
      </p>
      <ul className="sh-not-found__links">
        <li>
          <Link to="/" className="sh-button sh-button--primary">
            Til forsiden
          </Link>
        </li>
        <li>
          <Link to="/campaign" className="sh-button sh-button--secondary">
            Se kampanjer
          </Link>
        </li>
      </ul>
    </section>
  );
}
