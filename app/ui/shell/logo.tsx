// A neutral mark: the product's display name is a placeholder and no brand is shown (spec section 1).
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className ?? "h-8 w-8"} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M9 22V10h8a4 4 0 0 1 0 8h-8m8 0 6 4"
        fill="none"
        stroke="white"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
