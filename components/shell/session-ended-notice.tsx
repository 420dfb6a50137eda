'use client';

import { useEffect, useState } from 'react';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser/client';

/** The dialog's code loads when a session first ends (DialogOnDemand), not with every page. */
const loadSessionEndedDialog = () =>
  import('./session-ended-dialog').then((module) => module.SessionEndedDialog);

/**
 * Told when a call of this page found the session ended (idle too long, signed out elsewhere): signing in
 * from a new tab keeps this page and what it holds, so a plan or a form can still be saved here after.
 */
export function SessionEndedNotice() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SESSION_ENDED_EVENT, show);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, show);
  }, []);

  return (
    <DialogOnDemand
      load={loadSessionEndedDialog}
      open={open}
      props={{ open, onClose: () => setOpen(false) }}
    />
  );
}
