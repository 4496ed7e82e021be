import { HOW_IT_WORKS_SECTION_ID } from '../../config/paths';

/**
 * Scrolls the "How it works" section to the top of the window (the hero's "Learn more", the bar's link to
 * `/#how-it-works`). Does nothing while the section is not on the page yet (its code still loading).
 */
export function scrollToHowItWorks(behavior: ScrollBehavior): void {
  document.getElementById(HOW_IT_WORKS_SECTION_ID)?.scrollIntoView({ behavior, block: 'start' });
}
