/**
 * Footer with the chain's company details. Hidden until the first page has loaded so it does not
 * flash up under an empty page area and then jump down (spec §2 "Layout"); a page the server
 * rendered with its content has loaded, so its footer is in the server's markup.
 */
import { Link } from 'react-router';
import { telHref } from 'shared-contracts';
import { useFirstPageLoaded } from '../behaviour/rendered-page';
import { INFO_PAGES } from '../routes/route-table';
import { CHAIN } from '../routes/site';

const FOOTER_LINKS = INFO_PAGES.filter((p) =>
  [
    'about',
    'vacancies',
    'faq',
    'return',
    'delivery',
    'terms',
    'contact',
    'cookies',
    'apenhetsloven',
  ].includes(p.name),
);

export function Footer({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const loaded = useFirstPageLoaded();
  if (!loaded) return null;
  return (
    <footer className="sh-footer" data-testid="sh-footer">
      <div className="sh-footer__inner">
        <section className="sh-footer__col" aria-labelledby="sh-footer-company">
          <h2 id="sh-footer-company" className="sh-footer__heading">
            Kontakt oss
          </h2>
          {/* Each line one text node: the server's markup then hydrates without a node split. */}
          <address className="sh-footer__address">
            {CHAIN.legalName}
            <br />
            {`${CHAIN.address}, ${CHAIN.postNo} ${CHAIN.postPlace}`}
            <br />
            {`Org.nr. ${CHAIN.orgNo}`}
            <br />
            E-post: <a href={`mailto:${CHAIN.email}`}>{CHAIN.email}</a>
            <br />
            Telefon: <a href={telHref(CHAIN.phone)}>{CHAIN.phone}</a>
            {` (${CHAIN.phoneHours})`}
          </address>
        </section>
        <nav className="sh-footer__col" aria-labelledby="sh-footer-info">
          <h2 id="sh-footer-info" className="sh-footer__heading">
            Kundeinformasjon
          </h2>
          <ul className="sh-footer__links">
            {FOOTER_LINKS.map((p) => (
              <li key={p.name}>
                <Link to={p.path}>{p.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/butikker/">Butikker</Link>
            </li>
            <li>
              <button type="button" className="sh-link-button" onClick={onOpenPrivacy}>
                Personvernerklæring
              </button>
            </li>
          </ul>
        </nav>
        <section className="sh-footer__col" aria-labelledby="sh-footer-slogan">
          <h2 id="sh-footer-slogan" className="sh-footer__heading sh-footer__heading--accent">
            Bare lave priser
          </h2>
          <p>Sport, fritid og outlet til lave priser – i butikk og på nett.</p>
        </section>
      </div>
      <p className="sh-footer__legal">{`© ${new Date().getFullYear()} ${CHAIN.legalName}`}</p>
    </footer>
  );
}
