import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail, makeVariant } from '../../api/fake-api';
import { Gallery } from './gallery';

/** A colour's generated product picture, as the API serves them. */
const picture = (colour: string) => `/api/v1/images/product/1-${colour}-Fjellsko.svg`;

describe('Gallery', () => {
  it('shows each colour as a thumbnail from the smallest generated size that fills its box', () => {
    const black = makeVariant(1, 1, 40, []);
    const red = makeVariant(2, 2, 40, []);
    black.color.image = picture('111111');
    red.color.image = picture('c62828');
    const article = makeDetail({ image: picture('111111'), variants: [black, red] });
    render(<Gallery article={article} selected={black} onColour={() => undefined} />);

    const thumb = screen.getByRole('img', { name: 'Vis Rød' });
    expect(thumb.getAttribute('sizes')).toBe('64px');
    expect(thumb.getAttribute('srcset')).toContain(`${picture('c62828')}?w=160 160w`);
    expect(thumb.getAttribute('width')).toBe('64');
  });
});
