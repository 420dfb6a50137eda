'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * For a change that takes away the control holding focus (a plan leaving the editor, an appointment
 * cancelled): `focusAfterRender(id)` gives focus to the element with that id once React has rendered the
 * change, after a closing dialog has given focus back, so it does not fall to the page's body. The
 * element needs `tabIndex={-1}` unless it is a control.
 */
export function useFocusAfterRender(): (id: string) => void {
  // An object, so asking twice for the same id focuses again.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
