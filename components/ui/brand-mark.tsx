/** The product's logo mark, drawn inline: the landing page, the sign-in frame and the portal header share it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#e8437a" />
      <path fill="#ffffff" d="M15 49c-3-19 9-33 35-35 3 23-11 36-35 35z" />
      <path fill="none" stroke="#e8437a" strokeWidth="3" strokeLinecap="round" d="M17 47c6-10 13-17 24-24" />
      <circle cx="46" cy="46" r="6" fill="#fde7ef" />
    </svg>
  );
}
