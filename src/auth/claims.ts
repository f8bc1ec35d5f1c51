import * as v from 'valibot';
import { type AuthUser, optionalText, picture } from './stored-session';

const claimsSchema = v.fallback(
  v.object({
    iss: optionalText,
    sub: optionalText,
    name: optionalText,
    given_name: optionalText,
    family_name: optionalText,
    preferred_username: optionalText,
    email: optionalText,
    picture,
  }),
  {
    iss: null,
    sub: null,
    name: null,
    given_name: null,
    family_name: null,
    preferred_username: null,
    email: null,
    picture: null,
  },
);

export function userFromClaims(claims: unknown): AuthUser {
  const c = v.parse(claimsSchema, claims);
  const fullName = [c.given_name, c.family_name].filter(Boolean).join(' ');
  return {
    id: c.sub === null ? null : [c.iss, c.sub].filter(Boolean).join(' '),
    name: c.name ?? (fullName || null) ?? c.preferred_username ?? c.email,
    picture: c.picture,
  };
}
