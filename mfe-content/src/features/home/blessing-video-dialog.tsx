import { useBackClosesDialog } from '@temple/shared/dialog-history';
import { Button, Group, Modal } from '@temple/shared/ui';
import type { BlessingVideo } from './media-sources';
import { VIDEO_SIZE } from './media-sources';

/**
 * Plays a blessing message; Escape, Back or either close button end it. It mounts already
 * open when its code arrives after the Play (or a Retry), so Mantine has no opener to go
 * back to: the section gives the focus back to the Play button.
 *
 * The Close button under the video keeps Tab inside the dialog. Mantine's focus trap leaves
 * Tab within a `<video controls>` to the browser (the controls are the browser's own); after
 * the last control the browser moves on to the next focusable element in the page, which
 * is this button, and Tab from here is the trap's again: back to the top of the dialog.
 */
export function BlessingVideoDialog({
  video,
  onClose,
}: {
  video: BlessingVideo | null;
  onClose: () => void;
}) {
  const opened = video !== null;
  useBackClosesDialog(opened, onClose);
  return (
    <Modal opened={opened} onClose={onClose} returnFocus={false} title={video?.title} size="lg" centered>
      {video && (
        <video
          controls
          autoPlay
          // In the composed site the files come from this remote's origin: a caption track from
          // another origin loads only for a CORS request (the remote's server allows it).
          crossOrigin="anonymous"
          playsInline
          poster={video.poster}
          width={VIDEO_SIZE.width}
          height={VIDEO_SIZE.height}
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          aria-label={video.title}
          data-testid="blessing-video"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <track kind="captions" src={video.captions} srcLang="en" label="English" default />
        </video>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
