import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Shows nothing in place of a part whose chunk failed to load, and tells its owner. */
class FailedPart extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(): void {
    this.props.onFailed();
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the shell's chrome loaded on demand (the notifications bell, "go to screen"). Its chunk can fail to load:
 * the device went offline after the page but before the chunk (a first visit, before the service worker holds it).
 * A plain `lazy` would then throw to the route's error screen ("This page could not be loaded") and take the screen
 * the user is working in with it. This shows nothing in the part's place instead, and loads it again when the
 * browser is back online (a new `lazy`, as React keeps a failed one failed).
 */
export function shellPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Kept here, not in the component: a component that suspends on its first render keeps no state or memo, so a
  // lazy made inside it would be made (and loaded) again on every render.
  const make = () => lazy(() => load().then((loaded) => ({ default: loaded })));
  let attempt = 0;
  let Part = make();
  function ShellPart(props: P) {
    const [shown, setShown] = useState(attempt);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return;
      const retry = () => {
        // The first of the mounted parts to hear it makes the new attempt; the others show it.
        if (shown === attempt) {
          attempt += 1;
          Part = make();
        }
        setFailed(false);
        setShown(attempt);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed, shown]);
    return (
      <FailedPart key={shown} onFailed={() => setFailed(true)}>
        <Part {...props} />
      </FailedPart>
    );
  }
  return ShellPart;
}
