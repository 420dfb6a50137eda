import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';
import { ContactForm } from './contact-form';

export function ContactSection() {
  const t = useTranslations('Landing.contact');
  const email = site.supportEmail;

  return (
    <section id={sectionIds.contact} className="lp-section lp-section-white" aria-labelledby="contato-titulo">
      <div className="lp-container lp-contact">
        <div>
          <h2 id="contato-titulo">{t('title')}</h2>
          <p className="lp-lead">
            {t.rich('intro', {
              address: email,
              email: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
            })}
          </p>
        </div>
        <div className="lp-form-card">
          <ContactForm
            to={email}
            text={{
              name: t('name'),
              subject: t('subject'),
              message: t('message'),
              submit: t('submit'),
              incomplete: t('incomplete'),
              offerCopy: t('offerCopy'),
              promptCopy: t('promptCopy'),
              copied: t('copied'),
              emailTo: t('emailTo'),
              emailSubject: t('emailSubject'),
              emailName: t('emailName'),
            }}
          />
        </div>
      </div>
    </section>
  );
}
