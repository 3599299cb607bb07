// Server-drawn content far down a page (the category page's design sections) that a phone should
// not spend its first seconds bringing to life. The server renders it as usual, so it is on the
// page and in search engines' copy at once; in the browser React leaves that HTML as it is and
// hydrates it only when it comes within NEAR_MARGIN of the screen. Its links work meanwhile, as
// plain links. React does this for a Suspense boundary whose lazy component has not resolved yet:
// here the lazy component resolves when the element comes near.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const NEAR_MARGIN = '400px 0px';

type Gate = ComponentType<{ children: ReactNode }>;
const gates = new Map<string, Gate>();
const PassThrough: Gate = ({ children }) => children;

/** Resolves when the element with this id comes near the screen (at once without one, or on the server). */
function nearScreen(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
  });
}

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    gate = lazy(() => nearScreen(id).then(() => ({ default: PassThrough })));
    gates.set(id, gate);
  }
  return gate;
}

interface Props {
  /** Unique on the page and the same on the server and in the browser. */
  id: string;
  className?: string;
  children: ReactNode;
}

export function HydrateWhenNear({ id, className, children }: Props) {
  const Gate = gateFor(id);
  return (
    <div id={id} className={className}>
      <Suspense fallback={null}>
        <Gate>{children}</Gate>
      </Suspense>
    </div>
  );
}
