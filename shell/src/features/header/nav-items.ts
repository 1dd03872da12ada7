/** The header's navigation (spec section 2), shared by the desktop bar and the mobile menu. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavDisabledItem {
  label: string;
  comingSoon: true;
}

export interface NavGroup {
  label: string;
  items: (NavLinkItem | NavDisabledItem)[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const NAV_ENTRIES: NavEntry[] = [
  {
    label: 'Mandir Nirman Seva',
    items: [
      { label: 'Shiladaan', to: '/mandir-nirman-seva/shiladaan' },
      { label: 'Rangamandap', to: '/mandir-nirman-seva/rangamandap' },
      { label: 'Bhoomi Sahyog', comingSoon: true },
    ],
  },
  {
    label: 'Initiatives',
    items: [
      { label: 'Amrit Bhog', to: '/amrit-bhog' },
      { label: 'CSR', to: '/csr' },
    ],
  },
  { label: 'Events', to: '/events' },
  { label: 'Press Release', to: '/media' },
];

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export function isNavLink(item: NavLinkItem | NavDisabledItem): item is NavLinkItem {
  return 'to' in item;
}

/** Every path the header links to (it marks the current one). */
export const NAV_PATHS: string[] = NAV_ENTRIES.flatMap((entry) =>
  isNavGroup(entry) ? entry.items.filter(isNavLink).map((item) => item.to) : [entry.to],
);
