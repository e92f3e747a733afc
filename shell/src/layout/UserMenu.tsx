/**
 * The logged-in customer's menu behind the header's user icon (WAI-ARIA menu button): Min side,
 * Mine kjøp and Logg ut. Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move inside; Escape closes it and gives the focus back to the button; Tab,
 * a choice or a click outside close it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { UserIcon } from './icons';
import { logoutAndReload } from './logout';

export const USER_MENU_ITEMS = [
  { to: '/user', label: 'Min side' },
  { to: '/user/history', label: 'Mine kjøp' },
] as const;

/** The links plus "Logg ut". */
const ITEM_COUNT = USER_MENU_ITEMS.length + 1;

export function UserMenu() {
  const menuId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  /** Which item takes the focus when the menu opens: 0 first, -1 last. */
  const [focusOnOpen, setFocusOnOpen] = useState<0 | -1>(0);

  const focusItem = (index: number) => {
    items.current[(index + ITEM_COUNT) % ITEM_COUNT]?.focus();
  };

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  };

  const openMenu = (at: 0 | -1) => {
    setFocusOnOpen(at);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    items.current[focusOnOpen === 0 ? 0 : ITEM_COUNT - 1]?.focus();
    const onPointerDown = (event: Event) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, focusOnOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(ITEM_COUNT - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const onLogout = () => {
    if (busy) return;
    setBusy(true);
    void logoutAndReload();
  };

  return (
    <div className="sh-user-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="sh-icon-button sh-header__account"
        aria-label="Min side"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu(0))}
        onKeyDown={onButtonKeyDown}
        data-testid="sh-user-menu-button"
      >
        <UserIcon />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="sh-user-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        data-testid="sh-user-menu"
      >
        {USER_MENU_ITEMS.map((item, index) => (
          <li key={item.to} role="none">
            <Link
              ref={(element) => {
                items.current[index] = element;
              }}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className="sh-user-menu__item"
              onClick={() => close(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li role="none">
          <button
            ref={(element) => {
              items.current[USER_MENU_ITEMS.length] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="sh-user-menu__item"
            aria-disabled={busy || undefined}
            onClick={onLogout}
          >
            {busy ? 'Logger ut …' : 'Logg ut'}
          </button>
        </li>
      </ul>
    </div>
  );
}
