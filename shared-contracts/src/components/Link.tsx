import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { emit } from '../events/bus';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** In-app path, e.g. '/butikker/' (must start with '/'). */
  to: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  children?: ReactNode;
}

/** A click the browser should handle itself: new tab/window, download, other buttons. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * Navigation for remotes, which never import the router: a real `<a href>` (so open-in-new-tab,
 * copy link, crawlers and no-JS work) whose plain left click becomes a `nav:goto` event that the
 * shell's router performs.
 */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, target)) return;
    // Only take over when the shell can receive it; an invalid `to` stays a normal link.
    const payload = replace === undefined ? { to } : { to, replace };
    if (emit('nav:goto', payload)) event.preventDefault();
  };
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
