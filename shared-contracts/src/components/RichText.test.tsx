// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText, setServerHtmlParser, toReact } from './RichText';

afterEach(cleanup);

function html(markup: string): string {
  return render(<RichText html={markup} />).container.innerHTML;
}

describe('RichText', () => {
  it('keeps allowed markup and drops attributes and unknown tags', () => {
    expect(
      html(
        '<p onclick="alert(1)" style="color:red">Hei <strong>du</strong></p><img src=x onerror=alert(1)><div>tekst</div>',
      ),
    ).toBe('<div><p>Hei <strong>du</strong></p>tekst</div>');
  });

  it('drops scripts and styles with their content instead of showing them as text', () => {
    expect(
      html(
        '<p>A</p><script>alert(1)</script><style>p{color:red}</style><noscript>x</noscript><p>B</p>',
      ),
    ).toBe('<div><p>A</p><p>B</p></div>');
  });

  it('refuses links that leave the site in disguise and keeps their text', () => {
    expect(
      html(
        '<a href="javascript:alert(1)">a</a><a href="//evil.example">b</a><a href="/\\evil.example">c</a><a href="data:text/html,x">d</a>',
      ),
    ).toBe('<div>abcd</div>');
  });

  it('renders same-site paths as in-app links and external ones in a new tab', () => {
    const out = html(
      '<a href="/user/history">Mine kjøp</a> <a href="https://example.no">ute</a> <a href="mailto:a@b.no">post</a>',
    );
    expect(out).toContain('<a href="/user/history">Mine kjøp</a>');
    expect(out).toContain(
      '<a href="https://example.no" rel="noopener noreferrer" target="_blank">ute</a>',
    );
    expect(out).toContain('<a href="mailto:a@b.no">post</a>');
  });

  it('turns plain text with line breaks into paragraphs', () => {
    expect(html('Materiale: Ull\nLinje: Tur\n\nVask: 40')).toBe(
      '<div><p>Materiale: Ull<br>Linje: Tur</p><p>Vask: 40</p></div>',
    );
  });

  it('without a DOMParser (server rendering) keeps only text, never script content', () => {
    vi.stubGlobal('DOMParser', undefined);
    const { container } = render(<>{toReact('<p>Hei</p><script>alert(1)</script><p>du</p>')}</>);
    vi.unstubAllGlobals();
    expect(container.textContent).not.toContain('alert');
    expect(container.textContent).toContain('Hei');
  });

  it("with a server's parser, renders what the browser renders from the same HTML", () => {
    const markup = '<p>Farge: <strong>Gul</strong>. Str. 29–33</p>\n<ul><li>Vanntett</li></ul>';
    const inBrowser = html(markup);
    cleanup();
    // jsdom's parser stands in for the server's (linkedom in the shell's server part).
    const Parser = DOMParser;
    setServerHtmlParser((text) => new Parser().parseFromString(text, 'text/html'));
    vi.stubGlobal('DOMParser', undefined);
    try {
      expect(html(markup)).toBe(inBrowser);
      expect(inBrowser).toContain('<strong>Gul</strong>');
    } finally {
      vi.unstubAllGlobals();
      setServerHtmlParser(null);
    }
  });
});
