/**
 * The Mantine kit, second part: overlays, form inputs, tabs, accordion and table. It
 * shares Mantine's core with './mantine-base.ts' (one build provides both singletons),
 * and loads only when a page first needs one of these.
 */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';

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
