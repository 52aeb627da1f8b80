/**
 * After a refused submit, moves focus to the form's first field marked invalid (aria-invalid),
 * once React has drawn the errors, so a keyboard or screen-reader user lands on what to fix.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  window.setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  }, 0);
}
