/// <reference types="vite/client" />

/** The translations' version, for their URLs (build/locales-version-plugin.ts); 'dev' in dev. */
declare module 'virtual:locales-version' {
  const version: string;
  export default version;
}
