import { Link } from 'shared-contracts';

export const ACCOUNT_LINKS = [
  { to: '/user/info', label: 'Kontoinformasjon', hint: 'Navn, telefon, adresse og e-post' },
  { to: '/user/history', label: 'Mine kjøp', hint: 'Ordrer og reservasjoner' },
  { to: '/user/reservations', label: 'Klikk & Hent', hint: 'Reservasjoner og hentekoder' },
  { to: '/user/reviews', label: 'Mine anmeldelser', hint: 'Skriv om varer du har kjøpt' },
  {
    to: '/user/permissions',
    label: 'Samtykker',
    hint: 'Nyhetsbrev, kundeklubb og informasjonskapsler',
  },
] as const;

/** The other pages of Min side. */
export function AccountLinks() {
  return (
    <nav className="acc-nav" aria-label="Min side">
      <ul className="acc-nav__list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="acc-nav__link">
              <span className="acc-nav__label">{link.label}</span>
              <span className="acc-nav__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
