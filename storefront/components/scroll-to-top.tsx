import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '../lib/ui-timing-and-layout';
import { ArrowUp } from './icons';

/** Appears once the page is scrolled more than 100 px; takes the shopper back to the top. */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
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
