/**
 * The Mantine kit, second part: tabs and accordion, which pages draw in their first screen
 * (events tabs, press years). It shares Mantine's core with './mantine-base.ts' (one build
 * provides every part) and loads only when a page first needs one of them. Its stylesheets
 * are in the first part: a prerendered page shows these components before their code has arrived.
 */

export { Accordion, Tabs } from '@mantine/core';
