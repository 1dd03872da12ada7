/**
 * The Mantine kit, second part: form inputs, tabs, accordion and table, what pages draw in
 * their first screen (seva and CSR forms, FAQs, events tabs, press years). It shares
 * Mantine's core with './mantine-base.ts' (one build provides every part) and loads
 * only when a page first needs one of these. Its stylesheets are in the first part: a
 * prerendered page shows these components before their code has arrived.
 */

export {
  Accordion,
  Checkbox,
  Chip,
  Input,
  NativeSelect,
  Radio,
  SegmentedControl,
  Table,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
