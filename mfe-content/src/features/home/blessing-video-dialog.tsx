import { Modal } from '@temple/shared/ui';
import { useEffect, useState } from 'react';
import type { BlessingVideo } from './media-sources';
import { VIDEO_SIZE } from './media-sources';

/** Plays a blessing message; Escape or the close button end it and focus returns to its card. */
export function BlessingVideoDialog({
  video,
  onClose,
}: {
  video: BlessingVideo | null;
  onClose: () => void;
}) {
  // This dialog is loaded on the first Play, so it mounts with a video already chosen. It
  // opens one render later: Mantine notes the focused Play button when `opened` turns
  // true, not on mount, and returns focus there on close.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(video !== null), [video]);
  return (
    <Modal opened={opened} onClose={onClose} title={video?.title} size="lg" centered>
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
          data-testid="blessing-video"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <track kind="captions" src={video.captions} srcLang="en" label="English" default />
        </video>
      )}
    </Modal>
  );
}
