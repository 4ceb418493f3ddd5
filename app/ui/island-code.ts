// The modules of a page's islands (ui/island.tsx, decision 059), loading: apart from the component so the root, which
// waits for them before it marks the page interactive, loads nothing else of it.

export interface IslandCode<Module> {
  /** Set once the module has loaded (on the server before the first render: see `islandsLoaded`). */
  module: Module | undefined;
  ready: Promise<Module>;
}

const loading: Promise<unknown>[] = [];

/** Starts loading an island's module. Call it at the top of the module that draws the island, never in a render. */
export function islandCode<Module>(load: () => Promise<Module>): IslandCode<Module> {
  const code: IslandCode<Module> = { module: undefined, ready: Promise.resolve(undefined as Module) };
  code.ready = load().then((module) => {
    code.module = module;
    return module;
  });
  // A chunk that cannot load (the connection is gone) leaves the part a plain form; nothing else waits on it.
  code.ready.catch(() => undefined);
  loading.push(code.ready);
  return code;
}

/**
 * Settles once every island's module has loaded or failed, after the islands on screen were drawn with it: the
 * server renders nothing before it, and the page's mark that it is interactive (`html[data-hydrated]`) waits for it.
 */
export function islandsLoaded(): Promise<void> {
  return Promise.allSettled(loading).then(() => undefined);
}

/** Sent (bubbling) by an island drawn after its loading line, for what sets the focus around it. */
export const islandDrawnEvent = "island-drawn";
