// The floor's shell: a document with 25 navigation links, about what the back-office's sidebar holds, and nothing else.
import { Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";

const sections = Array.from({ length: 25 }, (_, index) => ({
  to: `/rows?section=${index + 1}`,
  label: `Sezione ${index + 1}`,
}));

export default function Root() {
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <nav aria-label="Sezioni">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <Outlet />
        </main>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
