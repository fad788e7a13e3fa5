import { Component, type ReactNode } from 'react';

interface OptionalPartState {
  hasFailed: boolean;
}

/**
 * A part of a page that loads as its own chunk and that the page can do without (the home page's popups):
 * if it fails to load or to draw, it is left out and the rest of the page stays, instead of React
 * unmounting the whole screen into a blank one.
 */
export class OptionalPart extends Component<{ children: ReactNode }, OptionalPartState> {
  override state: OptionalPartState = { hasFailed: false };

  static getDerivedStateFromError(): OptionalPartState {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
