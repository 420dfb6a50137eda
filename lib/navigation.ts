// The menus of spec 1 §2 as data: which links each audience sees.
import type { Audience } from '@/lib/routes';
import type messages from '@/messages/pt-BR.json';

export interface MenuLink {
  href: string;
  /** Key in the `Shell` messages. */
  labelKey: keyof (typeof messages)['Shell'];
  /** Admin menu entries are icons with an accessible name. */
  icon?: 'foods' | 'home';
}

export const mainMenus: Record<Audience, readonly MenuLink[]> = {
  nutritionist: [
    { href: '/home', labelKey: 'dashboard' },
    { href: '/appointments', labelKey: 'appointments' },
    { href: '/finance', labelKey: 'finance' },
    { href: '/patients', labelKey: 'patients' },
  ],
  admin: [
    { href: '/foodstuffs', labelKey: 'foodstuffs', icon: 'foods' },
    { href: '/home', labelKey: 'home', icon: 'home' },
  ],
  patient: [],
};

/** 'Meu perfil' leads to the nutritionist profile; other audiences have no profile page. */
export const profileLinkFor: Record<Audience, string | null> = {
  nutritionist: '/profile',
  admin: null,
  patient: null,
};
