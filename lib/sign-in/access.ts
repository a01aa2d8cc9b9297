import type {SignInSettings} from './settings';
import type {Session} from './session';

/** Whether a signed-in reader may read the internal portal, and if not, why (shown on the 403 page). */
export type AccessDecision = {allowed: true} | {allowed: false; reason: string};

/**
 * As oauth2-proxy decides: every restriction the operator configured must hold. With allowed email
 * domains, the reader's verified email must be in one of them; with allowed groups, the reader must
 * be in one of them.
 */
export function decideAccess(session: Session, settings: Pick<SignInSettings, 'allowedEmailDomains' | 'allowedGroups'>): AccessDecision {
  if (settings.allowedEmailDomains.length > 0) {
    const domain = session.email.toLowerCase().split('@').at(-1) ?? '';
    if (!session.email.includes('@')) {
      return {allowed: false, reason: 'Your identity provider did not tell us your email address.'};
    }
    if (!session.emailVerified) {
      return {allowed: false, reason: `Your email address ${session.email} is not verified at your identity provider.`};
    }
    if (!settings.allowedEmailDomains.includes(domain)) {
      return {
        allowed: false,
        reason: `The internal portal is open to ${settings.allowedEmailDomains.map((allowed) => `@${allowed}`).join(', ')} addresses; you signed in as ${session.email}.`,
      };
    }
  }
  if (settings.allowedGroups.length > 0 && !session.groups.some((group) => settings.allowedGroups.includes(group))) {
    return {
      allowed: false,
      reason: `The internal portal is open to members of ${settings.allowedGroups.join(', ')}; your account (${session.email || session.user}) is in none of them.`,
    };
  }
  return {allowed: true};
}
