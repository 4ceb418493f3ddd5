// A day typed as dd/MM/yyyy (spec section 9). Once JavaScript runs, a calendar button joins it: the calendar (and the
// date library it needs) is its own chunk, fetched only when a form with a date field is on screen.
import { lazy, Suspense, useRef, useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "~/ui/shell-kit";

const DateCalendar = lazy(() => import("./date-calendar"));

export function DateField({ inputProps }: { inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string } }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(String(inputProps.defaultValue ?? ""));

  const choose = (text: string) => {
    const element = input.current;
    if (!element) return;
    // Set the value as the browser would, so the form library sees an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
    setTyped(element.value);
    element.focus();
  };
  const { key, ...rest } = inputProps;

  return (
    <div className="relative mt-1">
      <input
        {...rest}
        key={key}
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="input pr-10"
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      {hydrated ? (
        <Suspense fallback={null}>
          <DateCalendar typed={typed} onChoose={choose} />
        </Suspense>
      ) : null}
    </div>
  );
}
