import { useEffect, useState } from 'react';
import { SCROLL_TOP_LOOK_MS, SCROLL_TOP_RELOOK_MS, SCROLL_TOP_THRESHOLD_PX } from '../../lib/ui-timing-and-layout';
import { ArrowUp } from './icons';

/**
 * Appears once the page is scrolled more than 100 px; takes the shopper back to the top. It stands
 * aside while a control or an amount lies under its corner, and comes back when the corner is clear.
 */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const look = () => {
      timer = undefined;
      if (window.scrollY <= SCROLL_TOP_THRESHOLD_PX) return setShown(false);
      // The check loads the first time it is needed: a first visit that does not scroll never fetches it.
      // Offline before it was ever fetched: the button waits for the next look.
      import('./scroll-to-top-look').then(
        ({ somethingUnder }) => {
          if (!live) return;
          const show = window.scrollY > SCROLL_TOP_THRESHOLD_PX && !somethingUnder();
          setShown(show);
          // Parts that load late (carousels, pictures) can come under it without a scroll: look again.
          if (show) timer ??= setTimeout(look, SCROLL_TOP_RELOOK_MS);
        },
        () => {},
      );
    };
    const soon = () => {
      timer ??= setTimeout(look, SCROLL_TOP_LOOK_MS);
    };
    look();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon, { passive: true });
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // The button disappears at the top; keyboard focus goes to the page's start instead of the void.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
