import { Button, Group, NavLink } from '@temple/shared/ui-base';
import { NavDropdown } from './nav-dropdown';
import { isNavGroup, NAV_ENTRIES } from './nav-items';
import { preloadRoute } from './preload-route';

export function DesktopNav() {
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
      {NAV_ENTRIES.map((entry) =>
        isNavGroup(entry) ? (
          <NavDropdown key={entry.label} group={entry} />
        ) : (
          <Button
            key={entry.label}
            variant="subtle"
            color="dark"
            component={NavLink}
            to={entry.to}
            onMouseEnter={() => preloadRoute(entry.to)}
            onFocus={() => preloadRoute(entry.to)}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}
