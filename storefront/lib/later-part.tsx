// A part of a page below the first screen (a product's reviews, its share links and carousels, the
// footer) or hidden on phones (the home page's slider). The server draws it in full, so it reads the
// same and search engines see it all; the browser fetches its script only when the part comes within
// half a screen of view, when the shopper first touches, clicks or types anywhere, or when the page
// moves on. That keeps the parts out of a phone's first load (decision 17, fourth pass).
//
// React stops a click on a part whose script has not come (a link still opens its page), so a part is
// fetched before the shopper can reach it. Nothing from outside may update a part still waiting, or
// React throws the server's drawing away: a part takes plain props and is memoised, and the stores it
// reads are steady contexts (lib/steady-context.tsx). A navigation releases every part, so React never
// holds a page change for one.
import { lazy, memo, Suspense, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const inBrowser = typeof document !== 'undefined';
const waiting = new Set<() => void>();
let pageLive = false;

function releaseAll() {
  pageLive = true;
  for (const start of waiting) start();
  waiting.clear();
}

if (inBrowser) {
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'popstate']) {
    addEventListener(type, releaseAll, { capture: true, passive: true });
  }
}

/** How far below (and above) the screen a part starts loading: half a screen. */
const NEAR = '50% 0px';

export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>, opts: { fallback?: ReactNode; className?: string } = {}) {
  let start = () => {};
  // A page the shopper moved to in the browser draws its parts at once.
  const gate = inBrowser && !pageLive ? new Promise<void>((resolve) => waiting.add((start = resolve))) : null;
  const release = () => {
    waiting.delete(start);
    start();
  };
  const Part = lazy(async () => {
    await gate;
    return { default: await load() };
  });

  return memo(function LaterPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const drawn = useRef(false);
    useLocation();
    // Drawn again (new props, or a new address): the page has moved on, every part comes to life now,
    // and parts of pages reached from here are drawn at once.
    if (drawn.current) releaseAll();
    drawn.current = true;
    useEffect(() => {
      if (!gate || !box.current) return;
      const watch = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && release(), { rootMargin: NEAR });
      watch.observe(box.current);
      void gate.then(() => watch.disconnect());
      return () => watch.disconnect();
    }, []);
    // The same element while the props are the same: a new address alone does not reach the part.
    const part = useMemo(
      () => (
        <Suspense fallback={opts.fallback ?? null}>
          <Part {...props} />
        </Suspense>
      ),
      [props],
    );
    return (
      <div ref={box} className={opts.className}>
        {part}
      </div>
    );
  });
}
