'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useOnDemand } from '@/components/ui/use-on-demand';
import styles from './agenda-menu.module.css';

// The items and their dialogs load when the menu is first pointed at, focused or opened: the agenda loads
// none of them before.
const loadAgendaMenuItems = () => import('./agenda-menu-items').then((module) => module.AgendaMenuItems);

/**
 * The agenda menu: 'Gerenciar disponibilidade', 'Agendar manualmente', 'Assinar agenda no calendário' and
 * 'Agendamento online'.
 */
export function AgendaMenu({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('AppointmentsPage');
  const [expanded, setExpanded] = useState(false);
  const items = useOnDemand(loadAgendaMenuItems);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(expanded, container, trigger, () => setExpanded(false));

  // The chosen item is hidden with the list: focus goes to 'Agenda' first, so the dialog gives it back there
  // when it closes instead of losing it on the page.
  const collapse = useCallback(() => {
    trigger.current?.focus();
    setExpanded(false);
  }, []);

  return (
    <div ref={container} className={styles.agendaMenu}>
      <Button
        ref={trigger}
        variant="primary"
        aria-expanded={expanded}
        aria-controls="agenda-menu-items"
        onPointerEnter={items.prepare}
        onFocus={items.prepare}
        onClick={() => setExpanded((value) => !value)}
      >
        {t('agendaMenu')}
      </Button>
      {expanded || items.loaded ? (
        <ContentOnDemand
          code={items}
          props={{ nutritionistId, expanded, onChoose: collapse }}
          className={styles.agendaItems}
        />
      ) : null}
    </div>
  );
}
