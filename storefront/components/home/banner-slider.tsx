// The home page's banner slider (docs/product.md#home-page): banners 11–15 from the media banner folder,
// 5 s a slide, each leading to /search?b={number}. Hidden at 992 px and below by CSS; there the
// <source> for narrow screens is an empty pixel, so phones never download the banners.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../shop-rules/api/catalogue';
import { mediaUrl } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';
import {
  BANNER_HEIGHT_PX,
  BANNER_WIDTH_PX,
  SLIDE_MS,
  SLIDER_HIDDEN_MAX_WIDTH_PX,
} from '../../lib/ui-timing-and-layout';

export type { Banner };

const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Slides after the first are drawn once the page is interactive, to keep them off the first load.
  const [allDrawn, setAllDrawn] = useState(false);

  useEffect(() => setAllDrawn(true), []);

  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % banners.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);

  if (banners.length === 0) return null;
  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label="Offers"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-slider__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, i) => (
          <div
            key={banner.BannerNo}
            className="banner-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${banners.length}`}
            aria-hidden={i !== current}
          >
            {i === 0 || allDrawn ? <BannerPicture banner={banner} first={i === 0} focusable={i === current} /> : null}
          </div>
        ))}
      </div>
      <div className="banner-slider__dots">
        {banners.map((banner, i) => (
          <button
            key={banner.BannerNo}
            type="button"
            className="banner-slider__dot"
            aria-label={`Show offer ${i + 1}: ${banner.Title}`}
            aria-current={i === current}
            onClick={() => setCurrent(i)}
          />
        ))}
      </div>
    </section>
  );
}

function BannerPicture({ banner, first, focusable }: { banner: Banner; first: boolean; focusable: boolean }) {
  const { mediaBaseUrl } = useShopSettings();
  // The banner folder holds {n}.jpg with a WebP twin beside it.
  const jpg = mediaUrl(mediaBaseUrl, banner.ImageFilePath || `banner/${banner.BannerNo}.jpg`);
  const webp = jpg.replace(/\.jpe?g$/i, '.webp');
  return (
    <Link to={`/search?b=${banner.BannerNo}`} tabIndex={focusable ? undefined : -1}>
      <picture>
        <source media={`(max-width: ${SLIDER_HIDDEN_MAX_WIDTH_PX}px)`} srcSet={EMPTY_PIXEL} />
        {webp !== jpg ? <source type="image/webp" srcSet={webp} /> : null}
        <img
          src={jpg}
          width={BANNER_WIDTH_PX}
          height={BANNER_HEIGHT_PX}
          alt={banner.Title}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      </picture>
    </Link>
  );
}
