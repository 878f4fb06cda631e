// SPEC.md §7/§9: the cookie 'profile_{address}' caches the username and avatar for 30 days, so the
// header can show them on the first paint. What it holds came from this browser, but a cookie is
// still outside input: it is parsed defensively and only a valid name and a web URL survive.
import { isValidUsername } from '@flaskswap/sdk';

export const PROFILE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_AVATAR_URL_LENGTH = 2048;

export interface CachedProfile {
  username: string;
  /** An http(s) image URL, or '' when unknown. */
  avatar: string;
}

export function profileCookieName(address: string): string {
  return `profile_${address.toLowerCase()}`;
}

function safeImageUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_AVATAR_URL_LENGTH) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export function parseCachedProfile(raw: string | undefined): CachedProfile | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { username?: unknown; avatar?: unknown };
    const username = typeof value.username === 'string' && isValidUsername(value.username) ? value.username : '';
    const avatar = safeImageUrl(value.avatar);
    return username || avatar ? { username, avatar } : undefined;
  } catch {
    return undefined;
  }
}

/** The `document.cookie` assignment that stores `profile` (secure where the page is https). */
export function profileCookieAssignment(address: string, profile: CachedProfile, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ username: profile.username, avatar: profile.avatar }));
  return [
    `${profileCookieName(address)}=${value}`,
    `Max-Age=${PROFILE_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The assignment that removes the cookie (a paused or unregistered profile shows no avatar). */
export function profileCookieRemoval(address: string): string {
  return `${profileCookieName(address)}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The raw value of the cookie named `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
