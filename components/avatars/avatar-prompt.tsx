'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDismissal } from '@/components/profile/use-dismissal';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { Gender } from '@/lib/api/contract';
import styles from './avatar-prompt.module.css';
import { loadAvatarChooserDialog } from './load-avatar-chooser';

/**
 * Shown on the nutritionist's home while it has no photo: 'Agora não' (remembered for the account, on
 * every device) or 'Escolher avatar'.
 */
export function AvatarPrompt({ userId, gender }: { userId: number; gender: Gender | null }) {
  const t = useTranslations('AvatarChooser');
  const { dismissed, dismiss } = useDismissal(userId, 'HOME_AVATAR_PROMPT', false);
  const [choosing, setChoosing] = useState(false);
  if (dismissed) return null;
  return (
    <section className={styles.prompt} aria-labelledby="avatar-prompt-title">
      <div>
        <h2 id="avatar-prompt-title">{t('promptTitle')}</h2>
        <p>{t('promptText')}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => void dismiss()}>
          {t('notNow')}
        </Button>
        <Button variant="primary" onClick={() => setChoosing(true)}>
          {t('chooseAvatar')}
        </Button>
      </div>
      <DialogOnDemand
        load={loadAvatarChooserDialog}
        open={choosing}
        props={{ userId, gender, open: choosing, onClose: () => setChoosing(false) }}
      />
    </section>
  );
}
