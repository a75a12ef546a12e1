/*
 * The sign-in screen rendered at build time (scripts/prerender-login.mjs) sits beside #root in the page the server
 * sends for /login (and / when signed out), so it paints and submits before this bundle loads. The app takes over
 * when its own sign-in form mounts: it keeps what was typed, the focus and the server's message, and removes the
 * prerendered copy in the same task (a layout effect), so the two forms never show together.
 */

const ID = 'prerendered-login';

export type PrerenderedLogin = {
  username: string;
  password: string;
  focus: 'username' | 'password' | null;
  failure: string | null;
  /** The user tried to send it with a field empty (the browser stopped the plain form): show the required errors. */
  attempted: boolean;
};

function userInvalid(frame: HTMLElement): boolean {
  try {
    return frame.querySelector(':user-invalid') !== null;
  } catch {
    return false; // a browser without :user-invalid
  }
}

/** Removes the prerendered sign-in screen, if the page has one, and returns what the user did with it. */
export function takeOverPrerenderedLogin(): PrerenderedLogin | null {
  const frame = document.getElementById(ID);
  if (!frame) return null;
  const field = (name: string) => frame.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  const taken: PrerenderedLogin = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focus: active && active === username ? 'username' : active && active === password ? 'password' : null,
    failure: frame.querySelector('[role="alert"]')?.textContent ?? null,
    attempted: userInvalid(frame),
  };
  frame.remove();
  return taken;
}

/** Removes the prerendered sign-in screen when the app shows another page (e.g. a signed-in user sent home). */
export function dropPrerenderedLogin(): void {
  document.getElementById(ID)?.remove();
}
