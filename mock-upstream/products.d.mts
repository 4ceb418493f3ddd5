// Types of what the tests import from products.mjs.
export const adultAge: number;
export const underageMessage: string;
export function ageOn(birthDate: unknown, today: string): number | null;
