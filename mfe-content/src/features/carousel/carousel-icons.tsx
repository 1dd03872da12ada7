/** The carousel's control glyphs: tiny inline SVGs, no icon library on the home page. */
function Glyph({ path }: { path: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export const PlayGlyph = () => <Glyph path="M4 2.5v11l9-5.5z" />;
export const PauseGlyph = () => <Glyph path="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />;
export const PreviousGlyph = () => <Glyph path="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z" />;
export const NextGlyph = () => <Glyph path="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z" />;
