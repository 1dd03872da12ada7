/**
 * The Mantine kit, third part: overlays. A modal brings its focus trap, scroll lock,
 * portal and scroll area (~37 KB of code), needed only once a dialog opens, so pages
 * with inputs but no dialog in their first screen go live without them.
 */

export { Modal } from '@mantine/core';
