import { Modal } from '@temple/shared/ui';
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
  return (
    <Modal opened={video !== null} onClose={onClose} title={video?.title} size="lg" centered>
      {video && (
        <video
          controls
          autoPlay
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
