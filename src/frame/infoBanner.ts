import {HOSTS, STORAGE_KEYS} from '../../lib/portal/config';

/**
 * Spec section 8: the info banner shows only on the develop host, and never when local storage
 * `Prevent Info-Banner` is `true`.
 */
export function shouldShowInfoBanner(hostname: string, preventFlag: string | null): boolean {
  return hostname === HOSTS.develop && preventFlag?.trim() !== 'true';
}

/** The flag, or null when storage is unavailable (privacy mode, blocked cookies). */
export function readPreventFlag(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.preventInfoBanner) ?? null;
  } catch {
    return null;
  }
}
