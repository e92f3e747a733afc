/**
 * Info menu (spec §2 "Layout"): the information pages of spec §2 plus shops and the gift card
 * balance. Exclusive with the main menu (one `$menu` value in the shared store).
 */
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $isLoggedIn, $menu, closeMenus } from 'shared-contracts';
import { INFO_PAGES } from '../routes/route-table';
import { Dialog } from './Dialog';
import { INFO_MENU_ID } from './Header';

const EXTRA_LINKS = [
  { path: '/butikker/', label: 'Butikker' },
  { path: '/giftcard/status', label: 'Saldo på gavekort' },
  { path: '/campaign', label: 'Kampanjer' },
  { path: '/inspiration', label: 'Inspirasjon' },
] as const;

export function InfoMenu() {
  const open = useStore($menu) === 'info';
  const loggedIn = useStore($isLoggedIn);
  return (
    <Dialog
      open={open}
      onClose={closeMenus}
      title="Kundeinformasjon"
      variant="drawer-right"
      className="sh-menu sh-menu--info"
      testId="sh-info-menu"
    >
      <div id={INFO_MENU_ID}>
        <nav aria-label="Informasjonssider">
          <ul className="sh-menu__list">
            {INFO_PAGES.map((p) => (
              <li key={p.name}>
                <Link className="sh-menu__link" to={p.path} onClick={closeMenus}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Mer fra butikken">
          <ul className="sh-menu__list sh-menu__list--extra">
            {EXTRA_LINKS.map((l) => (
              <li key={l.path}>
                <Link className="sh-menu__link" to={l.path} onClick={closeMenus}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                className="sh-menu__link"
                to={loggedIn ? '/user' : '/login'}
                onClick={closeMenus}
              >
                {loggedIn ? 'Min side' : 'Logg inn'}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
