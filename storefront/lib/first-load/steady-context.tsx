// A context for state that changes after hydration (the stored cart, the wish list, the customer
// session). React hands a new context value to every part of the page below the provider, and a
// part it has not hydrated yet (a lazy file still loading) is then thrown away and drawn again in
// the browser, or a navigation waits for it (decision 17). Here the context value never changes:
// it is a small store, and only the components that read it draw again when the state changes.
import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';

interface Store<T> {
  /** The value of the provider's first render: what the server drew, so hydration matches it. */
  readonly first: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

function createStore<T>(first: T): Store<T> {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    first,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const noSubscription = () => () => {};

export function createSteadyContext<T>(outside: T) {
  const Context = createContext<Store<T> | null>(null);

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    const [store] = useState(() => createStore(value));
    // Before the browser paints, so readers never show a value older than the provider's.
    useLayoutEffect(() => store.set(value), [store, value]);
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  /** The current value; `outside` where no provider is above (an error page drawn without the shell). */
  function useValue(): T {
    const store = useContext(Context);
    return useSyncExternalStore(
      store ? store.subscribe : noSubscription,
      store ? store.get : () => outside,
      store ? () => store.first : () => outside,
    );
  }

  return { Provider, useValue };
}
