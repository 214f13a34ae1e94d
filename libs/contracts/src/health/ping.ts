import { IsOptional, IsString, MaxLength } from 'class-validator';
import { defineMessage } from '../lib/definitions';

/** The services behind the gateway; each answers its own ping over the bus. */
export const BACKEND_SERVICES = [
  'search',
  'identity',
  'community',
  'enrichment',
  'content',
] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];
export type ServiceName = BackendService | 'gateway';

export class PingRequest {
  /** Who asks, for the logs. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  from?: string;
}

export interface PingReply {
  name: ServiceName;
  version: string;
  status: 'up' | 'down';
  /** 'off': an optional dependency left unconfigured (the detail says so in words). */
  dependencies: Array<{
    name: string;
    status: 'up' | 'down' | 'off';
    error?: string;
    detail?: string;
  }>;
}

/** `<service>.ping.v1` for every service: its name, version and dependency status. */
export const PingMessages = {
  gateway: defineMessage<PingRequest, PingReply>('gateway.ping.v1', PingRequest),
  search: defineMessage<PingRequest, PingReply>('search.ping.v1', PingRequest),
  identity: defineMessage<PingRequest, PingReply>('identity.ping.v1', PingRequest),
  community: defineMessage<PingRequest, PingReply>('community.ping.v1', PingRequest),
  enrichment: defineMessage<PingRequest, PingReply>('enrichment.ping.v1', PingRequest),
  content: defineMessage<PingRequest, PingReply>('content.ping.v1', PingRequest),
} as const;
