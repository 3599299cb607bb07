// A part of the page whose file comes later (React.lazy) and that the page can do without: when the
// signal is gone as its file is asked for (a first visit, before the service worker keeps the files),
// it is asked for again once the browser is back online, and until then simply not shown, instead of
// taking the whole page down (docs/decisions/0066).
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (typeof window === 'undefined') throw error;
      return new Promise<T>((resolve) => addEventListener('online', () => resolve(attempt()), { once: true }));
    });
  return attempt;
}
