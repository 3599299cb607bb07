// If the dialogs' code cannot be fetched (offline, or a new version of the shop replaced it), the
// shopper hears so and the page stays as it was.
import { Component, type ReactNode } from 'react';

interface Props {
  onFailure(): void;
  children: ReactNode;
}

export class DialogLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A dialog could not be loaded', error);
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
