/**
 * Moves the focus to a heading of new content (a new screen, the slots of a chosen day), so
 * keyboard and screen reader users continue there: the heading becomes a programmatic focus
 * target (tabindex -1, no tab stop, no ring — layout.css `.lesesaal-focus-target`).
 */
export function focusHeading(heading: HTMLElement): void {
  heading.setAttribute('tabindex', '-1');
  heading.classList.add('lesesaal-focus-target');
  heading.focus();
}
