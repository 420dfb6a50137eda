'use client';

import { useEffect, useRef, useState } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A form that takes the place of the button opening it (a phone, goals, notes). Removing the button that
 * holds the focus drops it to the page's top, so the next Tab starts over: opening moves the focus to the
 * form's first field (`form` goes on the form), and closing it, saved or cancelled, back to the button
 * (`trigger`), rendered again. A form whose code loads on opening says so with `ready`: the focus waits for it.
 */
export function useInlineEditor(ready = true) {
  const [editing, setEditing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Only a change asked for here moves the focus, not the first render; and only once the screen shows
  // it: a render for something else (the form's code arriving) can come first, with the old state.
  const asked = useRef<boolean | null>(null);

  useEffect(() => {
    if (asked.current !== editing || (editing && !ready)) return;
    asked.current = null;
    if (editing) form.current?.querySelector<HTMLElement>(FIELDS)?.focus();
    else trigger.current?.focus();
  }, [editing, ready]);

  const move = (next: boolean) => {
    asked.current = next;
    setEditing(next);
  };
  return { editing, open: () => move(true), close: () => move(false), trigger, form };
}
