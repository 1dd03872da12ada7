import {
  Badge,
  Burger,
  Collapse,
  Divider,
  Group,
  Link,
  Stack,
  Text,
  UnstyledButton,
  useLocation,
} from '@temple/shared/ui-base';
import { useEffect, useRef, useState } from 'react';
import { ContributeButton } from './contribute-button';
import classes from './mobile-menu.module.css';
import { isNavGroup, isNavLink, NAV_ENTRIES } from './nav-items';

const MENU_ID = 'mobile-menu';

/**
 * The same items as the desktop bar, in a panel that closes whenever the route changes.
 * Its items are drawn the first time it opens, not with every page (~35 components).
 */
export function MobileMenu() {
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const location = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpened(false), [location.key]);
  useEffect(() => {
    if (!opened) return;
    // Escape in a dialog the menu opened closes that dialog only.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element).closest('[role="dialog"]')) return;
      setOpened(false);
      burgerRef.current?.focus();
    };
    // Tabbing past the menu would put the focus under the panel, out of sight. A dialog the
    // menu opens (Contribute) keeps it open, to give the focus back to it when it closes.
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const target = event.target as Element;
      const inMenu =
        burgerRef.current?.contains(target) || document.getElementById(MENU_ID)?.contains(target);
      if (!inMenu && !target.closest('[role="dialog"]')) setOpened(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', closeWhenFocusLeaves);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeWhenFocusLeaves);
    };
  }, [opened]);

  return (
    <>
      <Burger
        ref={burgerRef}
        hiddenFrom="md"
        opened={opened}
        onClick={() => {
          setEverOpened(true);
          setOpened((open) => !open);
        }}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={MENU_ID}
      />
      {opened && (
        // A tap beside the menu closes it; the keyboard has the burger button and Escape.
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only adds a pointer way to close.
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
        <div
          className={classes.backdrop}
          data-testid="mobile-menu-backdrop"
          onClick={() => setOpened(false)}
        />
      )}
      <Collapse expanded={opened} className={classes.panel} id={MENU_ID} hiddenFrom="md">
        {everOpened && (
          <Stack component="nav" aria-label="Main" gap={4} p="md">
            {NAV_ENTRIES.map((entry) =>
              isNavGroup(entry) ? (
                <div key={entry.label}>
                  <Text fw={700} size="sm" c="dimmed" tt="uppercase" mt="xs" mb={4}>
                    {entry.label}
                  </Text>
                  {entry.items.map((item) =>
                    isNavLink(item) ? (
                      <UnstyledButton key={item.label} component={Link} to={item.to} className={classes.link}>
                        {item.label}
                      </UnstyledButton>
                    ) : (
                      <Group key={item.label} className={classes.link} aria-disabled="true" gap="xs">
                        <Text c="dimmed">{item.label}</Text>
                        <Badge size="xs" variant="light" color="gray">
                          Coming soon
                        </Badge>
                      </Group>
                    ),
                  )}
                </div>
              ) : (
                <UnstyledButton key={entry.label} component={Link} to={entry.to} className={classes.link}>
                  {entry.label}
                </UnstyledButton>
              ),
            )}
            <Divider my="sm" />
            <ContributeButton fullWidth size="md" />
          </Stack>
        )}
      </Collapse>
    </>
  );
}
