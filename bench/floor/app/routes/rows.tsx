// The floor's page: one upstream call for 25 rows (the mock upstream of the same run, so the same latency), shown as
// a six-column table. The request id is forwarded as the back-office does, so the bench can read the critical path.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

type Row = { _id: string; name?: string; status?: string; startDate?: string; discoId?: string; updatedAt?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const upstream = process.env.FLOOR_UPSTREAM_URL;
  const token = process.env.FLOOR_UPSTREAM_TOKEN;
  if (!upstream || !token)
    throw new Response("FLOOR_UPSTREAM_URL and FLOOR_UPSTREAM_TOKEN are not set", { status: 500 });
  const requestId = request.headers.get("x-request-id");
  const response = await fetch(`${upstream}/events?limit=25&sort=_id`, {
    headers: { Authorization: `Bearer ${token}`, ...(requestId ? { "x-request-id": requestId } : {}) },
  });
  if (!response.ok) throw new Response(`upstream answered ${response.status}`, { status: 502 });
  const rows = ((await response.json()) as Row[]).map((row) => ({
    id: row._id,
    name: row.name ?? "",
    status: row.status ?? "",
    startDate: row.startDate ?? "",
    venue: row.discoId ?? "",
    updatedAt: row.updatedAt ?? "",
  }));
  return { rows };
}

export default function Rows() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Nome</th>
          <th scope="col">Stato</th>
          <th scope="col">Inizio</th>
          <th scope="col">Locale</th>
          <th scope="col">Aggiornato</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.name}</td>
            <td>{row.status}</td>
            <td>{row.startDate}</td>
            <td>{row.venue}</td>
            <td>{row.updatedAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
