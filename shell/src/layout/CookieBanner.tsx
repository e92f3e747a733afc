/**
 * First-visit cookie banner (ekomloven § 2-7b). Shown on every page until the visitor answers;
 * «Godta alle» and «Avvis alle» are the same kind of button side by side, so refusing is as easy
 * as accepting, and «Tilpass» chooses per category (the customer's cookie_* flags, spec §3).
 * Nothing but necessary storage is written before the answer (see shared-contracts' consent).
 * Not modal: the shop stays usable while it is shown.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  $cookieConsentPending,
  allCookies,
  CookieChoiceList,
  decideCookies,
  type CookieChoices,
} from 'shared-contracts';
import { useAnsweredAtLoad } from '../behaviour/answered-at-load';
import { useHydrated } from '../behaviour/hydrated';

export const COOKIE_BANNER_TITLE = 'Vi bruker informasjonskapsler';

export function CookieBanner() {
  const pending = useStore($cookieConsentPending);
  const id = useId();
  const [customising, setCustomising] = useState(false);
  const [choices, setChoices] = useState<CookieChoices>(() => allCookies(false));
  // The answer lives in local storage, which the server cannot see: until hydration the banner
  // follows the answered mark the page was requested with, as the server's render did.
  const hydrated = useHydrated();
  const answeredAtLoad = useAnsweredAtLoad();
  if (hydrated ? !pending : answeredAtLoad) return null;

  return (
    <section className="sh-cookies" aria-labelledby={`${id}-title`} data-testid="sh-cookie-banner">
      <div className="sh-cookies__inner">
        <h2 id={`${id}-title`} className="sh-cookies__title">
          {COOKIE_BANNER_TITLE}
        </h2>
        <p className="sh-cookies__text">
          Nødvendige informasjonskapsler holder handlekurven og innloggingen i gang. Med ditt
          samtykke husker vi også valgene dine og måler bruken av siden. Du kan endre valget når som
          helst på siden <Link to="/cookies">Informasjonskapsler</Link>.
        </p>
        {customising ? (
          <CookieChoiceList
            legend="Velg hva vi kan bruke"
            choices={choices}
            onChange={setChoices}
            classNames={{
              fieldset: 'sh-cookies__choices',
              legend: 'sh-cookies__legend',
              choice: 'sh-cookies__choice',
            }}
          />
        ) : null}
        <div className="sh-cookies__actions">
          <button
            type="button"
            className="sh-button sh-button--primary"
            onClick={() => void decideCookies(allCookies(true))}
          >
            Godta alle
          </button>
          <button
            type="button"
            className="sh-button sh-button--primary"
            onClick={() => void decideCookies(allCookies(false))}
          >
            Avvis alle
          </button>
          {customising ? (
            <button
              type="button"
              className="sh-button sh-button--secondary"
              onClick={() => void decideCookies(choices)}
            >
              Lagre valgene
            </button>
          ) : (
            <button
              type="button"
              className="sh-button sh-button--secondary"
              aria-expanded={false}
              onClick={() => setCustomising(true)}
            >
              Tilpass
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
