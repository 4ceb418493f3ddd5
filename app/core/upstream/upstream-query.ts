// The shape of an upstream query string, shared by the client (server) and the pure list-query module.
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
