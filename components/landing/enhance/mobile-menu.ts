/** Spec 1 §9: below this width the header menu folds behind a burger button. */
const WIDE_QUERY = '(min-width: 768px)';

/** The burger button of the header menu: opens and closes the panel it controls. */
export function enhanceMobileMenu(toggle: HTMLButtonElement): void {
  const doc = toggle.ownerDocument;
  const panel = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  let open = false;

  const setOpen = (value: boolean) => {
    open = value;
    toggle.setAttribute('aria-expanded', String(value));
    panel.toggleAttribute('data-open', value);
  };

  toggle.addEventListener('click', () => setOpen(!open));
  // Following a link from the open menu (an anchor or another page) closes it.
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  });
  doc.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (open && !panel.contains(target) && !toggle.contains(target)) setOpen(false);
  });
  const wide = window.matchMedia(WIDE_QUERY);
  wide.addEventListener('change', () => {
    if (wide.matches) setOpen(false);
  });
}
