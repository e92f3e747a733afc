import { useState } from 'react';
import { emit, Link, setUser, type PageProps } from 'shared-contracts';
import { updateCustomer } from '../api/customers';
import { accountFailure } from '../api/messages';
import { otherUserLoggedIn } from '../auth-flow';
import { FormAlert } from '../components/form-alert';
import { TermsText } from '../components/terms-text';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useUser } from '../hooks/use-user';
import '../account.css';

/**
 * /user/accept-terms (only while terms are not accepted; the shell guards it): the terms and one
 * button that sends `terms_conditions: 1` (spec §5); afterwards to Min side.
 */
export function AcceptTermsPage({ routeName }: PageProps) {
  const user = useUser();
  usePageLoaded(routeName, true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string } | null>(null);

  const accept = async () => {
    if (user.id === undefined || busy) return;
    setBusy(true);
    setFailure(null);
    const result = await updateCustomer(user.id, { terms_conditions: 1 });
    if (result.ok) {
      // The /user guards read terms_conditions from the store: set it before navigating.
      setUser(result.data);
      emit('nav:goto', { to: '/user', replace: true });
      return;
    }
    setBusy(false);
    const problem = accountFailure(result.error);
    setFailure({ text: problem.message });
    if (problem.otherUser) otherUserLoggedIn();
  };

  return (
    <section
      className="acc-page acc-page--narrow"
      aria-labelledby="acc-terms-title"
      data-testid="acc-accept-terms-page"
    >
      <h1 id="acc-terms-title" className="acc-title">
        Godta brukervilkårene
      </h1>
      <p>
        {user.firstname ? `Hei, ${user.firstname}! ` : ''}Før du kan bruke Min side, må du godta
        brukervilkårene.
      </p>
      <TermsText />
      <p className="acc-links">
        <Link to="/terms">Les kjøpsvilkårene</Link> ·{' '}
        <Link to="/privacy">Personvernerklæringen</Link>
      </p>
      {failure ? <FormAlert message={failure.text} focusKey={failure} /> : null}
      <button
        type="button"
        className="acc-button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void accept()}
        data-testid="acc-accept-terms"
      >
        {busy ? 'Lagrer …' : 'Jeg godtar brukervilkårene'}
      </button>
    </section>
  );
}
