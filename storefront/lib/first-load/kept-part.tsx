// A part of the page that the browser keeps as the server drew it, without its script, until the part
// is needed (decision 17, fifth pass). Unlike a lazy part inside Suspense, a kept part is not a
// dehydrated boundary: React never hydrates what is inside it, so no update after hydration can make
// React throw the server's drawing away, and text typed into it cannot be lost because nothing is
// redrawn until the part wakes.
//
// Only for parts whose drawing depends on their props alone: give the part a `key` that changes with
// what it shows (a product's number), so a navigation draws it anew instead of keeping the old one.
import {
  type ComponentType,
  type FormEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Handover } from './kept-part-handover';

/**
 * When a kept part's script is fetched and the part comes to life:
 * - 'near': when it comes within 300 px of the screen (carousels: they slide);
 * - 'use': when focus or a press reaches it (the category bar's lists);
 * - 'never': only when drawn anew by a navigation (plain links and text).
 * A part that wakes when near also wakes when focus or a press reaches it.
 */
export type Wake = 'near' | 'use' | 'never';

interface Options<P> {
  /** A dynamic import of the part: the browser's first scripts do not carry it. */
  load: () => Promise<ComponentType<P>>;
  wake: Wake;
}

/** On the server, every kept part's file, loaded before the first page is drawn (keptPartsReady). */
const serverLoads: (() => Promise<unknown>)[] = [];

/** Resolves once the server can draw every kept part at once (fast after the first call). */
export function keptPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}

/** React leaves an element's children alone when it hydrates an element that sets its own HTML. */
const KEEP_AS_DRAWN = { __html: '' };
const NEAR_MARGIN = '300px 0px';
const noSubscription = () => () => {};
const inBrowser = () => false;
const whileHydrating = () => true;
/**
 * The router's key for the page the server drew, taken when the first part hydrates (the shell's
 * footer and category bar are kept parts, so one always does). Not 'default': the router gives the
 * first page a key of its own.
 */
let firstPageKey: string | undefined;
/** Loaded with the first part that wakes; a part drawn by a navigation has nothing to carry over. */
let carryOver: ((given: Handover, live: HTMLElement) => void) | undefined;

export function keptPart<P extends object>({ load, wake }: Options<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= load().then((part) => (loaded = part)));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  if (import.meta.env.SSR) serverLoads.push(loadOnce);

  return function KeptPart(props: P) {
    // True only while React hydrates this part: a part drawn by a navigation is drawn at once.
    const hydrating = useSyncExternalStore(noSubscription, inBrowser, whileHydrating);
    // React draws a streamed part of the first page again in the browser when an update made just
    // after hydrating reaches it before its data has come; a page reached by a navigation shows its
    // parts at once.
    const { key: locationKey } = useLocation();
    if (hydrating && !import.meta.env.SSR) firstPageKey ??= locationKey;
    const firstPage = locationKey === firstPageKey;
    // A part that wakes near the screen waits for it also when drawn in the browser, showing nothing.
    const [kept, setKept] = useState<'drawn' | 'waiting' | false>(() =>
      hydrating ? !import.meta.env.SSR && 'drawn' : wake === 'near' && !loaded && firstPage && 'waiting',
    );
    const ref = useRef<HTMLDivElement>(null);
    const handover = useRef<Handover | null>(null);
    const wakeNow = useRef(() => {});
    const navigate = useNavigate();

    useEffect(() => {
      const element = ref.current;
      if (!kept || !element) return;
      const given: Handover = { drawn: element, focus: null, press: null, submit: null };
      let done = false;
      let stop = () => {};
      // A press whose pointer is still down is let finish on the drawing before the part comes to life:
      // its click must land on the drawing, which hands it over, not fall between the two.
      let pressing = false;
      let comeToLife: (() => void) | null = null;
      const release = () => {
        pressing = false;
        const now = comeToLife;
        comeToLife = null;
        if (now) setTimeout(now, 0);
      };
      const press = () => {
        pressing = true;
      };
      const wakeUp = () => {
        if (done) return;
        done = true;
        stop();
        Promise.all([loadOnce(), import('./kept-part-handover')]).then(
          ([, handing]) => {
            carryOver = handing.carryOver;
            comeToLife = () => {
              given.focus = element.contains(document.activeElement) ? document.activeElement : null;
              setKept(false);
            };
            // A pointer held down (or let go outside the window) does not keep the part asleep for long.
            if (pressing) setTimeout(release, 1000);
            else release();
          },
          // The part stays as drawn; its links still work. The next wake tries again.
          () => ((loading = null), (done = false)),
        );
      };
      handover.current = given;
      wakeNow.current = wakeUp;
      stop = watch(wake, element, wakeUp);
      // A part that wakes when near also wakes as soon as the shopper reaches it.
      const onUse = wake === 'near' || wake === 'use' ? ['focusin', 'pointerdown'] : [];
      element.addEventListener('pointerdown', press);
      for (const type of onUse) element.addEventListener(type, wakeUp);
      for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, release);
      return () => {
        stop();
        element.removeEventListener('pointerdown', press);
        for (const type of onUse) element.removeEventListener(type, wakeUp);
        for (const type of ['pointerup', 'pointercancel']) window.removeEventListener(type, release);
      };
    }, [kept]);

    // What the shopper did to the kept drawing carries over to the living part: typed text, ticks,
    // focus, and a press or a submit made while its file was coming.
    useLayoutEffect(() => {
      if (kept) return;
      const given = handover.current;
      handover.current = null;
      if (given && ref.current) carryOver?.(given, ref.current);
    }, [kept]);

    // Chosen when the part first lives and kept for its life: the loaded component when its file has
    // come (a part that wakes shows at once), Lazy before. Switching from Lazy to the loaded component
    // later would make React draw the part anew and lose what the shopper had typed into it.
    const chosen = useRef<ComponentType<P> | null>(null);
    const Live = kept && !import.meta.env.SSR ? null : (chosen.current ??= loaded ?? Lazy);
    // The same element while the props are the same: a draw that only this part's own state caused
    // does not reach what is inside.
    const live = useMemo(
      () =>
        Live && (
          <Suspense fallback={null}>
            <Live {...props} />
          </Suspense>
        ),
      [Live, props],
    );

    if (kept && !import.meta.env.SSR) {
      const onClick = (event: MouseEvent<HTMLDivElement>) => {
        // Links inside go through the router, as a <Link> would.
        const href = sameShopLink(event);
        if (href !== null) {
          event.preventDefault();
          return navigate(href);
        }
        const button = (event.target as Element).closest('button');
        if (button && button.type !== 'submit') {
          if (handover.current) handover.current.press = button;
          wakeNow.current();
        }
      };
      const onSubmit = (event: FormEvent<HTMLDivElement>) => {
        event.preventDefault();
        if (handover.current) handover.current.submit = event.target as HTMLFormElement;
        wakeNow.current();
      };
      return kept === 'waiting' ? (
        <div key="kept" ref={ref} className="kept-part">
          <div className="kept-part__waiting" />
        </div>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: catches clicks on the links and forms drawn inside.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keyboard; Enter on them is a click.
        <div
          key="kept"
          ref={ref}
          className="kept-part"
          onClick={onClick}
          onSubmit={onSubmit}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that tells React to keep the server's markup.
          dangerouslySetInnerHTML={KEEP_AS_DRAWN}
        />
      );
    }
    return (
      <div key="live" ref={ref} className="kept-part">
        {live}
      </div>
    );
  };
}

function watch(wake: Wake, element: HTMLElement, wakeUp: () => void): () => void {
  if (wake !== 'near') return () => {};
  // The wrapper has no box of its own (display: contents); its first child has.
  const target = element.firstElementChild;
  if (!target || typeof IntersectionObserver === 'undefined') return (wakeUp(), () => {});
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wakeUp(), {
    rootMargin: NEAR_MARGIN,
  });
  observer.observe(target);
  return () => observer.disconnect();
}

/** The shop path a plain click on a link inside goes to, or null where the browser should act. */
function sameShopLink(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return null;
  if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return null;
  return link.pathname + link.search + link.hash;
}
