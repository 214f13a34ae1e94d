// The messaging vocabulary (definitions, envelopes, request meta) lives in @snap/messaging, below both the
// contracts and the bus; the contract files keep importing it from here.
export * from '@snap/messaging';
