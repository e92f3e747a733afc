import { CHAIN_CONTACT, telHref } from 'shared-contracts';

/** The chain's customer-service facts from the one constant the footer shows too. */
export function ContactFacts() {
  return (
    <section className="cnt-contact" aria-label="Kontaktopplysninger">
      <dl className="cnt-facts">
        <dt>E-post</dt>
        <dd>
          <a href={`mailto:${CHAIN_CONTACT.email}`}>{CHAIN_CONTACT.email}</a>
        </dd>
        <dt>Telefon</dt>
        <dd>
          <a href={telHref(CHAIN_CONTACT.phone)}>{CHAIN_CONTACT.phone}</a> (
          {CHAIN_CONTACT.phoneHours})
        </dd>
        <dt>Adresse</dt>
        <dd>
          {CHAIN_CONTACT.legalName}, {CHAIN_CONTACT.address}, {CHAIN_CONTACT.postNo}{' '}
          {CHAIN_CONTACT.postPlace}
        </dd>
        <dt>Org.nr.</dt>
        <dd>{CHAIN_CONTACT.orgNo}</dd>
      </dl>
    </section>
  );
}
