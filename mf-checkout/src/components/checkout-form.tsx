import { useState } from 'react';
import {
  $shipping,
  cartSetShipping,
  shopDelivers,
  type CartLine,
  type LineOutcome,
} from 'shared-contracts';
import { unplacedErrors } from '../flow/cart-errors';
import { paymentFor } from '../flow/order-info';
import { newCheckoutId, planCheckout, shopNameOf } from '../flow/parcels';
import { CONTACT_FIELDS } from '../form/contact-validation';
import { useCartValidation } from '../hooks/use-cart-validation';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { setShopDelivery, setShopPayment, useCheckoutCart } from '../hooks/use-checkout-cart';
import { useContactForm } from '../hooks/use-contact-form';
import { useShippingMethods } from '../hooks/use-shipping-methods';
import { BuyForm, TERMS_ID, TERMS_MESSAGE } from './buy-form';
import { outcomeText } from './cart-line-item';
import { ContactForm, FIELD_IDS } from './contact-form';
import { EmptyCart } from './empty-cart';
import type { ErrorItem } from './error-summary';
import { GiftCard } from './gift-card';
import { OrderSummary } from './order-summary';
import { ProblemNotice } from './problem-notice';
import { PromoCode } from './promo-code';
import { ShippingMethods } from './shipping-methods';
import { ShopGroup } from './shop-group';
import '../checkout-form.css';

/** The checkout before payment: lines per shop, delivery, contact, codes, summary, terms. */
export function CheckoutForm({ flow }: { flow: CheckoutFlow }) {
  const cart = useCheckoutCart();
  const creating = flow.state.phase === 'creating';
  const needsAddress = cart.summary.anyDelivered;
  const contact = useContactForm(needsAddress);
  useCartValidation(cart.lines, !creating);
  const shippingMethods = useShippingMethods(needsAddress);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [errors, setErrors] = useState<ErrorItem[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (cart.lines.length === 0) {
    return (
      <>
        {flow.state.problem ? <ProblemNotice problem={flow.state.problem} /> : null}
        <EmptyCart />
      </>
    );
  }

  const onOutcome = (outcome: LineOutcome, line: CartLine) =>
    setAnnouncement(outcomeText(outcome, line));

  const blocked = !cart.valid
    ? {
        text: 'Noen varer kan ikke bestilles slik handlekurven er nå. Endre antallet eller fjern varene som er merket.',
        details: unplacedErrors(cart.lines, cart.errors).map((e) => e.message),
      }
    : null;

  const submit = () => {
    const result = contact.validateAll();
    const items: ErrorItem[] = CONTACT_FIELDS.flatMap((field) => {
      const message = result.errors[field];
      return message ? [{ id: FIELD_IDS[field], message }] : [];
    });
    if (!termsAccepted) items.push({ id: TERMS_ID, message: TERMS_MESSAGE });
    setTermsError(!termsAccepted);
    if (items.length > 0 || !result.valid) {
      setErrors(items);
      document.getElementById(items[0]?.id ?? FIELD_IDS.name)?.focus();
      return;
    }
    setErrors(null);
    if (!cart.valid || creating) return;
    void flow.start(
      planCheckout({
        checkoutId: newCheckoutId(),
        lines: cart.lines,
        deliveryByShop: cart.deliveryByShop,
        paymentByShop: cart.paymentByShop,
        contact: result.valid,
        shipping: $shipping.get(),
        discount: cart.discount,
        promocodeId: cart.discount.activated ? (cart.promocode?.Id ?? null) : null,
        giftCard: cart.giftCard,
      }),
    );
  };

  return (
    <div className="chk-layout">
      <div className="chk-layout__main">
        <section className="chk-section" aria-labelledby="chk-items-title">
          <h2 id="chk-items-title" className="chk-section__title">
            Varer og levering
          </h2>
          <p className="chk-visually-hidden" role="status">
            {announcement}
          </p>
          {cart.groups.map((group) => {
            const name = group.shop?.name ?? shopNameOf(cart.lines, group.shopId);
            return (
              <ShopGroup
                key={group.shopId}
                shopId={group.shopId}
                shopName={name}
                lines={group.lines}
                errors={cart.errors}
                delivers={shopDelivers(cart.lines, group.shopId, cart.deliveryByShop)}
                payment={paymentFor(cart.paymentByShop, group.shopId)}
                locked={creating}
                onDelivery={(delivery) => setShopDelivery(group.shopId, delivery)}
                onPayment={(method) => setShopPayment(group.shopId, method)}
                onOutcome={onOutcome}
              />
            );
          })}
        </section>
        {needsAddress ? (
          <ShippingMethods
            state={shippingMethods}
            selected={cart.shipping}
            locked={creating}
            onSelect={cartSetShipping}
          />
        ) : null}
        <ContactForm form={contact} needsAddress={needsAddress} locked={creating} />
      </div>
      <div className="chk-layout__side">
        <PromoCode discount={cart.discount} promocode={cart.promocode} locked={creating} />
        <GiftCard applied={cart.summary.giftCard} locked={creating} />
        <OrderSummary summary={cart.summary} shippingName={cart.shipping.name ?? 'Hjemlevering'} />
        <BuyForm
          termsAccepted={termsAccepted}
          onTerms={(accepted) => {
            setTermsAccepted(accepted);
            if (accepted) setTermsError(false);
          }}
          termsError={termsError}
          errors={errors}
          problem={flow.state.problem}
          blocked={blocked}
          creating={creating}
          onSubmit={submit}
        />
      </div>
    </div>
  );
}
