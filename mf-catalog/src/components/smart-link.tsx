import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';

/**
 * Editors type destinations as site paths ('/sko/lopesko') or full URLs. Site paths go through
 * the shell's router (<Link> → nav:goto); anything else is an ordinary link.
 */
export function SmartLink({
  to,
  className,
  children,
  ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//i.test(to);
  return (
    <a
      href={external ? to : '/'}
      className={className}
      aria-label={ariaLabel}
      {...(external ? { rel: 'noopener' } : {})}
    >
      {children}
    </a>
  );
}
