import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { $count, cartClear, on } from 'shared-contracts';
import { OverrideBanner } from '../platform';
import './layout.css';

/**
 * Placeholder layout: logo link, cart count and the page area. The real header, menus, cart
 * modal, alerts and footer (issue 4) replace this; the platform parts it uses stay as they are.
 */
export function Layout() {
  const navigate = useNavigate();
  const count = useStore($count);

  // Remotes navigate by emitting `nav:goto` (they never import the router); the shell performs it.
  useEffect(
    () => on('nav:goto', ({ to, replace }) => void navigate(to, { replace: replace ?? false })),
    [navigate],
  );

  return (
    <div className="sh-app">
      <OverrideBanner />
      <header className="sh-header">
        <Link to="/" className="sh-header__logo" aria-label="Bare lave priser – til forsiden">
          Bare lave priser
        </Link>
        <nav className="sh-header__nav" aria-label="Handlekurv">
          <Link to="/checkout" className="sh-header__cart">
            Handlekurv (<span data-testid="cart-count">{count}</span>)
          </Link>
          {count > 0 ? (
            // Stand-in for the cart modal's remove buttons: lets the shell change the shared
            // cart store, which the checkout remote must then reflect.
            <button type="button" className="sh-header__clear" onClick={() => cartClear('global')}>
              Tøm handlekurv
            </button>
          ) : null}
        </nav>
      </header>
      <main id="main" className="sh-main">
        <Outlet />
      </main>
    </div>
  );
}
