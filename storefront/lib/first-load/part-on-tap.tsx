// A part whose file is fetched when a tap first asks for it: the menu panel, the cart panel, the account
// dialogs. Once the offline service runs it keeps these files (docs/decisions/0098); before that, or when
// the file of an older version is gone, the fetch fails. The shopper is then told in the shop's words that
// it needs the connection, the page stays as it was, and the next tap fetches the file again (React keeps
// a failed lazy part failed, so a new one is made).
import { Component, type ComponentType, lazy, type ReactNode } from 'react';
import { OFFLINE_TRY_AGAIN } from '../../../shop-rules/messages/offline';
import { ERROR_CONNECTING_SERVER } from '../../../shop-rules/messages/shop';

export function partOnTap<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current = lazy(load);
  function Part(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return {
    Part,
    /** Starts the download early (a hover or focus); a failure here is told only at the tap. */
    preload: () => void load().catch(() => {}),
    /** After a failure: the next render fetches the file again. */
    again: () => {
      current = lazy(load);
    },
  };
}

/** What the shopper reads when a part's file could not be fetched. */
export const partFailureText = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_TRY_AGAIN : ERROR_CONNECTING_SERVER;

interface Props {
  onFailure(): void;
  children: ReactNode;
}

/** Catches a part whose file could not be fetched: draws nothing and lets its owner say so and close. */
export class PartLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded', error);
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
