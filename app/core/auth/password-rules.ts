// The password length of spec section 5, in a module without zod: error messages on every page interpolate it.
export const passwordMinLength = 8;
