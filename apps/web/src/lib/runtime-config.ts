/** Settings the API injects into index.html in place of `<!-- rumo:config -->`. */
export interface RumoRuntimeConfig {
  staticBaseUrl?: string;
}

declare global {
  interface Window {
    __RUMO__?: RumoRuntimeConfig;
  }
}

export function getRuntimeConfig(): RumoRuntimeConfig {
  return window.__RUMO__ ?? {};
}
