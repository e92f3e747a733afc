import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import {
  $cookieConsent,
  $isLoggedIn,
  allCookies,
  COOKIE_CATEGORIES,
  CookieChoiceList,
  decideCookies,
  RichText,
  SITE_STORAGE,
  type CookieChoices,
  type PageProps,
  type StoredItem,
  useApi,
} from 'shared-contracts';
import { fetchInformationPage } from '../api/pages';
import { Failure, Loading } from '../components/status';
import { usePageLoaded } from '../hooks/use-page-loaded';
import '../content.css';

const KIND: Readonly<Record<StoredItem['kind'], string>> = {
  cookie: 'Informasjonskapsel',
  localStorage: 'Lokal lagring',
  sessionStorage: 'Øktlagring',
};

const dateFormat = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'short' });

/**
 * /cookies: the editors' text, the visitor's choice per category (saved like the banner's, on
 * the account too when logged in), and everything the site stores in the browser, with purpose.
 */
export function CookiesPage({ routeName, params }: PageProps) {
  const id = useId();
  const slug = params.slug ?? 'cookies';
  const { state, reload } = useApi(slug, (signal) => fetchInformationPage(slug, signal));
  const consent = useStore($cookieConsent);
  const loggedIn = useStore($isLoggedIn);
  const [choices, setChoices] = useState<CookieChoices>(
    () => consent?.choices ?? allCookies(false),
  );
  const [saved, setSaved] = useState<string | null>(null);
  usePageLoaded(routeName, state.status !== 'loading', 'Informasjonskapsler');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const synced = await decideCookies(choices);
    setSaved(
      synced
        ? loggedIn
          ? 'Valget er lagret, også på kontoen din.'
          : 'Valget er lagret i denne nettleseren.'
        : 'Valget er lagret i denne nettleseren, men ikke på kontoen din. Prøv igjen senere.',
    );
  };

  return (
    <article className="cnt-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        {state.status === 'ok' ? state.data.title : 'Informasjonskapsler'}
      </h1>
      {state.status === 'loading' ? <Loading text="Laster siden …" /> : null}
      {state.status === 'error' ? <Failure error={state.error} onRetry={reload} /> : null}
      {state.status === 'ok' ? (
        <RichText html={state.data.content} className="cnt-page__body" />
      ) : null}

      <section aria-labelledby={`${id}-choice`}>
        <h2 id={`${id}-choice`}>Ditt valg</h2>
        <p>
          {consent
            ? `Du valgte ${dateFormat.format(new Date(consent.decidedAt))}.`
            : 'Du har ikke valgt ennå. Bare nødvendig lagring er i bruk.'}
        </p>
        <form onSubmit={(e) => void save(e)} className="cnt-form">
          <CookieChoiceList
            legend="Dette kan vi bruke"
            choices={choices}
            onChange={setChoices}
            classNames={{ fieldset: 'cnt-choices', choice: 'cnt-choice' }}
          />
          <div className="cnt-actions">
            <button type="submit" className="cnt-button">
              Lagre valget
            </button>
            <button
              type="button"
              className="cnt-button"
              onClick={() => setChoices(allCookies(false))}
            >
              Slå av alle
            </button>
          </div>
          <p role="status" className="cnt-saved">
            {saved}
          </p>
        </form>
      </section>

      <section aria-labelledby={`${id}-stored`}>
        <h2 id={`${id}-stored`}>Dette lagrer vi i nettleseren din</h2>
        {COOKIE_CATEGORIES.map((category) => {
          const items = SITE_STORAGE.filter((item) => item.category === category.id);
          return (
            <div key={category.id} className="cnt-storage-group">
              <h3>{category.label}</h3>
              {items.length === 0 ? (
                <p>Ingenting i dag: nettbutikken bruker ikke dette verktøyet ennå.</p>
              ) : (
                <div className="cnt-table-wrap">
                  <table className="cnt-storage" data-testid={`cnt-storage-${category.id}`}>
                    <thead>
                      <tr>
                        <th scope="col">Navn</th>
                        <th scope="col">Type</th>
                        <th scope="col">Formål</th>
                        <th scope="col">Varighet</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={`${item.kind}:${item.name}`}>
                          <th scope="row">
                            <code>{item.name}</code>
                          </th>
                          <td>{KIND[item.kind]}</td>
                          <td>{item.purpose}</td>
                          <td>{item.lifetime}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          );
        })}
      </section>
    </article>
  );
}
