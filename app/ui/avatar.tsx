import { colourOf, initialsOf } from "~/lib/avatar";

/**
 * The picture from the avatar lookup laid over generated initials. A missing picture (the lookup answers 404) is a
 * broken image with empty alt text, which browsers do not draw, so the initials show without any script.
 */
export function Avatar({ name, surname, email, src, size = 36 }: { name: string; surname: string; email: string; src?: string; size?: number }) {
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full text-sm font-semibold text-white"
      style={{ width: size, height: size, backgroundColor: colourOf(email) }}
      aria-hidden="true"
    >
      {initialsOf(name, surname, email)}
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover"
          onError={(event) => {
            event.currentTarget.style.display = "none";
          }}
        />
      ) : null}
    </span>
  );
}
