import { useEffect, useMemo, useRef, useState } from 'react';
import { VIDEO_NOT_SUPPORTED } from '../../../shop-rules/messages/shop';
import { type CardVideoPlayer, startPlaying, stopPlaying } from '../../lib/card-video';
import { videoUrl } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';
import { VIDEO_START_DELAY_MS } from '../../lib/ui-timing-and-layout';
import { Play, X } from '../shell/icons';

/** The play/close toggle of a product card and the video it shows over the picture. */
export function CardVideo({ file, productName }: { file: string; productName: string }) {
  const { mediaBaseUrl } = useShopSettings();
  const [playing, setPlaying] = useState(false);
  const [mounted, setMounted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const startTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const player = useMemo<CardVideoPlayer>(
    () => ({
      stop() {
        clearTimeout(startTimer.current);
        const video = videoRef.current;
        if (video) {
          video.pause();
          video.currentTime = 0;
        }
        setPlaying(false);
      },
    }),
    [],
  );

  useEffect(
    () => () => {
      clearTimeout(startTimer.current);
      stopPlaying(player);
    },
    [player],
  );

  function play() {
    startPlaying(player);
    setMounted(true);
    setPlaying(true);
    startTimer.current = setTimeout(() => {
      videoRef.current?.play().catch(() => {
        // The browser refused (no media support, data saver): the picture stays, nothing to report.
      });
    }, VIDEO_START_DELAY_MS);
  }

  function close() {
    clearTimeout(startTimer.current);
    videoRef.current?.pause();
    stopPlaying(player);
    setPlaying(false);
  }

  return (
    <>
      {mounted ? (
        <video
          ref={videoRef}
          className="card-video"
          hidden={!playing}
          src={videoUrl(mediaBaseUrl, file)}
          muted
          playsInline
          loop
          preload="none"
          aria-label={`Video of ${productName}`}
        >
          {VIDEO_NOT_SUPPORTED}
        </video>
      ) : null}
      <button type="button" className="card-video__toggle" aria-pressed={playing} onClick={playing ? close : play}>
        {playing ? <X aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <span className="visually-hidden">
          {playing ? 'Close video' : 'Play video'} of {productName}
        </span>
      </button>
    </>
  );
}
