import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'sutra-api';
/** Session tokens: what the storefront sends as `Authorization: Bearer …`. */
export const SESSION_AUDIENCE = 'sutra-store';
/** Reset tokens: only `POST /buyer_reset_password` takes them; the different audience keeps the two apart. */
export const RESET_AUDIENCE = 'sutra-password-reset';
/** Phone sign-up tokens: a proven number without an account; only `POST /buyer_phone_signup` takes them. */
export const PHONE_SIGNUP_AUDIENCE = 'sutra-phone-signup';

/** How long a login lasts. The storefront's Remember me changes nothing (spec), so one length for all. */
export const SESSION_LIFETIME = '7d';
/** How long, after a right code, the buyer has to choose a new password. */
export const RESET_TOKEN_LIFETIME = '15m';
/** How long, after a right code for a new number, the shopper has to give a name and email. */
export const PHONE_SIGNUP_TOKEN_LIFETIME = '15m';

const ALGORITHM = 'HS256';

export interface SessionClaims {
  buyerId: string;
  /** The buyer's `tokenVersion` when the token was made; a password change or reset bumps it. */
  tokenVersion: number;
}

/** A verified session token: whom it speaks for, and which token it is (logging out revokes that one). */
export interface VerifiedSession extends SessionClaims {
  /** The token's own id (`jti`), random per token. */
  tokenId: string;
  expiresAt: Date;
}

export interface ResetClaims extends SessionClaims {
  /** The password-reset code the token was given for (spent once used). */
  codeId: string;
}

export interface PhoneSignupClaims {
  /** The ten digits the code was sent to. */
  mobile: string;
  /** The phone code that proved it. */
  codeId: string;
}

/** Why a token was refused; callers answer 401 either way and never say which. */
export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Signs and checks the api's JWTs: HS256 only (the algorithm is pinned on verify, so `alg: none` and any other
 * algorithm are refused), with issuer, audience, subject, expiry and the buyer's token version checked every time.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signSession({ buyerId, tokenVersion }: SessionClaims): Promise<string> {
    return this.sign({ ver: tokenVersion, jti: randomUUID() }, buyerId, SESSION_AUDIENCE, SESSION_LIFETIME);
  }

  signReset({ buyerId, tokenVersion, codeId }: ResetClaims): Promise<string> {
    return this.sign({ ver: tokenVersion, jti: codeId }, buyerId, RESET_AUDIENCE, RESET_TOKEN_LIFETIME);
  }

  signPhoneSignup({ mobile, codeId }: PhoneSignupClaims): Promise<string> {
    return this.sign({ ver: 0, jti: codeId }, mobile, PHONE_SIGNUP_AUDIENCE, PHONE_SIGNUP_TOKEN_LIFETIME);
  }

  async verifyPhoneSignup(token: string): Promise<PhoneSignupClaims> {
    const payload = await this.verify(token, PHONE_SIGNUP_AUDIENCE);
    if (typeof payload.jti !== 'string' || !payload.jti) throw new InvalidTokenError('phone sign-up token without jti');
    return { mobile: payload.sub, codeId: payload.jti };
  }

  async verifySession(token: string): Promise<VerifiedSession> {
    const payload = await this.verify(token, SESSION_AUDIENCE);
    // Every session token carries an id, so each one can be logged out on its own.
    if (!payload.jti) throw new InvalidTokenError('session token without jti');
    return {
      buyerId: payload.sub,
      tokenVersion: payload.ver,
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  }

  async verifyReset(token: string): Promise<ResetClaims> {
    const payload = await this.verify(token, RESET_AUDIENCE);
    if (typeof payload.jti !== 'string' || !payload.jti) throw new InvalidTokenError('reset token without jti');
    return { buyerId: payload.sub, tokenVersion: payload.ver, codeId: payload.jti };
  }

  private sign(claims: Record<string, unknown>, subject: string, audience: string, lifetime: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.key);
  }

  private async verify(
    token: string,
    audience: string,
  ): Promise<{ sub: string; ver: number; exp: number; jti?: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, ver, jti, exp } = payload;
      if (typeof sub !== 'string' || !Number.isSafeInteger(ver) || typeof exp !== 'number') {
        throw new InvalidTokenError('malformed claims');
      }
      return { sub, ver: ver as number, exp, ...(typeof jti === 'string' && jti ? { jti } : {}) };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  }
}
