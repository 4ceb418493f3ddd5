import { colourOf, initialsOf } from "~/core/format/avatar";

/**
 * The picture from the avatar lookup laid over generated initials. It is a CSS background: when the lookup answers
 * 404 nothing is drawn and the initials show, with or without JavaScript, and no broken-image icon appears.
 */
export function Avatar({
  name,
  surname,
  email,
  src,
  size = 36,
}: {
  name: string;
  surname: string;
  email: string;
  src?: string;
  size?: number;
}) {
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full text-sm font-semibold text-[#fff]"
      style={{ width: size, height: size, backgroundColor: colourOf(email) }}
      aria-hidden="true"
    >
      {initialsOf(name, surname, email)}
      {src ? (
        <span
          data-avatar-picture={src}
          className="absolute inset-0 bg-cover bg-center"
          style={{ backgroundImage: `url("${encodeURI(src)}")` }}
        />
      ) : null}
    </span>
  );
}
