import type { PageProps } from 'shared-contracts';
import { AccountLinks } from '../components/account-links';
import { CustomerQr } from '../components/customer-qr';
import { DataExport } from '../components/data-export';
import { DeleteAccount } from '../components/delete-account';
import { LogoutButton } from '../components/logout-button';
import { VerificationNotice } from '../components/verification-notice';
import { useCustomerCode } from '../hooks/use-customer-code';
import { useFreshUser } from '../hooks/use-fresh-user';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useUser } from '../hooks/use-user';
import '../account.css';

/** /user, Min side: greeting, the QR code for the shops, the other pages, and the account itself. */
export function UserPage({ routeName }: PageProps) {
  useFreshUser();
  const user = useUser();
  const code = useCustomerCode();
  usePageLoaded(routeName, code.status !== 'loading');
  const name = user.firstname?.trim();

  return (
    <section className="acc-page" aria-labelledby="acc-user-title" data-testid="acc-user-page">
      <h1 id="acc-user-title" className="acc-title">
        {name ? `Hei, ${name}!` : 'Min side'}
      </h1>
      <div className="acc-user__grid">
        <div className="acc-card acc-user__qr">
          <h2 className="acc-subtitle">Kundekode</h2>
          <CustomerQr state={code} />
        </div>
        <div className="acc-user__side">
          <AccountLinks />
          <div className="acc-card">
            <h2 className="acc-subtitle">E-post</h2>
            <VerificationNotice verified={user.verified} email={user.email} />
          </div>
          <div className="acc-card">
            <h2 className="acc-subtitle">Innlogging</h2>
            <p>Du er logget inn{user.email ? ` som ${user.email}` : ''}.</p>
            <LogoutButton />
          </div>
        </div>
      </div>
      <DataExport />
      {user.id !== undefined ? <DeleteAccount customerId={user.id} /> : null}
    </section>
  );
}
