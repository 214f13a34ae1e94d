import { IsString } from 'class-validator';
import { defineEvent, defineMessage } from './definitions';

class Ping {
  @IsString()
  from!: string;
}

describe('contract definitions', () => {
  it('declares a message pattern once with its versioned name and payload class', () => {
    const ping = defineMessage<Ping, { name: string }>('test.ping.v1', Ping);
    expect(ping).toEqual({ kind: 'message', name: 'test.ping.v1', payload: Ping });
  });

  it('declares an event topic once with its versioned name and payload class', () => {
    const pinged = defineEvent('test.pinged.v1', Ping);
    expect(pinged).toEqual({ kind: 'event', name: 'test.pinged.v1', payload: Ping });
  });
});
