// The auth area: the session hook every /api route passes through, then its own routes. It is called with the
// /api instance itself (not registered as a child plugin) so the hook covers every module registered after it.
import type { AppInstance } from '../../http';
import { authRoutes } from './auth.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { registerSessionHook } from './session-hook';

export async function registerAuth(api: AppInstance): Promise<void> {
  registerSessionHook(api);
  await api.register(authRoutes);
  await api.register(passwordResetRoutes);
}
