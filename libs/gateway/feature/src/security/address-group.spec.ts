import { addressGroup } from './address-group';

describe('per-address limits group IPv6 by /64 (issue 43, finding 2)', () => {
  it('counts every address of one /64 as one client, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::9%eth0',
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 as it is, also when written as IPv4-mapped IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('203.0.113.8')).not.toBe(addressGroup('203.0.113.7'));
  });

  it('keeps anything it cannot read as given, and names a missing address', () => {
    expect(addressGroup(undefined)).toBe('unknown');
    expect(addressGroup('not-an-address')).toBe('not-an-address');
    expect(addressGroup('1::2::3')).toBe('1::2::3');
  });
});
