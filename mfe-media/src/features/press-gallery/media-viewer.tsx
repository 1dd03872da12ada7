import { focusableDisabled } from '@temple/shared';
import { useBackClosesDialog } from '@temple/shared/dialog-history';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, useMediaQuery } from '@temple/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { downloadOnClick } from './download-file';
import { DownloadGlyph, NextGlyph, PreviousGlyph, ZoomInGlyph, ZoomOutGlyph } from './icons';
import { MediaTypeBadge } from './media-card';
import type { MediaItem } from './media-item';
import classes from './media-viewer.module.css';
import { formatItemDate, UNDATED_TEXT } from './press-filter';
import { useZoom, type Zoom } from './use-zoom';
import { ZOOM_LIMITS, zoomPercent } from './zoom';
import { ZoomableImage } from './zoomable-image';

/** How far one arrow key moves a zoomed picture, in CSS pixels. */
const ARROW_PAN_PX = 60;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [ARROW_PAN_PX, 0],
  ArrowRight: [-ARROW_PAN_PX, 0],
  ArrowUp: [0, ARROW_PAN_PX],
  ArrowDown: [0, -ARROW_PAN_PX],
};

/** The largest preview: what the viewer shows (the original is what Download saves). */
const largestPicture = (item: MediaItem) => item.renditions.at(-1)?.src ?? item.src;

/**
 * Keys while the viewer is open: + / − / 0 zoom a picture, arrows pan it when zoomed and
 * otherwise go to the previous or next item. Escape (closing) is the dialog's own. Keys
 * meant for a video's controls, or with Ctrl/Cmd/Alt (the browser's), are left alone.
 */
function useViewerKeys(opened: boolean, zoom: Zoom | undefined, go: (direction: 1 | -1) => void): void {
  const latest = useRef({ zoom, go });
  latest.current = { zoom, go };
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLMediaElement || event.target instanceof HTMLInputElement) return;
      const { zoom: current, go: move } = latest.current;
      const arrow = ARROWS[event.key];
      if (current && (event.key === '+' || event.key === '=')) current.step(1);
      else if (current && (event.key === '-' || event.key === '_' || event.key === '−')) current.step(-1);
      else if (current && event.key === '0') current.reset();
      else if (arrow && current && current.state.scale > 1) current.pan(...arrow);
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
        move(event.key === 'ArrowLeft' ? -1 : 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);
}

function ZoomControls({ zoom }: { zoom: Zoom }) {
  const { scale } = zoom.state;
  return (
    <Group gap="xs" className={classes.zoomBar}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom out"
        onClick={() => zoom.step(-1)}
        {...focusableDisabled(scale <= ZOOM_LIMITS.min)}
      >
        <ZoomOutGlyph />
      </ActionIcon>
      <Text
        component="output"
        aria-live="polite"
        aria-label={`Zoom ${zoomPercent(scale)}`}
        data-testid="zoom-readout"
        fw={600}
        size="sm"
        w={48}
        ta="center"
      >
        {zoomPercent(scale)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom in"
        onClick={() => zoom.step(1)}
        {...focusableDisabled(scale >= ZOOM_LIMITS.max)}
      >
        <ZoomInGlyph />
      </ActionIcon>
      <Button variant="subtle" size="compact-sm" onClick={zoom.reset} {...focusableDisabled(scale === 1)}>
        Reset
      </Button>
      <Text size="xs" c="gray.7" visibleFrom="sm" className={classes.hint}>
        Double-click, Ctrl/⌘ + wheel or + / − to zoom; drag or arrow keys to move; 0 resets
      </Text>
      <Text size="xs" c="gray.7" hiddenFrom="sm" className={classes.hint}>
        Double-tap or pinch to zoom
      </Text>
    </Group>
  );
}

function ImageView({ item, zoom, go }: { item: MediaItem; zoom: Zoom; go: (direction: 1 | -1) => void }) {
  return (
    <>
      <ZoomableImage src={largestPicture(item)} title={item.title} zoom={zoom} onSwipe={go} />
      <ZoomControls zoom={zoom} />
    </>
  );
}

function VideoView({ item }: { item: MediaItem }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the press clips are silent construction footage.
    <video
      key={item.id}
      className={classes.video}
      src={item.src}
      poster={item.renditions.at(-1)?.src}
      width={item.width}
      height={item.height}
      controls
      playsInline
      preload="metadata"
      aria-label={item.title}
      data-testid="viewer-video"
    />
  );
}

/**
 * The dialog of one press item (spec section 2): the large picture with its zoom, or the
 * video with its controls; previous and next within what the page lists; Download for
 * pictures only. Focus stays inside while open and returns to the press card on close;
 * the browser's Back closes it.
 */
export function MediaViewer({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: readonly MediaItem[];
  index: number | undefined;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const item = index === undefined ? undefined : items[index];
  // Mounted by the click that opens it, the dialog opens on the next render: Mantine notes
  // the element to give focus back to when the dialog goes from closed to open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useBackClosesDialog(mounted && item !== undefined, onClose);
  const phone = useMediaQuery('(max-width: 48em)');
  const zoom = useZoom(item?.id ?? '', { width: item?.width ?? 1, height: item?.height ?? 1 });
  const position = index ?? 0;
  const go = (direction: 1 | -1) => {
    const next = position + direction;
    if (next >= 0 && next < items.length) onIndexChange(next);
  };
  useViewerKeys(item !== undefined, item?.type === 'image' ? zoom : undefined, go);
  const date = item && formatItemDate(item);

  return (
    <Modal
      opened={mounted && item !== undefined}
      onClose={onClose}
      title={item?.title}
      size="68rem"
      fullScreen={phone}
      centered
      classNames={{ title: classes.title }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item && (
        <Stack gap="sm" data-testid="media-viewer" data-item-id={item.id} data-type={item.type}>
          {item.type === 'image' ? <ImageView item={item} zoom={zoom} go={go} /> : <VideoView item={item} />}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap={8}>
              <Badge variant="light" color="maroon" radius="sm">
                {item.year}
              </Badge>
              <MediaTypeBadge type={item.type} />
              {date ? (
                <Text component="time" dateTime={item.date} size="sm" c="gray.7">
                  {date}
                </Text>
              ) : (
                <Text size="sm" c="gray.7" fs="italic">
                  {UNDATED_TEXT}
                </Text>
              )}
            </Group>
            <Group gap="xs" wrap="nowrap" className={classes.actions}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Previous item"
                onClick={() => go(-1)}
                {...focusableDisabled(position === 0)}
              >
                <PreviousGlyph />
              </ActionIcon>
              <Text size="sm" fw={600} data-testid="viewer-position" aria-live="polite" miw={64} ta="center">
                {position + 1} of {items.length}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Next item"
                onClick={() => go(1)}
                {...focusableDisabled(position === items.length - 1)}
              >
                <NextGlyph />
              </ActionIcon>
              {item.downloadable && (
                <Button
                  component="a"
                  href={item.src}
                  download={item.fileName}
                  onClick={downloadOnClick}
                  leftSection={<DownloadGlyph />}
                  ml="xs"
                >
                  Download
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
