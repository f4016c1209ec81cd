import { AUTH_ROUTES } from '@careledger/shared';

/** An invitation as the admin who made it sees it, once: whom it is for and the token of its link. */
export interface Invitation {
  name: string;
  email: string;
  token: string;
  expiresAt: string;
}

/** The link the invited person opens: this site's invitation screen with the token. */
export function invitationLink(token: string, origin: string = window.location.origin): string {
  return `${origin}${AUTH_ROUTES.invite}?token=${encodeURIComponent(token)}`;
}
