import { StrokeIcon } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';

/** The gallery's glyphs, 18 px unless told. */
const Glyph = ({ children, size = 18 }: { children: ReactNode; size?: number }) => (
  <StrokeIcon size={size}>{children}</StrokeIcon>
);

export const PlayGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Glyph>
);
export const ZoomInGlyph = () => (
  <Glyph>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5M8 11h6M11 8v6" />
  </Glyph>
);
export const ZoomOutGlyph = () => (
  <Glyph>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5M8 11h6" />
  </Glyph>
);
export const PreviousGlyph = () => (
  <Glyph>
    <path d="M15 18l-6-6 6-6" />
  </Glyph>
);
export const NextGlyph = () => (
  <Glyph>
    <path d="M9 18l6-6-6-6" />
  </Glyph>
);
export const DownloadGlyph = () => (
  <Glyph>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Glyph>
);
export const PictureGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 17l-5-5-9 8" />
  </Glyph>
);
