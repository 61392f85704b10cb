/** What the server hands the browser in window.__SHOP__ (remote addresses come from the manifest at run time). */
export interface RemoteManifestEntry {
  entry: string;
  css: string[];
}

export interface BootData {
  brand: string;
  brandName: string;
  locale: string;
  remotes: Record<string, RemoteManifestEntry>;
  trackingHosts: string[];
}
