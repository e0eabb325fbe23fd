import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../config.js';

export const GOOGLE_SCOPES = 'openid email profile';

/** What the browser carries from the start of a sign-in to its callback, so the response can be trusted. */
export interface GoogleSignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A Google account whose email address Google has verified. */
export interface GoogleIdentity {
  subject: string;
  email: string;
}

/** Google answered, but not with something we sign a member in with. */
export class GoogleSignInRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleSignInRefused';
  }
}

/** The authorization-code flow with PKCE, state and nonce against Google (or whichever issuer is configured). */
export class GoogleOidcClient {
  #discovered: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: GoogleSignInConfig) {}

  async startSignIn(): Promise<{ authorizationUrl: URL; checks: GoogleSignInChecks }> {
    const configuration = await this.configuration();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: GOOGLE_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { authorizationUrl, checks };
  }

  /** Validates the callback, exchanges the code and checks the ID token (issuer, audience, nonce, expiry). */
  async finishSignIn(callbackPathAndQuery: string, checks: GoogleSignInChecks): Promise<GoogleIdentity> {
    const configuration = await this.configuration();
    // openid-client sends the callback URL without its query as redirect_uri, so it must be the public one.
    const callbackUrl = new URL(callbackPathAndQuery, this.settings.redirectUri);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new GoogleSignInRefused('the token response has no ID token');
    if (claims.email_verified !== true || typeof claims.email !== 'string') {
      throw new GoogleSignInRefused('the Google account has no verified email address');
    }
    return { subject: claims.sub, email: claims.email };
  }

  /** Discovery runs at first use, so start-up never waits on the network; a failure is forgotten so the next visit retries. */
  private configuration(): Promise<oidc.Configuration> {
    this.#discovered ??= this.discover().catch((error: unknown) => {
      this.#discovered = undefined;
      throw error;
    });
    return this.#discovered;
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuerUrl);
    // Config only lets plain http through for a loopback mock issuer.
    const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    return oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, { execute });
  }
}
