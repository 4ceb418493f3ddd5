// The per-request CSP nonce, handed from the server render to the scripts the document emits.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
