import { createTheme, type MantineColorsTuple } from '@mantine/core';
import inputFocus from './input-focus.module.css';
import reflow from './reflow.module.css';

/** Temple maroon: white text on shade 8 passes WCAG AA (contrast above 6:1). */
const maroon: MantineColorsTuple = [
  '#fdf2f2',
  '#f6dcdc',
  '#edb6b6',
  '#e38d8d',
  '#da6a6a',
  '#d45353',
  '#c94444',
  '#b33636',
  '#9c2c2c',
  '#832222',
];

/** Saffron, for warm backgrounds and highlights (never for small text on white). */
const saffron: MantineColorsTuple = [
  '#fff6e5',
  '#ffecce',
  '#fed89d',
  '#fdc267',
  '#fcaf3a',
  '#fca31e',
  '#fc9d0c',
  '#e18800',
  '#c87800',
  // Dark enough for small bold text on white (5.0:1).
  '#a35f00',
];

export const theme = createTheme({
  primaryColor: 'maroon',
  primaryShade: 8,
  colors: { maroon, saffron },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Accordion: { classNames: { label: reflow.accordionLabel } },
    Anchor: { classNames: { root: reflow.anchor } },
    Badge: { classNames: { root: reflow.badge, label: reflow.badgeLabel } },
    Button: { classNames: { root: reflow.button, inner: reflow.buttonInner, label: reflow.buttonLabel } },
    // Every field (text, select, textarea) takes Input's classes.
    Input: { classNames: { input: inputFocus.input } },
    // Plain objects, not Modal.extend(): the theme must not pull the Modal code into the first paint.
    Modal: {
      defaultProps: {
        // Mantine draws the dialog title in a <header>, which would be a second page banner.
        attributes: { header: { role: 'presentation' } },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
    },
    Title: { classNames: { root: reflow.title } },
  },
});
