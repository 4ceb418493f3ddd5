// Any path no route knows answers 404 with the not-found page (spec section 2).
import { NotFoundPage } from "~/ui/frame-kit";

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
