/**
 * The cart modal 'Handlekurv' (spec §2 "Layout", §4 "Cart"): lines grouped per shop with image,
 * name, size, colour, price, count +/−, remove and change of shop; totals with freight and
 * discount; a link to checkout. Every change goes through the shared cart actions, whose pure
 * rules (limits, stock, merging, totals) are shared with checkout and the API.
 * It is told whether a user is loaded (spec): guests get a login hint that brings them back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  $cartErrors,
  $cartFreight,
  $cartOpen,
  $cartValid,
  $discount,
  $orders,
  $total,
  CART_MODAL_TITLE,
  cartAdd,
  cartChangeShop,
  cartDecrement,
  cartRemove,
  cartSetErrors,
  cartSubtotal,
  closeCart,
  formatPrice,
  groupLinesByShop,
  maxCountInShop,
  productImageSizes,
  validateCartLines,
  type CartError,
  type CartLine,
  type LineOutcome,
} from 'shared-contracts';
import { productPath } from '../routes/paths';
import { fetchAvailability, fetchShops } from './api';
import { Dialog } from './Dialog';
import { CART_ID } from './Header';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';

/** Why a change did not happen, in the shopper's words. */
export function outcomeMessage(outcome: LineOutcome, name: string): string | null {
  switch (outcome) {
    case 'limit':
      return `Du kan ikke kjøpe flere av «${name}» på nett.`;
    case 'stock':
      return `Butikken har ikke flere av «${name}» på lager.`;
    case 'removed':
      return `«${name}» er fjernet fra handlekurven.`;
    case 'moved':
    case 'merged':
      return `«${name}» er flyttet til en annen butikk.`;
    case 'not-found':
      return 'Varen finnes ikke lenger i handlekurven.';
    default:
      return null;
  }
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  freight: number;
  total: number;
}

/**
 * The figures the modal shows. Freight is what the checkout will charge (`$cartFreight`: the §9
 * rule over the lines that go home, with each shop's delivery or Klikk & Hent choice); the
 * discount is what the shared discount rule took off the subtotal.
 */
export function cartTotals(
  lines: readonly CartLine[],
  discountedTotal: number,
  freight: number,
): CartTotals {
  const subtotal = cartSubtotal(lines);
  const discount = Math.max(0, subtotal - discountedTotal);
  return { subtotal, discount, freight, total: discountedTotal + freight };
}

/**
 * While the cart is open, asks the API whether every line can be bought as it is (stock, web
 * purchase limit) once its lines settle, and keeps the answer's errors on the lines (spec §5).
 */
function useCartValidation(open: boolean, lines: readonly CartLine[]): void {
  const key = lines.map((l) => `${l.ean}@${l.shopId}x${l.count}`).join(',');
  useEffect(() => {
    if (!open || key === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void validateCartLines(lines, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) cartSetErrors(answer.data.errors);
        else console.error('[shell] cart validation failed:', answer.error.message);
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the lines: the same counts need no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);
}

export function CartModal({ userLoaded }: { userLoaded: boolean }) {
  const open = useStore($cartOpen);
  const lines = useStore($orders);
  const total = useStore($total);
  const discount = useStore($discount);
  const errors = useStore($cartErrors);
  const valid = useStore($cartValid);
  const freight = useStore($cartFreight);
  const [message, setMessage] = useState('');
  useCartValidation(open, lines);

  const groups = groupLinesByShop(lines);
  const totals = cartTotals(lines, total, freight);

  useEffect(() => {
    if (!open) setMessage('');
  }, [open]);

  const report = (outcome: LineOutcome, name: string) =>
    setMessage(outcomeMessage(outcome, name) ?? '');

  return (
    <Dialog
      open={open}
      onClose={closeCart}
      title={CART_MODAL_TITLE}
      variant="drawer-right"
      className="sh-cart"
      testId="sh-cart"
      footer={
        lines.length > 0 ? (
          <div className="sh-cart__actions">
            {valid ? (
              <Link
                to="/checkout"
                className="sh-button sh-button--primary sh-cart__checkout"
                onClick={closeCart}
              >
                Til kassen
              </Link>
            ) : (
              <p className="sh-cart__invalid" role="note">
                Noen varer kan ikke bestilles. Fjern eller endre dem for å gå til kassen.
              </p>
            )}
            <button type="button" className="sh-button sh-button--secondary" onClick={closeCart}>
              Fortsett å handle
            </button>
          </div>
        ) : null
      }
    >
      <div id={CART_ID}>
        <p className="sh-visually-hidden" role="status" aria-live="polite">
          {message}
        </p>
        {lines.length === 0 ? (
          <div className="sh-cart__empty">
            <p>Handlekurven din er tom.</p>
            <button type="button" className="sh-button sh-button--primary" onClick={closeCart}>
              Fortsett å handle
            </button>
          </div>
        ) : (
          <>
            {message ? (
              <p className="sh-cart__message" data-testid="sh-cart-message">
                {message}
              </p>
            ) : null}
            {groups.map((group) => (
              <section
                key={group.shopId}
                className="sh-cart__shop"
                aria-labelledby={`sh-cart-shop-${group.shopId}`}
                data-testid="sh-cart-shop"
              >
                <h3 id={`sh-cart-shop-${group.shopId}`} className="sh-cart__shop-name">
                  Fra {group.shop?.name ?? `butikk ${group.shopId}`}
                </h3>
                <ul className="sh-cart__lines">
                  {group.lines.map((line) => (
                    <CartLineItem
                      key={`${line.ean}-${line.shopId}`}
                      line={line}
                      errors={errors.filter(
                        (e) => e.ean === line.ean || e.articleId === line.articleId,
                      )}
                      onOutcome={report}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <dl className="sh-cart__totals" data-testid="sh-cart-totals">
              <div>
                <dt>Varer</dt>
                <dd data-testid="sh-cart-subtotal">{formatPrice(totals.subtotal)}</dd>
              </div>
              {discount.activated ? (
                <div className="sh-cart__discount">
                  <dt>Rabatt</dt>
                  <dd data-testid="sh-cart-discount">{formatPrice(-totals.discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Frakt</dt>
                <dd data-testid="sh-cart-freight">{formatPrice(totals.freight)}</dd>
              </div>
              <div className="sh-cart__grand">
                <dt>Totalt</dt>
                <dd data-testid="sh-cart-total">{formatPrice(totals.total)}</dd>
              </div>
            </dl>
            <p className="sh-cart__note">
              Frakten gjelder det som sendes hjem. Henter du i butikk (Klikk &amp; Hent), er frakten
              gratis – det velger du i kassen.
            </p>
          </>
        )}
        {userLoaded ? null : (
          <p className="sh-cart__login">
            Har du konto?{' '}
            <Link to="/login?from=cart" onClick={closeCart}>
              Logg inn
            </Link>{' '}
            for raskere bestilling.
          </p>
        )}
      </div>
    </Dialog>
  );
}

function CartLineItem({
  line,
  errors,
  onOutcome,
}: {
  line: CartLine;
  errors: CartError[];
  onOutcome: (outcome: LineOutcome, name: string) => void;
}) {
  const max = maxCountInShop(line, line.shopId);
  const image = line.color?.image ?? line.image;
  const [changing, setChanging] = useState(false);
  const { count: _count, ...item } = line;
  const countId = useId();

  return (
    <li className="sh-cart__line" data-testid="sh-cart-line" data-ean={line.ean}>
      {image ? (
        <img
          className="sh-cart__image"
          src={image}
          {...productImageSizes(image, '72px')}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className="sh-cart__image sh-cart__image--none" aria-hidden="true" />
      )}
      <div className="sh-cart__info">
        <Link className="sh-cart__name" to={productPath(line.articleId)} onClick={closeCart}>
          {line.name}
        </Link>
        <p className="sh-cart__meta">
          {line.size ? <span>Str. {line.size.name}</span> : null}
          {line.color ? <span>Farge: {line.color.name}</span> : null}
        </p>
        <p className="sh-cart__price">
          {formatPrice(line.price)}
          {line.pant > 0 ? (
            <span className="sh-cart__pant"> + pant {formatPrice(line.pant)}</span>
          ) : null}
        </p>
        {line.onlyCC ? <p className="sh-cart__cc">Kun Klikk &amp; Hent</p> : null}
        {errors.map((e, i) => (
          <p key={i} className="sh-cart__error">
            {e.message}
          </p>
        ))}
        <div className="sh-cart__controls">
          <div className="sh-stepper" role="group" aria-label={`Antall av ${line.name}`}>
            <button
              type="button"
              className="sh-stepper__button"
              aria-label={`Reduser antall av ${line.name}`}
              disabled={line.count <= 1}
              onClick={() => onOutcome(cartDecrement(line.ean, line.shopId), line.name)}
            >
              <MinusIcon />
            </button>
            <output
              id={countId}
              className="sh-stepper__count"
              aria-live="polite"
              data-testid="sh-cart-line-count"
            >
              {line.count}
            </output>
            <button
              type="button"
              className="sh-stepper__button"
              aria-label={`Øk antall av ${line.name}`}
              disabled={line.count >= max}
              onClick={() => onOutcome(cartAdd(item), line.name)}
            >
              <PlusIcon />
            </button>
          </div>
          <span className="sh-cart__line-total">
            {formatPrice((line.price + line.pant) * line.count)}
          </span>
          <button
            type="button"
            className="sh-icon-button sh-cart__remove"
            aria-label={`Fjern ${line.name} fra handlekurven`}
            onClick={() => onOutcome(cartRemove(line.ean, line.shopId), line.name)}
          >
            <TrashIcon />
          </button>
        </div>
        {max < line.count ? (
          <p className="sh-cart__error">Butikken har bare {max} på lager.</p>
        ) : line.count >= max ? (
          <p className="sh-cart__hint">Maks antall for denne varen.</p>
        ) : null}
        {changing ? (
          <ChangeShop
            line={line}
            onDone={(outcome) => {
              setChanging(false);
              if (outcome) onOutcome(outcome, line.name);
            }}
          />
        ) : (
          <button
            type="button"
            className="sh-link-button sh-cart__change-shop"
            onClick={() => setChanging(true)}
          >
            Bytt butikk
          </button>
        )}
      </div>
    </li>
  );
}

interface ShopChoice {
  id: number;
  name: string;
  qty: number;
}

/** Shops holding this variant (fresh stock from /articles/availability), other than the line's own. */
function ChangeShop({
  line,
  onDone,
}: {
  line: CartLine;
  onDone: (outcome: LineOutcome | null) => void;
}) {
  const [choices, setChoices] = useState<ShopChoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const selectId = useId();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchAvailability(line.articleId, controller.signal), fetchShops()])
      .then(([availability, shops]) => {
        const variant = availability.variants.find((v) => v.ean === line.ean);
        const names = new Map(shops.map((s) => [s.id, s.name]));
        const list = (variant?.shops ?? [])
          .filter((s) => s.qty > 0 && s.id !== line.shopId && names.has(s.id))
          .map((s) => ({ id: s.id, name: names.get(s.id) ?? String(s.id), qty: s.qty }))
          .sort((a, b) => a.name.localeCompare(b.name, 'nb-NO'));
        setChoices(list);
        setSelected(list[0] ? String(list[0].id) : '');
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted)
          setError(e instanceof Error ? e.message : 'Kunne ikke hente lagerstatus.');
      });
    return () => controller.abort();
  }, [line.articleId, line.ean, line.shopId]);

  useEffect(() => {
    if (choices?.length) selectRef.current?.focus();
  }, [choices]);

  if (error) {
    return (
      <div className="sh-cart__shop-change" role="alert">
        <p>Kunne ikke hente butikker med varen på lager. {error}</p>
        <button type="button" className="sh-link-button" onClick={() => onDone(null)}>
          Lukk
        </button>
      </div>
    );
  }
  if (!choices) {
    return (
      <p className="sh-cart__shop-change" role="status">
        Henter butikker …
      </p>
    );
  }
  if (choices.length === 0) {
    return (
      <div className="sh-cart__shop-change" role="status">
        <p>Ingen andre butikker har denne varen på lager.</p>
        <button type="button" className="sh-link-button" onClick={() => onDone(null)}>
          Lukk
        </button>
      </div>
    );
  }
  return (
    <form
      className="sh-cart__shop-change"
      onSubmit={(e) => {
        e.preventDefault();
        const choice = choices.find((c) => String(c.id) === selected);
        if (!choice) return;
        onDone(cartChangeShop(line.ean, line.shopId, { id: choice.id, name: choice.name }));
      }}
    >
      <label htmlFor={selectId}>Velg butikk</label>
      <select
        ref={selectRef}
        id={selectId}
        value={selected}
        onChange={(e) => setSelected(e.target.value)}
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.qty} på lager)
          </option>
        ))}
      </select>
      <button type="submit" className="sh-button sh-button--small">
        Bytt
      </button>
      <button type="button" className="sh-link-button" onClick={() => onDone(null)}>
        Avbryt
      </button>
    </form>
  );
}
