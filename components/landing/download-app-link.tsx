import type { ReactNode } from 'react';

interface DownloadAppLinkProps {
  /** The download section: where everyone but Apple users goes, and where the link points without JavaScript. */
  href: string;
  appStoreUrl: string;
  className?: string;
  children: ReactNode;
}

/**
 * 'Baixar App': the App Store page on Apple devices (enhance/download-app-link.ts), otherwise the download
 * section of the page.
 */
export function DownloadAppLink({ href, appStoreUrl, className, children }: DownloadAppLinkProps) {
  return (
    <a href={href} className={className} data-app-store={appStoreUrl}>
      {children}
    </a>
  );
}
