/**
 * The Mantine kit, third part: form inputs (the donation, enquiry and FAQ search forms,
 * the integration page's test form). It shares Mantine's core with './mantine-base.ts'
 * (one build provides every part) and loads only when a page first needs one of these. Its
 * stylesheets are in the first part: a prerendered page shows these components before their
 * code has arrived.
 */

export {
  Checkbox,
  NativeSelect,
  SegmentedControl,
  Textarea,
  TextInput,
} from '@mantine/core';
