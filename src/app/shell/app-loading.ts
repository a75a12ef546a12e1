/*
 * The loading screen in index.html (#app-loading): a top bar and "Loading…", painted with the first response, so a
 * first visit on a slow network and an installed app opened offline show the console at once rather than a blank
 * page while the app's JavaScript loads and starts (issue 10). It lies over the page (fixed), so removing it moves
 * nothing. main.tsx removes it when the router has put the first screen on the page.
 */
export function dropAppLoading(): void {
  document.getElementById('app-loading')?.remove();
}
