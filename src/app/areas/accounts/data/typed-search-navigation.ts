import type { MyAccountsSearch } from './my-accounts-search';

/**
 * The longest a typed search's navigation waits for the device copy's answers started at the debounce: on a phone
 * at 4x CPU slowdown the copy answers a 6-letter name in 30-130 ms, and the screen rendered after that draws the
 * answers with the navigation, in one render. Shorter than the debounce, so a search navigates before the next
 * one typed can start.
 */
export const EARLY_ANSWER_WAIT_MS = 150;

/**
 * my-accounts' filter changes (`next`, to the screen's `current` search). A search typed (`q` in the change) first starts the device copy's queries for it
 * (`start`: my-accounts' and the contact search, issue 55), then navigates once they have answered or after
 * EARLY_ANSWER_WAIT_MS: the navigation's render (80-240 ms on the phone profile) no longer comes before the copy is
 * asked, nor before its answer. The last search typed wins: a search that has not navigated when a newer one is
 * typed never navigates (the newer one carries the box's text). Other changes navigate at once.
 */
export function typedSearchNavigation(
  start: (search: MyAccountsSearch) => Promise<unknown>,
  navigate: (next: Partial<MyAccountsSearch>) => void,
): (next: Partial<MyAccountsSearch>, current: MyAccountsSearch) => void {
  let typed = 0;
  return (next, current) => {
    if (!('q' in next)) return navigate(next);
    const search = ++typed;
    // A failed start (the contacts' chunk not loaded, offline) does not hold the navigation back.
    const answered = start({ ...current, ...next }).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, EARLY_ANSWER_WAIT_MS));
    void Promise.race([answered, waited]).then(() => {
      if (search === typed) navigate(next);
    });
  };
}
