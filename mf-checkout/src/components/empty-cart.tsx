import { Link } from 'shared-contracts';

export function EmptyCart() {
  return (
    <section className="chk-empty" aria-labelledby="chk-empty-title" data-testid="checkout-empty">
      <h2 id="chk-empty-title" className="chk-section__title">
        Handlekurven er tom
      </h2>
      <p>
        <Link to="/" className="chk-button chk-button--primary">
          Fortsett å handle
        </Link>
      </p>
    </section>
  );
}
