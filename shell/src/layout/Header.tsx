/**
 * Sticky header (spec §2 "Layout"): banner 'Bare lave priser', logo → home, buttons for the main
 * menu, the info menu and the cart (with its count), the account (a login link for guests, the
 * user menu for a logged-in customer), and the search field. It hides on scroll down and comes
 * back on scroll up (see behaviour/header-scroll).
 */
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import {
  $cartOpen,
  $count,
  $isLoggedIn,
  $menu,
  BANNER_TEXT,
  toggleCart,
  toggleMenu,
} from 'shared-contracts';
import { useHydrated } from '../behaviour/hydrated';
import { useHidingHeader } from '../behaviour/use-hiding-header';
import { CartIcon, HeartIcon, InfoIcon, MenuIcon, UserIcon } from './icons';
import { LogoMark } from './Logo';
import { SearchField } from './SearchField';
import { UserMenu } from './UserMenu';

export const MENU_ID = 'sh-side-menu';
export const INFO_MENU_ID = 'sh-info-menu';
export const CART_ID = 'sh-cart';

export function cartButtonLabel(count: number): string {
  if (count === 0) return 'Handlekurv, tom';
  return `Handlekurv, ${count} ${count === 1 ? 'vare' : 'varer'}`;
}

export function Header({ isProductPage }: { isProductPage: boolean }) {
  const menu = useStore($menu);
  const cartOpen = useStore($cartOpen);
  // The cart and the customer live in local storage, which a server render cannot see: a
  // server-rendered page shows the first visit's header until it is hydrated.
  const hydrated = useHydrated();
  const storedCount = useStore($count);
  const storedLoggedIn = useStore($isLoggedIn);
  const count = hydrated ? storedCount : 0;
  const loggedIn = hydrated && storedLoggedIn;
  const { translate, hidden, reveal } = useHidingHeader(isProductPage);

  return (
    <header
      className="sh-header"
      data-hidden={hidden}
      style={{ transform: `translateY(${translate}px)` }}
      data-testid="sh-header"
      onFocus={hidden ? reveal : undefined}
    >
      <p className="sh-header__banner">{BANNER_TEXT}</p>
      <div className="sh-header__bar">
        <button
          type="button"
          className="sh-icon-button sh-header__menu"
          aria-label="Meny"
          aria-expanded={menu === 'menu'}
          aria-controls={MENU_ID}
          aria-haspopup="dialog"
          onClick={() => toggleMenu('menu')}
        >
          <MenuIcon />
          <span className="sh-header__icon-text" aria-hidden="true">
            Meny
          </span>
        </button>
        <Link to="/" className="sh-logo" aria-label={`${BANNER_TEXT} – til forsiden`}>
          <LogoMark />
        </Link>
        <div className="sh-header__search">
          <SearchField />
        </div>
        <div className="sh-header__actions">
          {loggedIn ? (
            <UserMenu />
          ) : (
            <Link to="/login" className="sh-icon-button sh-header__account" aria-label="Logg inn">
              <UserIcon />
            </Link>
          )}
          <Link
            to="/favourites"
            className="sh-icon-button sh-header__favourites"
            aria-label="Favoritter"
          >
            <HeartIcon />
          </Link>
          <button
            type="button"
            className="sh-icon-button sh-header__info"
            aria-label="Kundeinformasjon"
            aria-expanded={menu === 'info'}
            aria-controls={INFO_MENU_ID}
            aria-haspopup="dialog"
            onClick={() => toggleMenu('info')}
          >
            <InfoIcon />
          </button>
          <button
            type="button"
            className="sh-icon-button sh-header__cart"
            aria-label={cartButtonLabel(count)}
            aria-expanded={cartOpen}
            aria-controls={CART_ID}
            aria-haspopup="dialog"
            onClick={() => toggleCart()}
            data-testid="sh-cart-button"
          >
            <CartIcon />
            {count > 0 ? (
              <span className="sh-badge" aria-hidden="true" data-testid="sh-cart-count">
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </button>
        </div>
      </div>
      <nav className="sh-header__quick" aria-label="Snarveier">
        <ul>
          <li>
            <Link to="/campaign">Kampanjer</Link>
          </li>
          <li>
            <Link to="/butikker/">Butikker</Link>
          </li>
          <li>
            <Link to="/inspiration">Inspirasjon</Link>
          </li>
          <li>
            <Link to="/giftcard/status">Gavekort</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
