import { Link, type PageProps } from 'shared-contracts';
import { EmailChange } from '../components/email-change';
import { InfoForm } from '../components/info-form';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useUser } from '../hooks/use-user';
import '../account.css';

/** /user/info: the customer's details, and the e-mail change as its own flow. */
export function AccountInfoPage({ routeName }: PageProps) {
  const user = useUser();
  usePageLoaded(routeName, true);
  const id = user.id;
  return (
    <section className="acc-page" aria-labelledby="acc-info-title" data-testid="acc-info-page">
      <p className="acc-back">
        <Link to="/user">Min side</Link>
      </p>
      <h1 id="acc-info-title" className="acc-title">
        Kontoinformasjon
      </h1>
      {id === undefined ? (
        <p>Ingen bruker er logget inn.</p>
      ) : (
        <>
          <InfoForm user={{ ...user, id }} />
          <EmailChange customerId={id} email={user.email ?? null} />
        </>
      )}
    </section>
  );
}
