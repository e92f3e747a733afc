import {
  cartAdd,
  cartDecrement,
  cartRemove,
  formatPrice,
  maxCountInShop,
  productImageSizes,
  type CartError,
  type CartLine,
  type LineOutcome,
} from 'shared-contracts';

export interface CartLineItemProps {
  readonly line: CartLine;
  readonly errors: readonly CartError[];
  /** A delivered shop's Klikk & Hent-only line: it travels in the shop's pickup parcel. */
  readonly pickupOnly: boolean;
  /** Counts cannot change while the orders are being created. */
  readonly locked: boolean;
  readonly onOutcome: (outcome: LineOutcome, line: CartLine) => void;
}

const price = (ore: number) => formatPrice(ore, { nbsp: true });

export function CartLineItem({ line, errors, pickupOnly, locked, onOutcome }: CartLineItemProps) {
  const details = [line.size?.name && `Str. ${line.size.name}`, line.color?.name]
    .filter(Boolean)
    .join(', ');
  const max = maxCountInShop(line, line.shopId);
  const { count: _count, ...item } = line;
  const errorId = `chk-line-${line.shopId}-${line.ean}-errors`;

  return (
    <li
      className={`chk-line${errors.length > 0 ? ' chk-line--error' : ''}`}
      data-testid="checkout-line"
    >
      {line.image ? (
        <img
          className="chk-line__image"
          src={line.image}
          {...productImageSizes(line.image, '64px')}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="chk-line__image chk-line__image--empty" aria-hidden="true" />
      )}
      <div className="chk-line__info">
        <p className="chk-line__name">{line.name}</p>
        {details ? <p className="chk-line__meta">{details}</p> : null}
        {pickupOnly ? <p className="chk-badge">Hentes i butikk</p> : null}
      </div>
      <div className="chk-line__count" role="group" aria-label={`Antall av ${line.name}`}>
        <button
          type="button"
          className="chk-icon-button"
          aria-label={`Én færre av ${line.name}`}
          disabled={locked || line.count <= 1}
          onClick={() => onOutcome(cartDecrement(line.ean, line.shopId), line)}
        >
          −
        </button>
        <span
          className="chk-line__count-value"
          aria-describedby={errors.length ? errorId : undefined}
        >
          {line.count} stk
        </span>
        <button
          type="button"
          className="chk-icon-button"
          aria-label={`Én til av ${line.name}`}
          disabled={locked || line.count >= max}
          onClick={() => onOutcome(cartAdd(item), line)}
        >
          +
        </button>
      </div>
      <p className="chk-line__price">
        <span>{price((line.price + line.pant) * line.count)}</span>
        {line.pant > 0 ? (
          <span className="chk-line__pant">inkl. pant {price(line.pant * line.count)}</span>
        ) : null}
      </p>
      <button
        type="button"
        className="chk-link-button chk-line__remove"
        disabled={locked}
        onClick={() => onOutcome(cartRemove(line.ean, line.shopId), line)}
      >
        Fjern<span className="chk-visually-hidden"> {line.name}</span>
      </button>
      {errors.length > 0 ? (
        <ul id={errorId} className="chk-line__errors" data-testid="checkout-line-error">
          {errors.map((error) => (
            <li key={`${error.code ?? ''}:${error.message}`}>
              <span aria-hidden="true">⚠ </span>
              {error.message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Why a change did or did not happen, in the shopper's words (read out by the live region). */
export function outcomeText(outcome: LineOutcome, line: CartLine): string {
  switch (outcome) {
    case 'limit':
      return `Du kan ikke kjøpe flere av «${line.name}» på nett.`;
    case 'stock':
      return `Butikken har ikke flere av «${line.name}» på lager.`;
    case 'minimum':
      return `Trykk «Fjern» for å fjerne «${line.name}».`;
    case 'removed':
      return `«${line.name}» er fjernet fra handlekurven.`;
    case 'incremented':
      return `Antall av «${line.name}» er økt.`;
    case 'decremented':
      return `Antall av «${line.name}» er redusert.`;
    default:
      return '';
  }
}
