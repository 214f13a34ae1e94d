export interface ServiceInfo {
  name: string;
  version: string;
}

export const SERVICE_INFO = Symbol('SERVICE_INFO');
