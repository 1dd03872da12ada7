/** The footer's link columns. */
export const FOOTER_COLUMNS = [
  {
    title: 'Seva',
    links: [
      { label: 'Mandir Nirman Seva', to: '/mandir-nirman-seva' },
      { label: 'Shiladaan', to: '/mandir-nirman-seva/shiladaan' },
      { label: 'Rangamandap', to: '/mandir-nirman-seva/rangamandap' },
      { label: 'Amrit Bhog', to: '/amrit-bhog' },
      { label: 'CSR Partnerships', to: '/csr' },
    ],
  },
  {
    title: 'The Trust',
    links: [
      { label: 'Events', to: '/events' },
      { label: 'Press Release', to: '/media' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/legal/terms-and-conditions' },
      { label: 'Privacy Policy', to: '/legal/privacy-policy' },
      { label: 'Refund & Cancellation', to: '/legal/refund-and-cancellation' },
      { label: 'Legality', to: '/legal/legality' },
      { label: 'Disclaimer', to: '/legal/disclaimer' },
    ],
  },
] as const;
