import { Badge, Button, Link, Paper, Text, useLocation } from '@temple/shared/ui-base';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './nav-dropdown.module.css';
import { isNavLink, type NavGroup } from './nav-items';
import { preloadRoute } from './preload-route';

const chevron = (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/**
 * A navigation disclosure (button + list of links): opens on click, Enter, Space or
 * hover; closes on Escape (focus back on the button), on leaving it, and on navigation.
 * Lighter than a menu widget and the pattern screen readers expect for site navigation.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape only enhance the button inside.
    <div
      className={classes.root}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
    >
      <Button
        ref={buttonRef}
        variant="subtle"
        color="dark"
        rightSection={chevron}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click right after the pointer opened it keeps it open instead of toggling it shut.
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((isOpen) => keepOpen || !isOpen);
        }}
      >
        {group.label}
      </Button>
      <Paper component="ul" id={panelId} className={classes.panel} shadow="md" withBorder hidden={!open}>
        {group.items.map((item) => (
          <li key={item.label}>
            {isNavLink(item) ? (
              <Link
                to={item.to}
                className={classes.item}
                onMouseEnter={() => preloadRoute(item.to)}
                onFocus={() => preloadRoute(item.to)}
              >
                {item.label}
              </Link>
            ) : (
              <span className={classes.item} aria-disabled="true">
                <Text component="span" c="dimmed" size="sm">
                  {item.label}
                </Text>
                <Badge size="xs" variant="light" color="gray" ml="xs">
                  Coming soon
                </Badge>
              </span>
            )}
          </li>
        ))}
      </Paper>
    </div>
  );
}
