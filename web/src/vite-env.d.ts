/// <reference types="vite/client" />

/** The translations' version, for their URLs (build/locales-version-plugin.ts); 'dev' in dev. */
declare module 'virtual:locales-version' {
  const version: string;
  export default version;
}

/** The URL of the Ant Design styles built with the app (build/antd-styles-plugin.ts); null in dev. */
declare module 'virtual:antd-styles' {
  const url: string | null;
  export default url;
}
