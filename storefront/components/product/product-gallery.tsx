// The product's pictures and video. The video comes first when there is one (docs/product.md#product-page):
// previous from the first picture shows the video, next from the video shows the first picture.
import { useState } from 'react';
import type { ProductDetail, ProductImage as ProductImageData } from '../../../shop-rules/api/catalogue';
import { VIDEO_NOT_SUPPORTED } from '../../../shop-rules/messages/shop';
import { mediaUrl, videoUrl } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';
import { ChevronLeft, ChevronRight, Play } from '../shell/icons';
import { ProductImage } from './product-image';

type Media = { kind: 'video'; file: string } | { kind: 'image'; image: ProductImageData };

const MAIN_SIZES = '(max-width: 959px) 100vw, 560px';

export function galleryMedia(product: ProductDetail): Media[] {
  const images: ProductImageData[] = product.ProductImageList.length
    ? product.ProductImageList
    : product.ImageFilePath
      ? [
          {
            ImageFilePath: product.ImageFilePath,
            ImageFilePathThumbnail: product.ImageFilePathThumbnail,
            Width: product.ImageWidth,
            Height: product.ImageHeight,
            ThumbnailWidth: product.ThumbnailWidth,
            ThumbnailHeight: product.ThumbnailHeight,
          },
        ]
      : [];
  return [
    ...(product.VideoFileName ? [{ kind: 'video' as const, file: product.VideoFileName }] : []),
    ...images.map((image) => ({ kind: 'image' as const, image })),
  ];
}

export function ProductGallery({ product }: { product: ProductDetail }) {
  const media = galleryMedia(product);
  const [current, setCurrent] = useState(0);
  const shown = media[current];
  const step = (by: number) => setCurrent((c) => (c + by + media.length) % media.length);
  const firstImage = media.find((m) => m.kind === 'image')?.image;

  return (
    <section className="gallery" aria-label={`Pictures of ${product.ProductName}`}>
      <div className="gallery__main">
        {shown?.kind === 'video' ? (
          <GalleryVideo file={shown.file} poster={firstImage} name={product.ProductName} />
        ) : shown ? (
          <ProductImage
            image={shown.image}
            width={shown.image.Width || 800}
            height={shown.image.Height || 800}
            sizes={MAIN_SIZES}
            alt={`${product.ProductName}, picture ${media.filter((m) => m.kind === 'image').indexOf(shown) + 1}`}
            priority={current === 0 ? 'lcp' : 'eager'}
          />
        ) : (
          <span className="image-missing" role="img" aria-label="No picture" />
        )}
        {media.length > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label="Previous"
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" size={28} />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label="Next"
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" size={28} />
            </button>
          </>
        ) : null}
      </div>
      {media.length > 1 ? (
        <ul className="gallery__thumbs">
          {media.map((m, i) => (
            <li key={m.kind === 'video' ? 'video' : m.image.ImageFilePath}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === current}
                onClick={() => setCurrent(i)}
              >
                {m.kind === 'video' ? (
                  <span className="gallery__thumb-video">
                    <Play aria-hidden="true" size={22} />
                    <span className="visually-hidden">Show the video</span>
                  </span>
                ) : (
                  <ThumbPicture
                    image={m.image}
                    label={`Show picture ${media.filter((x) => x.kind === 'image').indexOf(m) + 1}`}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ThumbPicture({ image, label }: { image: ProductImageData; label: string }) {
  const { mediaBaseUrl } = useShopSettings();
  return (
    <img
      src={mediaUrl(mediaBaseUrl, image.ImageFilePathThumbnail || image.ImageFilePath)}
      width={64}
      height={64}
      alt={label}
      loading="lazy"
      // Low even once on screen: the big picture above them is the one the phone waits for (docs/decisions/0045).
      fetchPriority="low"
      decoding="async"
    />
  );
}

function GalleryVideo({ file, poster, name }: { file: string; poster?: ProductImageData; name: string }) {
  const { mediaBaseUrl } = useShopSettings();
  return (
    // biome-ignore lint/a11y/useMediaCaption: the demo videos have no speech to caption.
    <video
      className="gallery__video"
      src={videoUrl(mediaBaseUrl, file)}
      poster={poster ? mediaUrl(mediaBaseUrl, poster.ImageFilePath) : undefined}
      width={poster?.Width || 800}
      height={poster?.Height || 800}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video of ${name}`}
    >
      {VIDEO_NOT_SUPPORTED}
    </video>
  );
}
