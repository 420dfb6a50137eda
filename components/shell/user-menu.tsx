'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { endSession } from '@/components/auth/use-session';
import { Avatar } from '@/components/ui/avatar';
import { askToLeaveUnsavedChanges } from '@/components/ui/leaving-page';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useToast } from '@/components/ui/toast-provider';
import { useDismiss } from '@/components/ui/use-dismiss';
import { ChevronDownIcon } from './shell-icons';
import styles from './top-bar.module.css';

/** The user's name and avatar, opening 'Meu perfil', 'Sair da conta' and 'Sair de todos os dispositivos'. */
export function UserMenu({
  name,
  photoUrl,
  roleLabel,
  profileHref,
}: {
  name: string;
  photoUrl: string | null;
  roleLabel: string;
  profileHref: string | null;
}) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  const { showToast } = useToast();

  useDismiss(open, container, button, closeMenu);

  async function signOut() {
    // Signing out leaves the page: a changed plan or food form asks first, as its links do.
    if (!askToLeaveUnsavedChanges()) return;
    setSigningOut(true);
    // The portal ends the token upstream too; whatever happens there, this browser is signed out.
    await endSession().catch(() => undefined);
    window.location.assign('/login');
  }

  async function signOutEverywhere() {
    const consent = askToLeaveUnsavedChanges();
    if (!consent) return;
    setSigningOut(true);
    const signedOut = await endSession({ everywhere: true }).then(
      () => true,
      () => false,
    );
    if (signedOut) {
      window.location.assign('/login');
      return;
    }
    // Still signed in here, with the changes: leaving the page asks again.
    consent.stay();
    // The other devices may still be signed in: this one stays, so the user can try again.
    // The list closes with the focused item in it: focus goes back to the menu's button (unless the
    // user has since moved it elsewhere on the page).
    const focused = document.activeElement;
    if (!focused || focused === document.body || container.current?.contains(focused))
      button.current?.focus();
    setSigningOut(false);
    setOpen(false);
    showToast(t('signOutEverywhereFailed'), { tone: 'error' });
  }

  return (
    <div className={styles.userMenu} ref={container}>
      <LoadingOverlay active={signingOut} />
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} src={photoUrl} size={36} decorative />
        <span className={styles.userText}>
          <span className={styles.userName}>{name}</span>
          <span className={styles.userRole}>{roleLabel}</span>
        </span>
        <ChevronDownIcon />
        <span className="visually-hidden">{t('userMenu')}</span>
      </button>
      <ul id={menuId} className={styles.dropdown} hidden={!open}>
        {profileHref ? (
          <li>
            <Link href={profileHref} onClick={() => setOpen(false)}>
              {t('profile')}
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={signOut}>
            {t('signOut')}
          </button>
        </li>
        <li>
          <button type="button" onClick={signOutEverywhere}>
            {t('signOutEverywhere')}
          </button>
        </li>
      </ul>
    </div>
  );
}
