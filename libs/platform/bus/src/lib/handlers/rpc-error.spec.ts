import { defineMessages } from '@snap/domain';
import { rpcError } from './rpc-error';
import { toWireError } from './wire-errors';

describe('rpcError', () => {
  const GROUP = defineMessages(
    'rpcSample',
    { wrong: 'Something is wrong', late: (minutes: number) => `Late by ${minutes} minutes` },
    { late: ['minutes'] },
  );

  it('sends the ids (and values) of a message of a group beside its English', () => {
    const wire = toWireError(
      rpcError('BAD_USER_INPUT', `${GROUP.wrong}, ${GROUP.late(3)}`).getError(),
    );
    expect(JSON.parse(JSON.stringify(wire))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Something is wrong, Late by 3 minutes',
      messages: [{ id: 'rpcSample.wrong' }, { id: 'rpcSample.late', params: { minutes: 3 } }],
    });
  });

  it('sends a message no group defines in English only', () => {
    expect(toWireError(rpcError('NOT_FOUND', 'A library said this').getError())).toEqual({
      code: 'NOT_FOUND',
      message: 'A library said this',
    });
  });
});
