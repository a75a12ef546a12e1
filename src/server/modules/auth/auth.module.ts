// The auth area: the session hook every /api route passes through, then its own routes. It is called with the
// /api instance itself (not registered as a child plugin) so the hook covers every module registered after it.
import fastifyFormbody from '@fastify/formbody';
import type { AppInstance } from '../../http';
import { authRoutes } from './auth.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { registerSessionHook } from './session-hook';

export async function registerAuth(api: AppInstance): Promise<void> {
  registerSessionHook(api);
  // Form bodies are parsed here only (issue 56): the sign-in screen rendered at build time posts a plain form
  // before the app's JavaScript loads. Every other route takes JSON or files, so a form posted from another site
  // is not even read (415) where the request defence has not already refused it.
  await api.register(async (signIn) => {
    await signIn.register(fastifyFormbody);
    await signIn.register(authRoutes);
    await signIn.register(passwordResetRoutes);
  });
}
