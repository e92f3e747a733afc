import { QRCodeSVG } from 'qrcode.react';
import type { CodeState } from '../hooks/use-customer-code';

export const QR_LABEL = 'Din kundekode – vis den i kassen i butikken';

/** The customer's code as a QR code, for the shop's till (spec §1 "a QR code"). */
export function CustomerQr({ state }: { state: CodeState }) {
  return (
    <figure className="acc-qr" aria-busy={state.status === 'loading'} data-testid="acc-qr">
      <div className="acc-qr__code">
        {state.status === 'ready' ? (
          <QRCodeSVG
            value={state.code}
            size={192}
            level="M"
            marginSize={2}
            role="img"
            aria-label={QR_LABEL}
            data-testid="acc-qr-code"
          />
        ) : state.status === 'loading' ? (
          <p className="acc-qr__placeholder">Henter kundekoden …</p>
        ) : (
          <p className="acc-qr__placeholder" role="alert">
            Kundekoden kunne ikke vises. {state.message}
          </p>
        )}
      </div>
      <figcaption className="acc-qr__caption">
        Vis koden i kassen, så blir kjøpet registrert på deg.
      </figcaption>
    </figure>
  );
}
