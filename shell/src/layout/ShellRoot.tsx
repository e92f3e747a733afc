/**
 * The frame around every screen: skip link, header, alerts, the page (react-router outlet),
 * footer, and the overlays (main menu, info menu, cart, privacy statement; their code is loaded
 * after start-up). /checkout gets the slim checkout layout instead (spec §2).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { $scrollLocked, $user, BANNER_TEXT, on } from 'shared-contracts';
import { useBodyScrollLock } from '../behaviour/scroll-lock';
import { useNavigationEffects } from '../behaviour/use-navigation-effects';
import { OverrideBanner } from '../platform';
import type { RouteHandle } from '../routes/create-routes';
import type { RouteParams } from '../routes/match';
import { Alerts } from './Alerts';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyOverlays } from './lazy-overlays';
import { LogoMark } from './Logo';
import './styles/tokens.css';
import './styles/layout.css';

export const SKIP_LINK_TEXT = 'Hopp til hovedinnholdet';
const MAIN_ID = 'main';

function useCurrentRoute(): { def: RouteHandle['def'] | null; params: RouteParams } {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  return { def: handle?.def ?? null, params: last?.params ?? {} };
}

/** Remotes navigate with `nav:goto` (they never import the router); the shell performs it. */
function useNavGoto(): void {
  const navigate = useNavigate();
  useEffect(
    () => on('nav:goto', ({ to, replace }) => void navigate(to, { replace: replace ?? false })),
    [navigate],
  );
}

function SkipLink() {
  // Focus moves without touching the URL: a hash change would count as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_ID}`} className="sh-skip-link" onClick={onClick}>
      {SKIP_LINK_TEXT}
    </a>
  );
}

export function ShellRoot() {
  const { def, params } = useCurrentRoute();
  useNavigationEffects(def, params);
  useNavGoto();
  useBodyScrollLock(useStore($scrollLocked));
  const userLoaded = useStore($user).loaded;
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const closePrivacy = useCallback(() => setPrivacyOpen(false), []);

  if (def && def.kind !== 'redirect' && def.meta.layout === 'checkout') {
    return (
      <div className="sh-app sh-app--checkout">
        <SkipLink />
        <OverrideBanner />
        <header className="sh-checkout-header">
          <Link to="/" className="sh-logo" aria-label={`${BANNER_TEXT} – til forsiden`}>
            <LogoMark />
          </Link>
          <p className="sh-checkout-header__title">Kasse</p>
          <Link to="/" className="sh-checkout-header__back">
            Tilbake til butikken
          </Link>
        </header>
        <Alerts />
        <main id={MAIN_ID} tabIndex={-1} className="sh-main sh-main--checkout">
          <Outlet />
        </main>
        <CookieBanner />
      </div>
    );
  }

  return (
    <div className="sh-app">
      <SkipLink />
      <OverrideBanner />
      <Header isProductPage={def?.kind === 'page' && def.meta.keepHeaderHidden === true} />
      <Alerts />
      <main id={MAIN_ID} tabIndex={-1} className="sh-main">
        <Outlet />
      </main>
      <Footer onOpenPrivacy={() => setPrivacyOpen(true)} />
      <LazyOverlays
        userLoaded={userLoaded}
        privacyOpen={privacyOpen}
        onClosePrivacy={closePrivacy}
      />
      <CookieBanner />
    </div>
  );
}
