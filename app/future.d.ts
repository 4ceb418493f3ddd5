// Loader and action data travel as single fetch encodes them (turbo-stream), and the types say so.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
