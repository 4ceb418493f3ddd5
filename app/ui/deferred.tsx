// A component whose code is a chunk of its own, loaded as soon as the page's code runs and drawn in place of the
// server's markup when it arrives (decision 057). The server never waits for it: its build is one file, so the import
// has settled long before a request and the component is drawn straight into the document (a page without JavaScript
// gets the whole of it). In the browser, a component whose chunk has not arrived at hydration suspends inside its own
// boundary: React keeps the server's markup (what is typed in it stays) and hydrates those same nodes when the chunk
// lands.
import { createElement, lazy, memo, Suspense, useState, type ComponentType } from "react";

export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  const Lazy = lazy(() => loading);

  function Deferred(props: Props) {
    // Chosen once: swapping the lazy wrapper for the component it resolved to would draw the form anew, empty.
    const [component] = useState<ComponentType<Props>>(() => (loaded ?? Lazy) as ComponentType<Props>);
    // A boundary of its own on the server and while the page hydrates (the server's markup waits in it for the chunk).
    // Drawn later, by a navigation, none: the navigation (a transition) waits for the chunk as for the route's own code,
    // so the page shows with the form in it (a dialog can move focus into its first field).
    const [ownBoundary] = useState(() => typeof document === "undefined" || !document.documentElement.dataset.hydrated);
    const element = createElement(component, props);
    return ownBoundary ? <Suspense fallback={null}>{element}</Suspense> : element;
  }
  // Until the chunk arrives the boundary holds the server's markup, and new props would make React give that markup
  // up for the (empty) fallback: what the page redraws meanwhile (the shell once hydrated) waits for the chunk.
  return memo(Deferred, () => loaded === undefined) as unknown as ComponentType<Props>;
}
