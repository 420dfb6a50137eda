// Small decorative icons drawn inline: they cost a few bytes of HTML and no request.
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The one brand mark (components/ui/brand-mark.tsx), under the name the landing page uses. */
export { BrandMark as LogoMark } from '@/components/ui/brand-mark';

export function CalculatorIcon() {
  return (
    <Icon>
      <rect x="5" y="3" width="14" height="18" rx="2.5" />
      <path d="M8.5 7h7M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h.01M15.5 18h.01" />
    </Icon>
  );
}

export function PlateIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M2.5 4v5a1.5 1.5 0 0 0 3 0V4M4 9v11M21.5 4c-1.7.8-2.5 2.6-2.5 5v3h2.5v8" />
    </Icon>
  );
}

export function ProgressIcon() {
  return (
    <Icon>
      <path d="M4 19h16" />
      <path d="M5 15l4.5-4.5 3.5 3L19 7" />
      <path d="M15 7h4v4" />
    </Icon>
  );
}

export function PatientsIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.8a3.3 3.3 0 0 1 0 6.4M18.5 14.8c1.7.8 2.7 2.6 3 5.2" />
    </Icon>
  );
}

export function PlanIcon() {
  return (
    <Icon>
      <rect x="4.5" y="3.5" width="15" height="17" rx="2.5" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </Icon>
  );
}

export function ReportIcon() {
  return (
    <Icon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={20}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function AppleStoreIcon() {
  return (
    <Icon size={28}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </Icon>
  );
}

export function PlayStoreIcon() {
  return (
    <Icon size={28}>
      <path d="M6 3.5v17l14-8.5z" />
      <path d="M6 3.5l9 12M6 20.5l9-12" />
    </Icon>
  );
}

export function MailIcon() {
  return (
    <Icon size={20}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </Icon>
  );
}
