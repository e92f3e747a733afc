import { formatPrice, type ShippingSelection } from 'shared-contracts';
import type { ShippingMethodsState } from '../hooks/use-shipping-methods';
import { RadioGroup } from './radio-group';

export interface ShippingMethodsProps {
  readonly state: ShippingMethodsState;
  readonly selected: ShippingSelection;
  readonly locked: boolean;
  readonly onSelect: (method: ShippingSelection) => void;
}

const price = (ore: number) => formatPrice(ore, { nbsp: true });

/** Leveringsmåte: the methods for the delivered parcels (Klikk & Hent is chosen per shop). */
export function ShippingMethods({ state, selected, locked, onSelect }: ShippingMethodsProps) {
  return (
    <section
      className="chk-section"
      aria-labelledby="chk-shipping-title"
      data-testid="checkout-shipping-methods"
    >
      <h2 id="chk-shipping-title" className="chk-section__title">
        Leveringsmåte
      </h2>
      {state.status === 'loading' ? (
        <p className="chk-muted" role="status">
          Henter leveringsmåter …
        </p>
      ) : state.status === 'unavailable' ? (
        <p>
          {selected.name ?? 'Hjemlevering'} – {price(selected.price)}
        </p>
      ) : (
        <RadioGroup
          legend="Velg leveringsmåte"
          legendHidden
          name="chk-shipping"
          value={String(selected.id)}
          disabled={locked}
          options={state.methods.map((m) => ({
            value: String(m.id),
            label: (
              <>
                {m.name} <span className="chk-choice__price">{price(m.price)}</span>
              </>
            ),
            description: m.description ?? undefined,
          }))}
          onChange={(id) => {
            const method = state.methods.find((m) => String(m.id) === id);
            if (method) onSelect({ id: method.id, price: method.price, name: method.name });
          }}
        />
      )}
    </section>
  );
}
