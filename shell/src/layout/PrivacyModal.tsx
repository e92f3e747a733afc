/**
 * Privacy statement modal (spec §2 "Layout"). The text is the editors' information page
 * 'privacy'; a short built-in summary stands in when it cannot be loaded, so the modal is never
 * empty.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RichText } from 'shared-contracts';
import { Dialog } from './Dialog';
import { fetchInfoPage } from './api';

export const PRIVACY_TITLE = 'Personvernerklæring';

export function PrivacyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    if (!open || html !== null) return;
    const controller = new AbortController();
    fetchInfoPage('privacy', controller.signal)
      .then((page) => setHtml(page.content))
      .catch(() => {
        if (!controller.signal.aborted) setHtml('');
      });
    return () => controller.abort();
  }, [open, html]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={PRIVACY_TITLE}
      variant="modal"
      className="sh-privacy"
      testId="sh-privacy"
    >
      {html ? (
        // Editor-written HTML, through the site's one sanitiser like every other content page.
        <RichText className="sh-privacy__content" html={html} />
      ) : (
        <div className="sh-privacy__content">
          <p>
            Vi behandler personopplysninger for å levere bestillinger, gi deg kundeservice og – når
            du har samtykket – sende deg tilbud. Du kan når som helst se, endre eller slette
            opplysningene dine under Min side.
          </p>
          <p>
            Informasjonskapsler brukes for at nettbutikken skal virke (handlekurv, innlogging) og,
            med ditt samtykke, til statistikk og markedsføring.
          </p>
        </div>
      )}
      <p>
        <Link to="/privacy" onClick={onClose}>
          Les hele personvernerklæringen
        </Link>
      </p>
    </Dialog>
  );
}
