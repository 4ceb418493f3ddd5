// The generated avatar of spec section 7: initials on a colour derived from the email, so it is stable per person.
export function initialsOf(name: string, surname: string, email: string): string {
  const fromNames = `${name.trim().charAt(0)}${surname.trim().charAt(0)}`;
  if (fromNames) return fromNames.toUpperCase();
  return (email.trim().charAt(0) || "?").toUpperCase();
}

/** A hue from the email (a small, stable string hash), as an HSL colour dark enough for white text. */
export function colourOf(email: string): string {
  let hash = 0;
  for (const char of email.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `hsl(${hash % 360} 55% 40%)`;
}
