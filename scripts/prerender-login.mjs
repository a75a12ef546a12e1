// Post-build step (npm run build): writes dist/app/login.html, the built index.html with the sign-in screen already
// in it, so /login (and / when signed out) paints and submits before the app's JavaScript arrives. The form posts
// to /api/login as a plain form; the server redirects to /home, or back to /login?error=… (auth.routes.ts).
// The markup uses the same Tailwind classes and labels as areas/auth/components/login-page.tsx (those classes are
// in the built CSS because that component uses them); the app removes it when its own sign-in form mounts.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('dist/app');
const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');

const control =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500 sm:min-h-10 sm:text-sm border-slate-300';
const button =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 bg-brand text-white hover:bg-brand-strong min-h-11 px-4 text-sm sm:min-h-10 w-full';

const field = (id, label, attrs) => `<div class="flex flex-col gap-1"><div class="flex items-baseline gap-0.5"><label for="${id}" class="text-sm font-medium text-slate-800">${label}</label><span aria-hidden="true" class="text-red-700">*</span></div><input id="${id}" ${attrs} required aria-required="true" class="${control}"></div>`;

const form = `<div id="prerendered-login" class="flex min-h-dvh flex-col"><header class="bg-brand px-4 py-3 text-white"><p class="text-lg font-semibold">Sales Console</p></header><main id="main-content" class="flex flex-1 items-start justify-center px-3 py-8 sm:items-center sm:py-12"><div class="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"><h1 class="mb-4 text-xl font-semibold text-slate-900">Sign in</h1><form method="post" action="/api/login" class="flex flex-col gap-4"><!--login-error-->${field('prerendered-username', 'Username', 'name="username" autocomplete="username" autocapitalize="none" spellcheck="false"')}${field('prerendered-password', 'Password', 'name="password" type="password" autocomplete="current-password"')}<button type="submit" class="${button}">Sign in</button><a href="/reset-password" class="inline-flex min-h-11 items-center justify-center text-sm text-brand underline-offset-2 hover:underline">Forgot your password?</a></form></div></main></div>`;

if (!index.includes('<div id="root"></div>')) throw new Error('prerender-login: dist/app/index.html has no empty #root');
// The app's loading screen (index.html's #app-loading) is not on the sign-in page: its form is the first paint.
const loading = /<!--[^>]*-->\s*<div id="app-loading"[\s\S]*?<!--\/app-loading-->/;
if (!loading.test(index)) throw new Error('prerender-login: dist/app/index.html has no #app-loading block');
const html = index
  .replace(loading, '')
  .replace('<div id="root"></div>', `${form}<div id="root"></div>`).replace('<title>Sales Console</title>', '<title>Sign in · Sales Console</title>');
fs.writeFileSync(path.join(dir, 'login.html'), html);
console.log('prerender-login: wrote dist/app/login.html');
