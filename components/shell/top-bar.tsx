import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { BrandMark } from '@/components/ui/brand-mark';
import type { User } from '@/lib/api/contract';
import { mainMenus, profileLinkFor } from '@/lib/navigation';
import type { Audience } from '@/lib/routes';
import { site } from '@/lib/site';
import { MainMenu } from './main-menu';
import { FoodsIcon, HomeIcon } from './shell-icons';
import styles from './top-bar.module.css';
import { UserMenu } from './user-menu';

const icons = { foods: <FoodsIcon />, home: <HomeIcon /> };

export async function TopBar({ user, audience }: { user: User; audience: Audience }) {
  const t = await getTranslations('Shell');
  const tCatalogue = await getTranslations('Catalogue');
  const links = mainMenus[audience].map((link) => ({
    href: link.href,
    label: t(link.labelKey),
    icon: link.icon ? icons[link.icon] : undefined,
  }));
  return (
    <header className={styles.bar}>
      <a href="#conteudo" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Link href="/home" className={styles.brand}>
        <BrandMark size={30} />
        <span>{site.productName}</span>
      </Link>
      <MainMenu links={links} label={t('mainMenu')} toggleLabel={t('menuToggle')} />
      {audience === 'nutritionist' ? <NotificationBell receiverId={user.id} /> : null}
      <UserMenu
        name={user.name}
        photoUrl={user.photo_url}
        roleLabel={tCatalogue(`roles.${user.main_role}`)}
        profileHref={profileLinkFor[audience]}
      />
    </header>
  );
}
