/**
 * The Mantine kit, second part: overlays, form inputs, tabs, accordion and table. It
 * shares Mantine's core with './mantine-base.ts' (one build provides both singletons),
 * and loads only when a page first needs one of these. Its stylesheets are in the first
 * part: a prerendered page shows these components before their code has arrived.
 */

export {
  Accordion,
  Checkbox,
  Chip,
  Input,
  Modal,
  NativeSelect,
  Radio,
  SegmentedControl,
  Table,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
