/**
 * Klaro 0.7.22 renders each optional service's switch as a checkbox with tabindex="-1" when
 * services are not grouped by purpose (its `visible` prop is only set inside an expanded purpose
 * group), so a keyboard user can reach only the required services' labels. This gives the
 * enabled checkboxes back to the tab order whenever Klaro (re)renders its dialog; Space then
 * toggles them natively and Klaro's own change handler records the choice.
 */
const selector = '#klaro .cm-list-input:not([disabled])[tabindex="-1"]';

function restoreTabOrder(): void {
  document.querySelectorAll<HTMLInputElement>(selector).forEach((input) => {
    input.tabIndex = 0;
  });
}

let observer: MutationObserver | undefined;

/** Call after Klaro has shown its dialog (it renders into a #klaro element it keeps for the visit). */
export function keepKlaroTogglesFocusable(): void {
  restoreTabOrder();
  const root = document.getElementById('klaro');
  if (observer || !root) return;
  observer = new MutationObserver(restoreTabOrder);
  observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex']});
}
