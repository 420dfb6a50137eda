/**
 * Apple devices get the App Store page for 'Baixar App'. iPadOS asks for desktop sites and reports itself as
 * a Mac, so a Mac user agent counts too; the App Store page opens on a Mac as well.
 */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}
