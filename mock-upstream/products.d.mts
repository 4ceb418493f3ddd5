// Types of what the tests import from products.mjs.
export function ageOn(birthDate: unknown, today: string): number | null;
