import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { site } from '@/lib/site';
import messages from '@/messages/pt-BR.json';

/** The seven numbered sections of spec 1 §1, in order. */
const sections = ['about', 'data', 'use', 'sharing', 'payments', 'rights', 'changes'] as const;

interface SectionText {
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** Fills {productName} and turns {email} into a link to the support address. */
function renderText(template: string): ReactNode {
  const parts = template.replaceAll('{productName}', site.productName).split('{email}');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>}
    </Fragment>
  ));
}

function Paragraphs({ texts }: { texts?: string[] }) {
  return texts?.map((text, index) => <p key={index}>{renderText(text)}</p>);
}

export function PrivacyDocument() {
  const t = useTranslations('Privacy');
  const content = sections.map((key, index) => ({
    id: `secao-${index + 1}`,
    number: index + 1,
    // A section is an object of arrays, read as written: next-intl's translator takes leaves only (and no
    // raw reading of precompiled messages, lib/i18n/compile-messages.ts).
    ...(messages.Privacy.sections[key] as SectionText),
  }));

  return (
    <article className="lp-container lp-privacy">
      <header className="lp-privacy-intro">
        <h1>{t('title')}</h1>
        <p>{renderText(messages.Privacy.intro)}</p>
      </header>
      <nav className="lp-privacy-toc" aria-label={t('tocLabel')}>
        <ol>
          {content.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {content.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="lp-privacy-section"
          aria-labelledby={`${section.id}-titulo`}
        >
          <h2 id={`${section.id}-titulo`}>
            <span className="lp-privacy-number">{section.number}.</span> {section.title}
          </h2>
          <Paragraphs texts={section.paragraphs} />
          {section.items && (
            <ul>
              {section.items.map((item, index) => (
                <li key={index}>{renderText(item)}</li>
              ))}
            </ul>
          )}
          <Paragraphs texts={section.after} />
        </section>
      ))}
    </article>
  );
}
