import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('keeps allowed markup and drops attributes, scripts and unknown tags', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="alert(1)">Hei <strong>du</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">lenke</a>'
        }
      />,
    );
    expect(container.innerHTML).toBe('<div><p>Hei <strong>du</strong></p>lenke</div>');
  });

  it('turns plain text with line breaks into paragraphs', () => {
    const { container } = render(<RichText html={'Materiale: Ull\nLinje: Tur'} />);
    expect(container.innerHTML).toBe('<div><p>Materiale: Ull<br>Linje: Tur</p></div>');
  });
});
