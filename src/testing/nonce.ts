/** The nonce store as boot wires it to the client, with its cookie kept in a map the test can read. */
import { fetchNonceWith, type StoreClient } from "../api/client";
import { setNonceSource } from "../stores/nonce";

export function installClientNonce(client: Pick<StoreClient, "getNonce">): Map<string, string> {
  const cookies = new Map<string, string>();
  setNonceSource({
    fetchNonce: () => fetchNonceWith(client),
    readCookie: (name) => cookies.get(name),
    writeCookie: (name, value, days) => void (days < 0 ? cookies.delete(name) : cookies.set(name, value)),
  });
  return cookies;
}
