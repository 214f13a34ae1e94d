export * from './identity.module';
export * from './accounts/accounts.usecases';
export * from './accounts/identity.repository';
export * from './sessions/sessions.usecases';
export * from './shared/identity.options';
export * from './roles/grant-role';
export * from './roles/role-changes';
export * from './audit/audit-trail.usecases';
