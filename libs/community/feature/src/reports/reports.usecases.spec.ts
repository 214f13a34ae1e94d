import { Controller, Module } from '@nestjs/common';
import { ReportMessages, SearchMessages, StoreByIdQuery } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import type { OutboxMailer } from '@snap/platform-mailer';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';

@Controller()
class SearchStandIn {
  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return (
      query.id === '1096559' ? { id: '1096559', Store_Name: 'Anchorage Farmers Market' } : null
    ) as never;
  }
}

@Module({
  imports: [CommunityModule.forRoot({ supportEmail: 'help@snap.example' })],
  controllers: [SearchStandIn],
})
class CommunityUnderTest {}

describe('issue reports and business claims', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('community', CommunityUnderTest)));
  afterAll(() => service.close());
  const bus = () => service.bus.client();
  const anonymous = { meta: {} };
  const as = (userId: string, roles: string[] = []) => ({ meta: { userId, roles } });
  const mail = () => (service.platform.mailer as OutboxMailer).messages();
  const claim = {
    storeId: '1096559',
    businessRole: 'employee',
    ownerName: 'Li Wu',
    ownerEmail: 'li@example.org',
    phone: '(907) 555-0100',
    verificationMethod: 'documents',
  };

  it('refuses an incomplete report or claim with the messages of product rule Validation messages and stores nothing', async () => {
    await expect(
      bus().request(
        ReportMessages.reportIssue,
        { storeId: '1096559', issueType: 'bogus', description: ' ' },
        anonymous,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please select an issue type, Please describe the issue',
    });
    await expect(
      bus().request(
        ReportMessages.reportIssue,
        { storeId: '1096559', issueType: 'other', description: 'x', userEmail: 'nope' },
        anonymous,
      ),
    ).rejects.toMatchObject({
      message: 'Please enter a valid email address',
    });
    await expect(
      bus().request(ReportMessages.claimBusiness, { storeId: '1096559' }, as('ana')),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Please select your role, Name must be at least 2 characters, Please enter a valid email address, Please enter a valid phone number, Please select a verification method',
    });
    await expect(
      bus().request(ReportMessages.claimBusiness, claim, anonymous),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    await expect(
      bus().request(
        ReportMessages.reportIssue,
        { storeId: 'gone', issueType: 'other', description: 'x' },
        anonymous,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await bus().request(
        ReportMessages.listReports,
        { limit: 20, offset: 0 },
        as('mod', ['moderator']),
      ),
    ).toEqual({ items: [], total: 0 });
    expect(await mail()).toEqual([]);
  });

  it('stores a report from anyone (contact e-mail from signed-out visitors only) and mails support', async () => {
    const fromVisitor = await bus().request(
      ReportMessages.reportIssue,
      {
        storeId: '1096559',
        storeName: 'whatever the page said',
        issueType: 'hours-wrong',
        description: ' Closes at 5 on Sundays ',
        userEmail: 'Visitor@Example.org',
      },
      anonymous,
    );
    expect(fromVisitor).toMatchObject({
      storeName: 'Anchorage Farmers Market',
      issueType: 'hours-wrong',
      description: 'Closes at 5 on Sundays',
      userEmail: 'visitor@example.org',
      userId: null,
      status: 'new',
      history: [{ status: 'new', changedBy: null }],
    });
    const fromUser = await bus().request(
      ReportMessages.reportIssue,
      {
        storeId: '1096559',
        issueType: 'ebt-status',
        description: 'No longer takes EBT',
        userEmail: 'x@y.org',
      },
      as('ana'),
    );
    expect(fromUser).toMatchObject({ userEmail: null, userId: 'ana' });

    const sent = await mail();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      to: 'help@snap.example',
      subject: 'Issue report: Wrong hours at Anchorage Farmers Market',
    });
    expect(sent[0].text).toContain('Description: Closes at 5 on Sundays');
    expect(sent[0].text).toContain('Contact e-mail: visitor@example.org');
  });

  it('stores a claim by a signed-in user and mails support with the role label', async () => {
    const stored = await bus().request(
      ReportMessages.claimBusiness,
      { ...claim, additionalInfo: '  ' },
      as('ben'),
    );
    expect(stored).toMatchObject({
      ...claim,
      storeName: 'Anchorage Farmers Market',
      additionalInfo: null,
      userId: 'ben',
      status: 'new',
    });
    const [message] = (await mail()).filter((m) => m.subject.startsWith('Business claim'));
    expect(message).toMatchObject({
      to: 'help@snap.example',
      subject: 'Business claim: Anchorage Farmers Market',
    });
    expect(message.text).toContain('Role: Authorized Employee');
    expect(message.text).toContain('Verification method: documents');
  });

  it('lets only moderators and admins list (by status, newest first, paged) and move reports and claims, keeping who did it', async () => {
    await expect(
      bus().request(ReportMessages.listReports, { limit: 20, offset: 0 }, as('ana')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus().request(ReportMessages.listClaims, { limit: 20, offset: 0 }, anonymous),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const all = await bus().request(
      ReportMessages.listReports,
      { limit: 20, offset: 0 },
      as('mod', ['moderator']),
    );
    expect(all.total).toBe(2);
    expect(all.items.map((r) => r.issueType)).toEqual(['ebt-status', 'hours-wrong']);
    const second = await bus().request(
      ReportMessages.listReports,
      { limit: 1, offset: 1 },
      as('mod', ['moderator']),
    );
    expect(second).toMatchObject({ total: 2, items: [{ issueType: 'hours-wrong' }] });

    const [newest] = all.items;
    await expect(
      bus().request(
        ReportMessages.setReportStatus,
        { id: newest.id, status: 'resolved' },
        as('ana'),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bus().request(
        ReportMessages.setReportStatus,
        { id: newest.id, status: 'done' as never },
        as('mod', ['moderator']),
      ),
    ).rejects.toMatchObject({
      errors: ['status must be one of: new, in_review, resolved, rejected'],
    });
    await bus().request(
      ReportMessages.setReportStatus,
      { id: newest.id, status: 'in_review' },
      as('mod', ['moderator']),
    );
    // The same status twice adds no history.
    await bus().request(
      ReportMessages.setReportStatus,
      { id: newest.id, status: 'in_review' },
      as('mod', ['moderator']),
    );
    const resolved = await bus().request(
      ReportMessages.setReportStatus,
      { id: newest.id, status: 'resolved', note: ' Confirmed with the store ' },
      as('root', ['admin']),
    );
    expect(resolved.status).toBe('resolved');
    expect(resolved.history.map((h) => [h.status, h.changedBy, h.note])).toEqual([
      ['new', 'ana', null],
      ['in_review', 'mod', null],
      ['resolved', 'root', 'Confirmed with the store'],
    ]);
    expect(
      (
        await bus().request(
          ReportMessages.listReports,
          { status: 'resolved', limit: 20, offset: 0 },
          as('root', ['admin']),
        )
      ).items.map((r) => r.id),
    ).toEqual([newest.id]);
    expect(
      (
        await bus().request(
          ReportMessages.listReports,
          { status: 'new', limit: 20, offset: 0 },
          as('root', ['admin']),
        )
      ).total,
    ).toBe(1);
    await expect(
      bus().request(
        ReportMessages.setReportStatus,
        { id: '00000000-0000-4000-8000-000000000000', status: 'resolved' },
        as('root', ['admin']),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Report not found' });

    const claims = await bus().request(
      ReportMessages.listClaims,
      { status: 'new', limit: 20, offset: 0 },
      as('root', ['admin']),
    );
    expect(claims.total).toBe(1);
    const rejected = await bus().request(
      ReportMessages.setClaimStatus,
      { id: claims.items[0].id, status: 'rejected' },
      as('mod', ['moderator']),
    );
    expect(rejected.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['new', 'ben'],
      ['rejected', 'mod'],
    ]);
  });
});
