// oidc-provider ships no types; this declares only the surface the sandbox uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, unknown>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface GrantInstance {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantModel {
    new (props: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface SessionModel {
    find(id: string): Promise<{ destroy(): Promise<void> } | undefined>;
  }

  export interface TokenModel {
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: AnyObject);
    issuer: string;
    Grant: GrantModel;
    Session: SessionModel;
    AccessToken: TokenModel;
    RefreshToken: TokenModel;
    AuthorizationCode: TokenModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: AnyObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: never[]) => void): this;
    use(
      middleware: (
        ctx: { oidc?: { route?: string }; body?: unknown },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): this;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
