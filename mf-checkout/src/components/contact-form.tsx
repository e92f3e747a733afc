import type { ContactForm as ContactFormState } from '../hooks/use-contact-form';
import { TextField } from './text-field';

export interface ContactFormProps {
  readonly form: ContactFormState;
  /** Address fields are asked for only when something is delivered. */
  readonly needsAddress: boolean;
  readonly locked: boolean;
}

/** Element ids of the fields, for the error summary's links and the focus on submit. */
export const FIELD_IDS = {
  name: 'chk-name',
  phone: 'chk-phone',
  email: 'chk-email',
  address: 'chk-address',
  postcode: 'chk-postcode',
  city: 'chk-city',
} as const;

export function ContactForm({ form, needsAddress, locked }: ContactFormProps) {
  const { values, errors, setValue, blur, postcodeStatus, addressCheck } = form;
  return (
    <section className="chk-section" aria-labelledby="chk-contact-title">
      <h2 id="chk-contact-title" className="chk-section__title">
        Kontaktinformasjon
      </h2>
      <fieldset className="chk-fields" disabled={locked}>
        <legend className="chk-visually-hidden">Kontaktinformasjon</legend>
        <TextField
          id={FIELD_IDS.name}
          label="Navn"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onValue={(v) => setValue('name', v)}
          onBlur={() => blur('name')}
        />
        <TextField
          id={FIELD_IDS.phone}
          label="Mobilnummer"
          hint="Norsk mobilnummer, åtte siffer (+47)."
          prefix="+47"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onValue={(v) => setValue('phone', v)}
          onBlur={() => blur('phone')}
        />
        <TextField
          id={FIELD_IDS.email}
          label="E-post"
          hint="Kvitteringen sendes hit."
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onValue={(v) => setValue('email', v)}
          onBlur={() => blur('email')}
        />
        {needsAddress ? (
          <>
            <TextField
              id={FIELD_IDS.address}
              label="Adresse"
              hint="Gateadresse og husnummer, f.eks. Storgata 1."
              autoComplete="street-address"
              status={addressCheck.status === 'checking' ? 'Sjekker adressen …' : ''}
              value={values.address}
              error={errors.address}
              onValue={(v) => setValue('address', v)}
              onBlur={() => blur('address')}
            />
            <div className="chk-fields__row">
              <TextField
                id={FIELD_IDS.postcode}
                className="chk-field--postcode"
                label="Postnummer"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                value={values.postcode}
                error={errors.postcode}
                status={postcodeStatus === 'checking' ? 'Sjekker postnummeret …' : ''}
                onValue={(v) => setValue('postcode', v)}
                onBlur={() => blur('postcode')}
              />
              <TextField
                id={FIELD_IDS.city}
                label="Poststed"
                optional
                autoComplete="address-level2"
                value={values.city}
                error={errors.city}
                onValue={(v) => setValue('city', v)}
              />
            </div>
          </>
        ) : null}
      </fieldset>
    </section>
  );
}
