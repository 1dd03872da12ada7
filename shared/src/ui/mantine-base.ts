/**
 * The Mantine kit of the site, first part: what the shell and most first paints need
 * (provider, layout, typography, buttons). Every app imports Mantine through
 * '@temple/shared/ui-base' (or '/ui-sections', '/ui-inputs', '/ui'), not from
 * '@mantine/core' (a lint rule says so; the way out is below): these modules are
 * federation singletons, so the page loads one copy of Mantine holding only the components
 * listed, instead of the whole library (~174 KB gzip when shared whole). Measured (gzip):
 * this part ~27 KB, the rest ~30 KB (tabs and accordion: './mantine-sections.ts'; inputs:
 * './mantine-inputs.ts'; overlays: './mantine-overlays.ts'), each loaded with the first
 * page or dialog that uses it.
 *
 * Left out on purpose, for weight: Menu and Popover (~30 KB with floating-ui),
 * Select/MultiSelect/Combobox (~30 KB), NumberInput (~9 KB), Drawer, Tooltip.
 *
 * A remote that needs another component either adds it here (with its stylesheet), the
 * shell released first (the kit only ever grows, so an older remote keeps working), or ships
 * it itself: its stylesheet, an import from '@mantine/core' marked with a biome-ignore
 * comment, and `ownMantineComponents: true` (docs/architecture.md, "A remote's own Mantine
 * components").
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Component styles in the order of Mantine's own styles.css: a component built on another
// (Anchor on Text, Checkbox on InlineInput) must come after it, or the base's reset wins over
// its rules of equal weight (an Anchor's underline did). Every part's styles are here: their
// components appear in prerendered pages before their code (./mantine-inputs.ts, ./mantine-overlays.ts).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
// The site's own rule for prerendered forms not yet live: after Mantine's, over its rules of equal weight.
import './prerendered-form.css';
import './no-script-notice.css';

export type {
  CSSVariablesResolver,
  MantineColorsTuple,
  MantineSize,
  MantineThemeOverride,
} from '@mantine/core';
export {
  ActionIcon,
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  CloseButton,
  Collapse,
  Container,
  createTheme,
  Divider,
  Grid,
  Group,
  Image,
  List,
  Loader,
  MantineProvider,
  Paper,
  rem,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Transition,
  UnstyledButton,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
// Hooks this part's components already use: an app takes them from here, not from a copy of its own.
export { useMediaQuery, useMergedRef, useReducedMotion } from '@mantine/hooks';
