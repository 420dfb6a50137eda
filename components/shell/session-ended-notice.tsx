'use client';

import { useEffect, useRef, useState } from 'react';
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
  // Signing in from a new tab: the page's calls still fail until she has (a search retrying, the bell's
  // poll), and each would raise the notice again behind her. It waits until she is back on this page.
  const away = useRef(false);

  useEffect(() => {
    const show = () => {
      if (!away.current) setOpen(true);
    };
    const back = () => {
      if (document.visibilityState === 'visible') away.current = false;
    };
    window.addEventListener(SESSION_ENDED_EVENT, show);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, show);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, []);

  const signInElsewhere = () => {
    away.current = true;
    setOpen(false);
  };
  return (
    <DialogOnDemand
      load={loadSessionEndedDialog}
      open={open}
      props={{ open, onClose: () => setOpen(false), onSignInElsewhere: signInElsewhere }}
    />
  );
}
