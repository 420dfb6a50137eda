'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadAvatarChooserDialog } from '@/components/avatars/load-avatar-chooser';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { DismissalKey, Nutritionist } from '@/lib/api/contract';
import { maskCep } from '@/lib/rules/profile';
import { AboutEditor } from './about-editor';
import { PatientPreview } from './patient-preview';
import styles from './profile.module.css';
import { ProfileSuggestion } from './profile-suggestion';
import { ReadOnlyFields } from './read-only-fields';
import { RemindersEditor } from './reminders-editor';
import { SpecializationsEditor } from './specializations-editor';
import { useDismissal } from './use-dismissal';

/** The address form's code loads when first opened (DialogOnDemand), not with the profile. */
const loadAddressDialog = () => import('./address-dialog').then((module) => module.AddressDialog);

/** /profile (spec 2 §2): what the nutritionist shows her patients, and the address of her consultations. */
export function ProfileScreen({
  profile: saved,
  dismissals,
  monthsActive,
}: {
  profile: Nutritionist;
  dismissals: readonly DismissalKey[];
  monthsActive: number;
}) {
  const t = useTranslations('Profile');
  const [profile, setProfile] = useState(saved);
  // A new photo refreshes the page's data (and the user menu); take it when it arrives.
  useEffect(() => setProfile(saved), [saved]);
  const [choosingAvatar, setChoosingAvatar] = useState(false);
  const [editingAddress, setEditingAddress] = useState(false);
  const avatarSuggestion = useDismissal(
    profile.id,
    'PROFILE_AVATAR_SUGGESTION',
    dismissals.includes('PROFILE_AVATAR_SUGGESTION'),
  );
  const addressSuggestion = useDismissal(
    profile.id,
    'PROFILE_ADDRESS_SUGGESTION',
    dismissals.includes('PROFILE_ADDRESS_SUGGESTION'),
  );
  const showAvatarSuggestion = !profile.photo_url && !avatarSuggestion.dismissed;
  const showAddressSuggestion = !profile.address && !addressSuggestion.dismissed;
  const address = profile.address;

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>

      {showAvatarSuggestion || showAddressSuggestion ? (
        <section aria-label={t('suggestions')}>
          <ul className={styles.suggestions}>
            {showAvatarSuggestion ? (
              <ProfileSuggestion
                title={t('avatarSuggestionTitle')}
                text={t('avatarSuggestionText')}
                actionLabel={t('changeAvatar')}
                onAction={() => setChoosingAvatar(true)}
                onDismiss={() => void avatarSuggestion.dismiss()}
              />
            ) : null}
            {showAddressSuggestion ? (
              <ProfileSuggestion
                title={t('addressSuggestionTitle')}
                text={t('addressSuggestionText')}
                actionLabel={t('addAddress')}
                onAction={() => setEditingAddress(true)}
                onDismiss={() => void addressSuggestion.dismiss()}
              />
            ) : null}
          </ul>
        </section>
      ) : null}

      <div className={styles.columns}>
        <div className={styles.main}>
          <Card as="section" title={t('personalTitle')}>
            <ReadOnlyFields profile={profile} />
          </Card>

          <Card as="section" title={t('photoTitle')}>
            <div className={styles.photoRow}>
              <Avatar src={profile.photo_url} name={profile.name} size={64} />
              <div>
                <p className={styles.hint}>{t('photoHint')}</p>
                <Button variant="secondary" onClick={() => setChoosingAvatar(true)}>
                  {t('changeAvatar')}
                </Button>
              </div>
            </div>
          </Card>

          <Card as="section" title={t('specializationsTitle')}>
            <SpecializationsEditor profile={profile} onSaved={setProfile} />
          </Card>

          <Card as="section" title={t('aboutTitle')}>
            <AboutEditor profile={profile} onSaved={setProfile} />
          </Card>

          <Card as="section" title={t('remindersTitle')}>
            <RemindersEditor profile={profile} onSaved={setProfile} />
          </Card>

          <Card
            as="section"
            title={t('addressTitle')}
            actions={
              <Button variant="secondary" size="sm" onClick={() => setEditingAddress(true)}>
                {address ? t('editAddress') : t('addAddress')}
              </Button>
            }
          >
            <p className={styles.hint}>{t('addressHint')}</p>
            {address ? (
              <address className={styles.address} data-testid="profile-address">
                {t('addressLine', {
                  street: address.street,
                  number: address.number,
                  complement: address.complement ? ` – ${address.complement}` : '',
                })}
                <br />
                {t('addressCity', {
                  neighborhood: address.neighborhood,
                  city: address.city,
                  state: address.state,
                  zipCode: maskCep(address.zip_code),
                })}
              </address>
            ) : (
              <p>{t('noAddress')}</p>
            )}
          </Card>
        </div>

        <PatientPreview profile={profile} monthsActive={monthsActive} />
      </div>

      <DialogOnDemand
        load={loadAvatarChooserDialog}
        open={choosingAvatar}
        props={{
          userId: profile.id,
          gender: profile.gender,
          open: choosingAvatar,
          onClose: () => setChoosingAvatar(false),
        }}
      />
      <DialogOnDemand
        load={loadAddressDialog}
        open={editingAddress}
        props={{
          open: editingAddress,
          onClose: () => setEditingAddress(false),
          profile,
          onSaved: setProfile,
        }}
      />
    </div>
  );
}
