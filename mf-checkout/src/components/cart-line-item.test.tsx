import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../api/fake-api';
import { CartLineItem } from './cart-line-item';

describe('CartLineItem', () => {
  it("shows the line's picture from the smallest generated size that fills its 64 px box", () => {
    const line = makeLine({ image: '/api/v1/images/product/1-111111-Fjellsko.svg' });
    const { container } = render(
      <ul>
        <CartLineItem
          line={line}
          errors={[]}
          pickupOnly={false}
          locked={false}
          onOutcome={() => undefined}
        />
      </ul>,
    );
    const picture = container.querySelector('img.chk-line__image');
    expect(picture?.getAttribute('sizes')).toBe('64px');
    expect(picture?.getAttribute('srcset')).toContain('Fjellsko.svg?w=160 160w');
  });
});
