import { enhanceContactForm } from './contact-form';
import { enhanceDownloadAppLink } from './download-app-link';
import { enhanceFeedbackCarousel } from './feedback-carousel';
import { enhanceMobileMenu } from './mobile-menu';

/**
 * Gives the server-rendered public pages their behaviour: each widget is found by its data attribute, so
 * the page reads and works as plain HTML until (or without) this runs.
 */
export function enhancePublicPage(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]'))
    enhanceMobileMenu(toggle);
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-app-store]'))
    enhanceDownloadAppLink(link);
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]'))
    enhanceFeedbackCarousel(carousel);
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contact-form]'))
    enhanceContactForm(form);
}
