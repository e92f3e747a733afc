// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../events/bus';
import { Link } from './Link';

let navigations: Array<{ to: string; replace?: boolean }> = [];
let off: () => void = () => {};
beforeEach(() => {
  navigations = [];
  off = on('nav:goto', (payload) => navigations.push(payload));
});
afterEach(() => {
  off();
  cleanup();
});

/** Fires a click and returns whether the default action was prevented. */
function click(element: HTMLElement, init: MouseEventInit = {}): boolean {
  return !fireEvent.click(element, { button: 0, ...init });
}

describe('<Link>', () => {
  it('renders a real anchor with href, class and other attributes', () => {
    render(
      <Link to="/butikker/" className="cat-link" aria-label="Butikker">
        Butikker
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Butikker' });
    expect(link.getAttribute('href')).toBe('/butikker/');
    expect(link.className).toBe('cat-link');
  });

  it('turns a plain left click into nav:goto and prevents the browser navigation', () => {
    render(<Link to="/favourites">Favoritter</Link>);
    expect(click(screen.getByText('Favoritter'))).toBe(true);
    expect(navigations).toEqual([{ to: '/favourites' }]);
  });

  it('passes replace', () => {
    render(
      <Link to="/login" replace>
        Logg inn
      </Link>,
    );
    click(screen.getByText('Logg inn'));
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('leaves %s+click to the browser', (_name, init) => {
    render(<Link to="/x">X</Link>);
    expect(click(screen.getByText('X'), init)).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('leaves middle clicks to the browser', () => {
    render(<Link to="/x">X</Link>);
    const prevented = !fireEvent(
      screen.getByText('X'),
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }),
    );
    expect(prevented).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('leaves target=_blank and download links to the browser', () => {
    render(
      <>
        <Link to="/a" target="_blank">
          A
        </Link>
        <Link to="/b" download>
          B
        </Link>
      </>,
    );
    click(screen.getByText('A'));
    click(screen.getByText('B'));
    expect(navigations).toEqual([]);
  });

  it("calls the caller's onClick first and respects its preventDefault", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link to="/x" onClick={onClick}>
        X
      </Link>,
    );
    click(screen.getByText('X'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
  });

  it('stays a normal link for paths off the site', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Link to="https://example.com">Ekstern</Link>);
    expect(click(screen.getByText('Ekstern'))).toBe(false);
    expect(navigations).toEqual([]);
  });
});
