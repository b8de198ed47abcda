import type { AnchorHTMLAttributes } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link inside the app: react-router's own href and click handling (`useHref`,
 * `useLinkClickHandler`) without its `<Link>`, whose prefetch and view-transition code the
 * app never uses and which would otherwise ship in the main chunk of every route.
 */
export function AppLink({ to, replace, state, onClick, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state });
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** An AppLink that says when it is the current page (`aria-current`, class `active`), like NavLink with `end`. */
export function NavAppLink({ className, ...props }: AppLinkProps) {
  const { pathname } = useLocation();
  const current = useResolvedPath(props.to).pathname === pathname;
  return (
    <AppLink
      {...props}
      className={current ? `${className ?? ''} active`.trim() : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
