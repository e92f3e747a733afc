/**
 * Alerts (spec §2 "Layout", §3 "Alert"): the queue lives in the shared alerts store (any remote
 * may raise one, which also gives the default titles and closes success alerts after 3000 ms);
 * the shell shows the first, each dismissible. Errors and warnings interrupt (role=alert); info
 * and success are polite (role=status).
 */
import { useStore } from '@nanostores/react';
import { $alerts, dismissAlert } from 'shared-contracts';
import { CloseIcon } from './icons';

export function Alerts() {
  const alerts = useStore($alerts);
  const first = alerts[0];
  const queued = alerts.length - 1;

  return (
    <div className="sh-alerts">
      {first ? (
        <div
          key={first.uid}
          className={`sh-alert sh-alert--${first.type}`}
          role={first.type === 'error' || first.type === 'warning' ? 'alert' : 'status'}
          data-testid="sh-alert"
          data-type={first.type}
        >
          <div className="sh-alert__text">
            <p className="sh-alert__title">{first.title}</p>
            <p className="sh-alert__content">{first.content}</p>
            {queued > 0 ? (
              <p className="sh-alert__more">
                {queued} {queued === 1 ? 'varsel' : 'varsler'} til
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="sh-icon-button sh-alert__close"
            onClick={() => dismissAlert(first.uid)}
            aria-label={`Lukk varselet «${first.title}»`}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
