/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Base URL of the API ('/api' when unset): set it to talk to a separate API host. */
  readonly VITE_API_BASE?: string;
  /** The build's name, a hash of the app's sources (vite.config.ts); unset in unit tests. */
  readonly VITE_APP_BUILD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
