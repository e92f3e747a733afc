/**
 * Side main menu (spec §2 "Layout"): categories from the API, each opening its subcategories,
 * every level a real link built with the shared slug rules. Exclusive with the info menu (one
 * `$menu` value in the shared store).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { $menu, categoryDisplayName, closeMenus, type Category } from 'shared-contracts';
import { categoryPath } from '../routes/paths';
import { fetchCategories } from './api';
import { Dialog } from './Dialog';
import { MENU_ID } from './Header';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; categories: Category[] };

export function useCategories(active: boolean): { load: Load; retry: () => void } {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetchCategories().then(
      (categories) => {
        if (live)
          setLoad({
            state: 'ready',
            categories: [...categories].sort((a, b) => a.sortNumber - b.sortNumber),
          });
      },
      (error: unknown) => {
        if (live)
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [active, attempt]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}

export function SideMenu() {
  const open = useStore($menu) === 'menu';
  const { load, retry } = useCategories(open);
  const [selected, setSelected] = useState<number | null>(null);
  // Switching level replaces the list under the focused button; focus follows to the new level.
  const backButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Reopening starts at the top level again.
  useEffect(() => {
    if (!open) setSelected(null);
  }, [open]);

  const category =
    load.state === 'ready' ? load.categories.find((c) => c.id === selected) : undefined;

  useEffect(() => {
    if (category) {
      backButton.current?.focus();
    } else if (returnTo.current !== null) {
      listRef.current
        ?.querySelector<HTMLElement>(`[data-category-id="${returnTo.current}"]`)
        ?.focus();
      returnTo.current = null;
    }
  }, [category]);

  const back = () => {
    returnTo.current = selected;
    setSelected(null);
  };

  return (
    <Dialog
      open={open}
      onClose={closeMenus}
      title="Meny"
      variant="drawer-left"
      className="sh-menu"
      testId="sh-side-menu"
    >
      <div id={MENU_ID}>
        {load.state === 'loading' ? (
          <p role="status" className="sh-menu__status">
            Laster kategorier …
          </p>
        ) : load.state === 'error' ? (
          <div role="alert" className="sh-menu__status">
            <p>Kunne ikke laste kategoriene. {load.message}</p>
            <button type="button" className="sh-button sh-button--secondary" onClick={retry}>
              Prøv igjen
            </button>
          </div>
        ) : category ? (
          <nav aria-label={`Underkategorier i ${categoryDisplayName(category.name)}`}>
            <button ref={backButton} type="button" className="sh-menu__back" onClick={back}>
              <ChevronLeftIcon /> Alle kategorier
            </button>
            <h3 className="sh-menu__heading">{categoryDisplayName(category.name)}</h3>
            <ul className="sh-menu__list">
              <li>
                <Link
                  className="sh-menu__link sh-menu__link--all"
                  to={categoryPath(category.name)}
                  onClick={closeMenus}
                >
                  Alt i {categoryDisplayName(category.name)}
                </Link>
              </li>
              {[...category.subcategories]
                .sort((a, b) => a.sortNumber - b.sortNumber)
                .map((sub) => (
                  <li key={sub.ArticleGroup2ID}>
                    <Link
                      className="sh-menu__link"
                      to={categoryPath(category.name, sub.Name)}
                      onClick={closeMenus}
                    >
                      {sub.Name}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ) : (
          <nav aria-label="Kategorier">
            <ul className="sh-menu__list" ref={listRef}>
              {load.categories.map((c) => (
                <li key={c.id} className="sh-menu__item">
                  {c.subcategories.length > 0 ? (
                    <button
                      type="button"
                      className="sh-menu__link sh-menu__link--parent"
                      data-category-id={c.id}
                      onClick={() => setSelected(c.id)}
                      aria-label={`${categoryDisplayName(c.name)}, vis underkategorier`}
                    >
                      <span>{categoryDisplayName(c.name)}</span>
                      <ChevronRightIcon />
                    </button>
                  ) : (
                    <Link className="sh-menu__link" to={categoryPath(c.name)} onClick={closeMenus}>
                      {categoryDisplayName(c.name)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Dialog>
  );
}
