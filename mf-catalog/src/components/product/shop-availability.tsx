import { useId } from 'react';
import { $position, distanceText, type Shop, useShopDistances } from 'shared-contracts';
import { shopStockRows, stockText } from '../../hooks/shop-stock';
import { useBrowserStore } from '../../hooks/use-browser-store';
import { PositionForm, PostcodeAttribution } from './position-form';

interface ShopAvailabilityProps {
  shops: readonly Shop[] | undefined;
  /** Stock of the chosen variant per shop. */
  stock: ReadonlyArray<{ id: number; qty: number }>;
  selectedShopId: number | null;
  onSelectShop: (shopId: number) => void;
  /** The shop list is also the shop picker for the cart; disabled when it cannot be bought. */
  selectable: boolean;
  /** 'Only Klikk & Hent' articles can only be picked from shops offering click and collect. */
  onlyClickAndCollect?: boolean;
}

/**
 * Availability per shop with the stock count and, when the shopper's position is known, the
 * distance by road (the API's routing proxy, the same figure the shop finder shows). It doubles as the shop picker for "Legg i handlekurv" (orders are split per shop).
 * Native radio buttons: arrow keys move between shops, as in any radio group.
 */
export function ShopAvailability({
  shops,
  stock,
  selectedShopId,
  onSelectShop,
  selectable,
  onlyClickAndCollect = false,
}: ShopAvailabilityProps) {
  const position = useBrowserStore($position, null);
  const id = useId();
  const distances = useShopDistances(shops, position);
  const rows = shops
    ? shopStockRows(shops, stock, distances.status === 'ok' ? distances.byShop : null)
    : [];
  const inStock = rows.filter((row) => row.qty > 0).length;

  return (
    <section className="cat-shops" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cat-section-title">
        Lagerstatus i butikk
      </h2>
      <PositionForm />
      {!shops ? (
        <p role="status">Laster butikker …</p>
      ) : rows.length === 0 ? (
        <p>Denne varianten finnes ikke i noen butikk.</p>
      ) : (
        <fieldset className="cat-shops__fieldset" disabled={!selectable}>
          <legend className="cat-shops__legend">
            {`${selectable ? 'Velg butikk' : 'Butikker'} (${inStock} av ${rows.length} har varen)`}
          </legend>
          <ul className="cat-shops__list">
            {rows.map((row) => (
              <li
                key={row.shop.id}
                className={`cat-shops__row${row.qty > 0 ? '' : ' cat-shops__row--out'}`}
              >
                <label className="cat-shops__label">
                  <input
                    type="radio"
                    name={`${id}-shop`}
                    value={row.shop.id}
                    checked={selectedShopId === row.shop.id}
                    disabled={row.qty <= 0 || (onlyClickAndCollect && !row.shop.clickAndCollect)}
                    onChange={() => onSelectShop(row.shop.id)}
                  />
                  <span className="cat-shops__name">{row.shop.name}</span>
                  <span className="cat-shops__stock">
                    {onlyClickAndCollect && !row.shop.clickAndCollect
                      ? 'Ikke Klikk & Hent'
                      : stockText(row.qty)}
                  </span>
                  {row.distance !== null && (
                    <span className="cat-shops__distance">{distanceText(row.distance)}</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {position && <PostcodeAttribution />}
    </section>
  );
}
