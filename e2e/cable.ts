// A cable between one test's browser and the shared back-office, which the test can cut and mend: a TCP relay on a port
// of its own. Cut, it stops listening and drops every connection, so the page and its service worker alike meet a
// dead network (the browser's offline switch alone does not reach a service worker's own requests), and nothing of
// it reaches any other test. The page's origin is the relay's own, so each test also starts with no service worker.
import net from "node:net";
import { appPort } from "./ports";

export type Cable = { url: string; cut(): Promise<void>; mend(): Promise<void>; close(): Promise<void> };

export async function layCable(targetPort = appPort): Promise<Cable> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const server = net.connect(targetPort, "127.0.0.1");
    sockets.add(client);
    sockets.add(server);
    const drop = () => {
      client.destroy();
      server.destroy();
      sockets.delete(client);
      sockets.delete(server);
    };
    client.on("error", drop).on("close", drop);
    server.on("error", drop).on("close", drop);
    client.pipe(server).pipe(client);
  };
  let listener: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer(relay);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as net.AddressInfo).port;
        listener = server;
        resolve();
      });
    });
  const cut = async () => {
    const server = listener;
    listener = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen();
  return {
    // `localhost`, as the shared sign-ins' cookies were given to it (cookies do not tell ports apart).
    url: `http://localhost:${port}`,
    cut,
    mend: listen,
    close: cut,
  };
}
