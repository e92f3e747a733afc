import { Link, type ConsentFlag, type PageProps, type UserState } from 'shared-contracts';
import { ConsentSwitch } from '../components/consent-switch';
import { StatusMessage } from '../components/status-message';
import { useConsents } from '../hooks/use-consents';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useUser } from '../hooks/use-user';
import { COMMUNICATION_FLAGS, CONSENT_TEXTS, COOKIE_FLAGS } from '../rules/consents';
import '../account.css';

function ConsentGroup({
  title,
  flags,
  consents,
}: {
  title: string;
  flags: readonly ConsentFlag[];
  consents: ReturnType<typeof useConsents>;
}) {
  return (
    <fieldset className="acc-fieldset acc-card">
      <legend className="acc-fieldset__legend">{title}</legend>
      <ul className="acc-switches">
        {flags.map((flag) => (
          <ConsentSwitch
            key={flag}
            label={CONSENT_TEXTS[flag].label}
            description={CONSENT_TEXTS[flag].description}
            checked={consents.isChecked(flag)}
            saving={consents.isSaving(flag)}
            onToggle={() => void consents.toggle(flag)}
            testId={`acc-consent-${flag}`}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function ConsentSettings({ user }: { user: UserState & { id: number } }) {
  const consents = useConsents(user);
  const notice = consents.notice;
  return (
    <>
      <p>Endringene lagres med en gang du slår en bryter av eller på.</p>
      <ConsentGroup title="Kommunikasjon fra oss" flags={COMMUNICATION_FLAGS} consents={consents} />
      <ConsentGroup title="Informasjonskapsler" flags={COOKIE_FLAGS} consents={consents} />
      <StatusMessage tone="success" testId="acc-consent-status">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      {notice?.tone === 'error' ? (
        <p className="acc-error" role="alert" data-testid="acc-consent-error">
          {notice.text}
        </p>
      ) : null}
    </>
  );
}

/** /user/permissions: every consent flag of spec §3 as a labelled switch, saved at once. */
export function PermissionsPage({ routeName }: PageProps) {
  const user = useUser();
  usePageLoaded(routeName, true);
  const id = user.id;
  return (
    <section
      className="acc-page"
      aria-labelledby="acc-permissions-title"
      data-testid="acc-permissions-page"
    >
      <p className="acc-back">
        <Link to="/user">Min side</Link>
      </p>
      <h1 id="acc-permissions-title" className="acc-title">
        Samtykker
      </h1>
      {id === undefined ? (
        <p>Ingen bruker er logget inn.</p>
      ) : (
        <ConsentSettings user={{ ...user, id }} />
      )}
    </section>
  );
}
