'use client';

import type { MouseEvent, ReactNode } from 'react';
import { isAppleDevice } from './device';

interface DownloadAppLinkProps {
  /** The download section: where everyone but Apple users goes, and where the link points without JavaScript. */
  href: string;
  appStoreUrl: string;
  className?: string;
  children: ReactNode;
}

/** 'Baixar App': the App Store page on Apple devices, otherwise the download section of the page. */
export function DownloadAppLink({ href, appStoreUrl, className, children }: DownloadAppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isAppleDevice(navigator.userAgent)) return;
    event.preventDefault();
    window.location.assign(appStoreUrl);
  }

  return (
    <a href={href} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
