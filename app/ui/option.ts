// One choice of a select, as a select over the server or a list filter shows it.
export type Option = { value: string; label: string };
