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

export const AUTH_COOKIE = 'auth_token';

export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
