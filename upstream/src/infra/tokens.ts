// Signed JWTs (HS256) carrying the user id, a token id (for revocation) and the user's token version.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  jti: string;
  version: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: number, version: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number, now = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, version) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !payload.jti || typeof payload.ver !== 'number' || !payload.exp)
          return null;
        return { userId, jti: payload.jti, version: payload.ver, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
