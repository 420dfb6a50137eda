import { isAppleDevice } from '../device';

function leavePageFor(url: string) {
  window.location.assign(url);
}

/** 'Baixar App': Apple devices go to the App Store page instead of the download section the link points at. */
export function enhanceDownloadAppLink(link: HTMLAnchorElement, navigate = leavePageFor): void {
  const appStoreUrl = link.dataset.appStore;
  if (!appStoreUrl) return;
  link.addEventListener('click', (event) => {
    if (!isAppleDevice(navigator.userAgent)) return;
    event.preventDefault();
    navigate(appStoreUrl);
  });
}
