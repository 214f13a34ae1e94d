/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The blog editor form; an id updates that post, none creates one */
export type BlogPostInput = {
  author?: string | null | undefined;
  body?: string | null | undefined;
  category_id?: string | null | undefined;
  excerpt?: string | null | undefined;
  featured_image?: string | null | undefined;
  id?: string | null | undefined;
  /** The 'Publish immediately' switch */
  is_published?: boolean | null | undefined;
  /** The post's language: 'en' (default) or 'es' */
  language?: string | null | undefined;
  meta_description?: string | null | undefined;
  meta_title?: string | null | undefined;
  slug?: string | null | undefined;
  title?: string | null | undefined;
  /** The id of the same post in the other language; both posts then name each other */
  translation_id?: string | null | undefined;
};

/** The back-office program text form; an id changes that text, none adds one */
export type ProgramTextInput = {
  /** When the fact was true, e.g. 'Feb 2025' */
  asOf?: string | null | undefined;
  /** True when it holds in every state; otherwise list the states */
  everyState?: boolean | null | undefined;
  /** The text to change; none adds one */
  id?: string | null | undefined;
  /** restaurant-meals, incentive, summer-ebt or wic */
  kind?: string | null | undefined;
  /** The program's name, e.g. 'Double Up Food Bucks' */
  name?: string | null | undefined;
  /** The program's name in Spanish (optional, at most as long as the English) */
  nameEs?: string | null | undefined;
  /** Where the fact comes from */
  source?: string | null | undefined;
  /** Two-letter state codes */
  states?: Array<string> | null | undefined;
  /** Plain text, at most 600 characters */
  text?: string | null | undefined;
  /** The text in Spanish (optional): plain text, at most 600 characters; none: Spanish pages show the English */
  textEs?: string | null | undefined;
};

export type AdminAnalyticsDashboardQueryVariables = Exact<{
  days: number;
}>;


export type AdminAnalyticsDashboardQuery = { analyticsDashboard: { days: number, activeStores: number, catalogCountedAt: string | null, daily: Array<{ date: string, pageViews: number, searches: number, zeroResultSearches: number, storeClicks: number, reviews: number, photos: number, contributions: number }>, pageViewsByRoute: Array<{ key: string, count: number }>, searchesByKind: Array<{ kind: string, searches: number, zeroResults: number }>, topQueries: Array<{ query: string, searches: number }>, storesByState: Array<{ key: string, count: number }>, storesByType: Array<{ key: string, count: number }> } };

export type AdminAuditEntriesQueryVariables = Exact<{
  action?: string | null | undefined;
  actorEmail?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type AdminAuditEntriesQuery = { auditEntries: { total: number, items: Array<{ id: string, actorEmail: string | null, actorId: string, action: string, targetType: string, targetId: string, summary: string, before: string | null, after: string | null, occurredAt: string }> } };

export type AdminUserFieldsFragment = { id: string, email: string, isAdmin: boolean, isModerator: boolean, secondFactorRequired: boolean };

export type AdminRefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRefreshMutation = { refreshSession: { accessToken: string } | null };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, email: string, isAdmin: boolean, isModerator: boolean, secondFactorRequired: boolean } | null };

export type AdminSignInMutationVariables = Exact<{
  email: string;
  password: string;
  code?: string | null | undefined;
}>;


export type AdminSignInMutation = { signIn: { accessToken: string, user: { id: string, email: string, isAdmin: boolean, isModerator: boolean, secondFactorRequired: boolean } } };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { signOut: boolean };

export type AdminBeginSecondFactorMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type AdminBeginSecondFactorMutation = { beginSecondFactor: { secret: string, qrCode: string } };

export type AdminConfirmSecondFactorMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmSecondFactorMutation = { confirmSecondFactor: Array<string> };

export type AdminBlogPostFieldsFragment = { id: string, title: string, slug: string, author: string, excerpt: string | null, body: string, category_id: string | null, featured_image: string | null, meta_title: string | null, meta_description: string | null, is_published: boolean, published_at: string | null, created_at: string, updated_at: string, language: string, translation_id: string | null, translation_slug: string | null, category: { id: string, name: string, slug: string } | null };

export type AdminBlogPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBlogPostsQuery = { blogPosts: Array<{ id: string, title: string, slug: string, author: string, excerpt: string | null, body: string, category_id: string | null, featured_image: string | null, meta_title: string | null, meta_description: string | null, is_published: boolean, published_at: string | null, created_at: string, updated_at: string, language: string, translation_id: string | null, translation_slug: string | null, category: { id: string, name: string, slug: string } | null }> };

export type AdminBlogCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBlogCategoriesQuery = { blogCategories: Array<{ id: string, name: string, slug: string }> };

export type SaveBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
}>;


export type SaveBlogPostMutation = { saveBlogPost: { message: string, created: boolean, post: { id: string, title: string, slug: string, author: string, excerpt: string | null, body: string, category_id: string | null, featured_image: string | null, meta_title: string | null, meta_description: string | null, is_published: boolean, published_at: string | null, created_at: string, updated_at: string, language: string, translation_id: string | null, translation_slug: string | null, category: { id: string, name: string, slug: string } | null } } };

export type DeleteBlogPostMutationVariables = Exact<{
  id: string;
}>;


export type DeleteBlogPostMutation = { deleteBlogPost: { deleted: boolean, message: string } };

export type BlogBodyPreviewQueryVariables = Exact<{
  body: string;
}>;


export type BlogBodyPreviewQuery = { blogBodyPreview: { html: string } };

export type AdminPlacesBudgetHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlacesBudgetHistoryQuery = { placesBudgetHistory: { today: { used: number, limit: number, exceeded: boolean }, days: Array<{ date: string, used: number }> } };

export type AdminSetPlacesDailyLimitMutationVariables = Exact<{
  limit: number;
}>;


export type AdminSetPlacesDailyLimitMutation = { setPlacesDailyLimit: { used: number, limit: number, exceeded: boolean } };

export type AdminCatalogSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCatalogSourcesQuery = { catalogSources: { nextScheduledRefresh: string | null, sources: Array<{ source: string, refreshedAt: string, asOf: string, complete: boolean, added: number, updated: number, closed: number, reopened: number, skipped: number }>, covered: Array<{ state: string, asOf: string, stores: number }>, pendingClosings: Array<{ importId: string, state: string, closing: number, open: number, heldAt: string, asOf: string | null }>, lastUsdaCheck: { checkedAt: string, lastEditDate: string | null, outcome: string, detail: string | null } | null, lastUsdaSync: { finishedAt: string, lastEditDate: string | null } | null } };

export type CatalogImportFieldsFragment = { id: string, kind: string, fileName: string, startedByName: string | null, status: string, format: string | null, startedAt: string, finishedAt: string | null, rowsRead: number, added: number, updated: number, unchanged: number, closed: number, reopened: number, placedByZipCentroid: number, skippedCount: number, error: string | null, asOf: string | null, completeFor: Array<string>, notes: Array<string>, total: number | null, fetched: number | null, keptByAdmin: number, olderThanCatalog: number, endedAuthorizations: number, earlierPeriods: number, mergedDuplicates: number, repeatedRows: number, matchedEarlierSources: number, keptOpenByAdmin: number, closingsHeld: number, closingsConfirmedAt: string | null, confirmedIn: string | null, confirms: string | null, heldClosings: Array<{ state: string, closing: number, open: number }> };

export type AdminStoreFieldsFragment = { id: string, Store_Name: string, Store_Type: string, Store_Street_Address: string, City: string, State: string, Zip_Code: string, Latitude: number, Longitude: number, status: string, source: string, listed_on: string | null, delisted_on: string | null, adminOverride: { status: string | null, fields: Array<string>, by: string, at: string } | null };

export type AdminCatalogImportQueryVariables = Exact<{
  id: string;
}>;


export type AdminCatalogImportQuery = { catalogImport: { id: string, kind: string, fileName: string, startedByName: string | null, status: string, format: string | null, startedAt: string, finishedAt: string | null, rowsRead: number, added: number, updated: number, unchanged: number, closed: number, reopened: number, placedByZipCentroid: number, skippedCount: number, error: string | null, asOf: string | null, completeFor: Array<string>, notes: Array<string>, total: number | null, fetched: number | null, keptByAdmin: number, olderThanCatalog: number, endedAuthorizations: number, earlierPeriods: number, mergedDuplicates: number, repeatedRows: number, matchedEarlierSources: number, keptOpenByAdmin: number, closingsHeld: number, closingsConfirmedAt: string | null, confirmedIn: string | null, confirms: string | null, skipped: Array<{ line: number, reason: string }>, heldClosings: Array<{ state: string, closing: number, open: number }> } | null };

export type AdminCatalogImportsQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type AdminCatalogImportsQuery = { catalogImports: { total: number, items: Array<{ id: string, kind: string, fileName: string, startedByName: string | null, status: string, format: string | null, startedAt: string, finishedAt: string | null, rowsRead: number, added: number, updated: number, unchanged: number, closed: number, reopened: number, placedByZipCentroid: number, skippedCount: number, error: string | null, asOf: string | null, completeFor: Array<string>, notes: Array<string>, total: number | null, fetched: number | null, keptByAdmin: number, olderThanCatalog: number, endedAuthorizations: number, earlierPeriods: number, mergedDuplicates: number, repeatedRows: number, matchedEarlierSources: number, keptOpenByAdmin: number, closingsHeld: number, closingsConfirmedAt: string | null, confirmedIn: string | null, confirms: string | null, heldClosings: Array<{ state: string, closing: number, open: number }> }> } };

export type AdminFindStoresQueryVariables = Exact<{
  text: string;
}>;


export type AdminFindStoresQuery = { adminStores: Array<{ id: string, Store_Name: string, Store_Type: string, Store_Street_Address: string, City: string, State: string, Zip_Code: string, Latitude: number, Longitude: number, status: string, source: string, listed_on: string | null, delisted_on: string | null, adminOverride: { status: string | null, fields: Array<string>, by: string, at: string } | null }> };

export type AdminUpdateStoreMutationVariables = Exact<{
  id: string;
  Store_Name: string;
  Store_Type: string;
  Store_Street_Address: string;
  City: string;
  State: string;
  Zip_Code: string;
  Latitude: number;
  Longitude: number;
}>;


export type AdminUpdateStoreMutation = { updateStore: { id: string, Store_Name: string, Store_Type: string, Store_Street_Address: string, City: string, State: string, Zip_Code: string, Latitude: number, Longitude: number, status: string, source: string, listed_on: string | null, delisted_on: string | null, adminOverride: { status: string | null, fields: Array<string>, by: string, at: string } | null } };

export type AdminSetStoreStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type AdminSetStoreStatusMutation = { setStoreStatus: { id: string, Store_Name: string, Store_Type: string, Store_Street_Address: string, City: string, State: string, Zip_Code: string, Latitude: number, Longitude: number, status: string, source: string, listed_on: string | null, delisted_on: string | null, adminOverride: { status: string | null, fields: Array<string>, by: string, at: string } | null } };

export type AdminClearStoreOverrideMutationVariables = Exact<{
  id: string;
}>;


export type AdminClearStoreOverrideMutation = { clearStoreOverride: { id: string, Store_Name: string, Store_Type: string, Store_Street_Address: string, City: string, State: string, Zip_Code: string, Latitude: number, Longitude: number, status: string, source: string, listed_on: string | null, delisted_on: string | null, adminOverride: { status: string | null, fields: Array<string>, by: string, at: string } | null } };

export type AdminConfirmUsdaClosingsMutationVariables = Exact<{
  importId: string;
}>;


export type AdminConfirmUsdaClosingsMutation = { confirmUsdaClosings: { id: string, kind: string, fileName: string, startedByName: string | null, status: string, format: string | null, startedAt: string, finishedAt: string | null, rowsRead: number, added: number, updated: number, unchanged: number, closed: number, reopened: number, placedByZipCentroid: number, skippedCount: number, error: string | null, asOf: string | null, completeFor: Array<string>, notes: Array<string>, total: number | null, fetched: number | null, keptByAdmin: number, olderThanCatalog: number, endedAuthorizations: number, earlierPeriods: number, mergedDuplicates: number, repeatedRows: number, matchedEarlierSources: number, keptOpenByAdmin: number, closingsHeld: number, closingsConfirmedAt: string | null, confirmedIn: string | null, confirms: string | null, heldClosings: Array<{ state: string, closing: number, open: number }> } };

export type AdminRefreshFromUsdaMutationVariables = Exact<{
  states?: Array<string> | string | null | undefined;
}>;


export type AdminRefreshFromUsdaMutation = { refreshFromUsda: { id: string, kind: string, fileName: string, startedByName: string | null, status: string, format: string | null, startedAt: string, finishedAt: string | null, rowsRead: number, added: number, updated: number, unchanged: number, closed: number, reopened: number, placedByZipCentroid: number, skippedCount: number, error: string | null, asOf: string | null, completeFor: Array<string>, notes: Array<string>, total: number | null, fetched: number | null, keptByAdmin: number, olderThanCatalog: number, endedAuthorizations: number, earlierPeriods: number, mergedDuplicates: number, repeatedRows: number, matchedEarlierSources: number, keptOpenByAdmin: number, closingsHeld: number, closingsConfirmedAt: string | null, confirmedIn: string | null, confirms: string | null, heldClosings: Array<{ state: string, closing: number, open: number }> } };

export type EbtHelpListsQueryVariables = Exact<{ [key: string]: never; }>;


export type EbtHelpListsQuery = { onlineRetailers: Array<{ id: string, state: string, stateName: string, name: string, website: string | null, note: string | null, noteEs: string | null, storeIds: Array<string>, source: string, checkedOn: string, lastChecked: string }>, complaintContacts: Array<{ id: string, state: string, stateName: string, office: string, officeEs: string | null, contact: string | null, contactEs: string | null, source: string, checkedOn: string, lastChecked: string }>, helpFacts: Array<{ key: string, label: string, text: string, textEs: string | null, source: string, checkedOn: string, lastChecked: string }> };

export type SaveOnlineRetailerMutationVariables = Exact<{
  id?: string | null | undefined;
  state?: string | null | undefined;
  name?: string | null | undefined;
  website?: string | null | undefined;
  note?: string | null | undefined;
  noteEs?: string | null | undefined;
  storeIds?: Array<string> | string | null | undefined;
  source?: string | null | undefined;
  checkedOn?: string | null | undefined;
}>;


export type SaveOnlineRetailerMutation = { saveOnlineRetailer: { id: string } };

export type DeleteOnlineRetailerMutationVariables = Exact<{
  id: string;
}>;


export type DeleteOnlineRetailerMutation = { deleteOnlineRetailer: { deleted: boolean } };

export type SaveComplaintContactMutationVariables = Exact<{
  id?: string | null | undefined;
  state?: string | null | undefined;
  office?: string | null | undefined;
  officeEs?: string | null | undefined;
  contact?: string | null | undefined;
  contactEs?: string | null | undefined;
  source?: string | null | undefined;
  checkedOn?: string | null | undefined;
}>;


export type SaveComplaintContactMutation = { saveComplaintContact: { id: string } };

export type DeleteComplaintContactMutationVariables = Exact<{
  id: string;
}>;


export type DeleteComplaintContactMutation = { deleteComplaintContact: { deleted: boolean } };

export type SaveHelpFactMutationVariables = Exact<{
  key: string;
  text?: string | null | undefined;
  textEs?: string | null | undefined;
  source?: string | null | undefined;
  checkedOn?: string | null | undefined;
}>;


export type SaveHelpFactMutation = { saveHelpFact: { key: string } };

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: { status: string, services: Array<{ name: string, version: string, status: string, latencyMs: number | null, dependencies: Array<{ name: string, status: string, error: string | null, detail: string | null }> }> } };

export type PendingContributionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingContributionsQuery = { pendingContributions: Array<{ id: string, store_id: string, user_id: string | null, kind: string, phone: string | null, status: string, created_at: string, weekly_hours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, store: { id: string, Store_Name: string, City: string, State: string } | null }> };

export type ApproveContributionMutationVariables = Exact<{
  id: string;
}>;


export type ApproveContributionMutation = { approveContribution: { id: string, status: string } };

export type RejectContributionMutationVariables = Exact<{
  id: string;
}>;


export type RejectContributionMutation = { rejectContribution: { id: string, status: string } };

export type EbtRefusalQueueQueryVariables = Exact<{
  status?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type EbtRefusalQueueQuery = { ebtRefusalQueue: { total: number, items: Array<{ storeId: string, storeName: string, state: string, reporters: number, marked: boolean, totalReports: number, lastReportedAt: string, recentReports: Array<{ signedIn: boolean, createdAt: string }>, clearings: Array<{ because: string, by: string | null, at: string, note: string | null }> }> } };

export type ClearEbtRefusalMarkMutationVariables = Exact<{
  storeId: string;
  note?: string | null | undefined;
}>;


export type ClearEbtRefusalMarkMutation = { clearEbtRefusalMark: { storeId: string, marked: boolean, reporters: number } };

export type ModerationQueueQueryVariables = Exact<{
  status?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type ModerationQueueQuery = { moderationQueue: { total: number, items: Array<{ id: string, itemType: string, itemId: string, storeId: string, storeName: string | null, excerpt: string | null, rating: number | null, thumbnailKey: string | null, status: string, open: boolean, flagCount: number, reason: string | null, decidedAt: string | null, flags: Array<{ reasonLabel: string, note: string | null, createdAt: string }> }> } };

export type ModerateContentMutationVariables = Exact<{
  itemType: string;
  itemId: string;
  decision: string;
  reason?: string | null | undefined;
}>;


export type ModerateContentMutation = { moderateContent: { id: string, status: string, reason: string | null } };

export type IssueReportsQueryVariables = Exact<{
  status?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type IssueReportsQuery = { issueReports: { total: number, items: Array<{ id: string, storeId: string, storeName: string, issueType: string, description: string, userEmail: string | null, status: string, createdAt: string }> } };

export type BusinessClaimsQueryVariables = Exact<{
  status?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type BusinessClaimsQuery = { businessClaims: { total: number, items: Array<{ id: string, storeId: string, storeName: string, businessRole: string, ownerName: string, ownerEmail: string, phone: string, verificationMethod: string, additionalInfo: string | null, status: string, createdAt: string }> } };

export type SetIssueReportStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type SetIssueReportStatusMutation = { setIssueReportStatus: { id: string, status: string } };

export type SetBusinessClaimStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type SetBusinessClaimStatusMutation = { setBusinessClaimStatus: { id: string, status: string } };

export type AdminProgramTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgramTextsQuery = { programTexts: Array<{ id: string, kind: string, name: string, nameEs: string | null, text: string, textEs: string | null, asOf: string, source: string, everyState: boolean, states: Array<string>, updatedAt: string, updatedBy: string | null }> };

export type SaveProgramTextMutationVariables = Exact<{
  input: ProgramTextInput;
}>;


export type SaveProgramTextMutation = { saveProgramText: { created: boolean, message: string, text: { id: string } } };

export type RoleUserFieldsFragment = { id: string, email: string, fullName: string, roles: Array<string>, isAdmin: boolean, isModerator: boolean, emailConfirmedAt: string | null, secondFactorEnabled: boolean, secondFactorRequired: boolean };

export type AdminResetSecondFactorMutationVariables = Exact<{
  email: string;
}>;


export type AdminResetSecondFactorMutation = { resetSecondFactor: boolean };

export type AdminUserByEmailQueryVariables = Exact<{
  email: string;
}>;


export type AdminUserByEmailQuery = { userByEmail: { id: string, email: string, fullName: string, roles: Array<string>, isAdmin: boolean, isModerator: boolean, emailConfirmedAt: string | null, secondFactorEnabled: boolean, secondFactorRequired: boolean } | null };

export type AdminAssignRoleMutationVariables = Exact<{
  userId: string;
  role: string;
}>;


export type AdminAssignRoleMutation = { assignRole: { id: string, email: string, fullName: string, roles: Array<string>, isAdmin: boolean, isModerator: boolean, emailConfirmedAt: string | null, secondFactorEnabled: boolean, secondFactorRequired: boolean } };

export type AdminRemoveRoleMutationVariables = Exact<{
  userId: string;
  role: string;
}>;


export type AdminRemoveRoleMutation = { removeRole: { id: string, email: string, fullName: string, roles: Array<string>, isAdmin: boolean, isModerator: boolean, emailConfirmedAt: string | null, secondFactorEnabled: boolean, secondFactorRequired: boolean } };

export type StateRulesListsQueryVariables = Exact<{ [key: string]: never; }>;


export type StateRulesListsQuery = { purchaseRules: Array<{ state: string, stateName: string, summaryEn: string | null, summaryEs: string | null, startsOn: string | null, shown: string, source: string, checkedOn: string | null, stateUrl: string | null, stateCheckedOn: string | null }>, allBenefitNotices: Array<{ id: string, states: Array<string>, national: boolean, startsOn: string, endsOn: string, textEn: string, textEs: string, source: string, checkedOn: string, links: Array<string> }> };

export type SavePurchaseRuleMutationVariables = Exact<{
  state?: string | null | undefined;
  summaryEn?: string | null | undefined;
  summaryEs?: string | null | undefined;
  startsOn?: string | null | undefined;
  source?: string | null | undefined;
  checkedOn?: string | null | undefined;
  stateUrl?: string | null | undefined;
  stateCheckedOn?: string | null | undefined;
}>;


export type SavePurchaseRuleMutation = { savePurchaseRule: { state: string } };

export type DeletePurchaseRuleMutationVariables = Exact<{
  state: string;
}>;


export type DeletePurchaseRuleMutation = { deletePurchaseRule: { deleted: boolean } };

export type SaveBenefitNoticeMutationVariables = Exact<{
  id?: string | null | undefined;
  states?: string | null | undefined;
  startsOn?: string | null | undefined;
  endsOn?: string | null | undefined;
  textEn?: string | null | undefined;
  textEs?: string | null | undefined;
  source?: string | null | undefined;
  checkedOn?: string | null | undefined;
  links?: Array<string> | string | null | undefined;
}>;


export type SaveBenefitNoticeMutation = { saveBenefitNotice: { id: string } };

export type DeleteBenefitNoticeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteBenefitNoticeMutation = { deleteBenefitNotice: { deleted: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminUserFields on User {
  id
  email
  isAdmin
  isModerator
  secondFactorRequired
}
    `, {"fragmentName":"AdminUserFields"}) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const AdminBlogPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminBlogPostFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  body
  category_id
  featured_image
  meta_title
  meta_description
  is_published
  published_at
  created_at
  updated_at
  category {
    id
    name
    slug
  }
  language
  translation_id
  translation_slug
}
    `, {"fragmentName":"AdminBlogPostFields"}) as unknown as TypedDocumentString<AdminBlogPostFieldsFragment, unknown>;
export const CatalogImportFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogImportFields on CatalogImport {
  id
  kind
  fileName
  startedByName
  status
  format
  startedAt
  finishedAt
  rowsRead
  added
  updated
  unchanged
  closed
  reopened
  placedByZipCentroid
  skippedCount
  error
  asOf
  completeFor
  notes
  total
  fetched
  keptByAdmin
  olderThanCatalog
  endedAuthorizations
  earlierPeriods
  mergedDuplicates
  repeatedRows
  matchedEarlierSources
  keptOpenByAdmin
  closingsHeld
  heldClosings {
    state
    closing
    open
  }
  closingsConfirmedAt
  confirmedIn
  confirms
}
    `, {"fragmentName":"CatalogImportFields"}) as unknown as TypedDocumentString<CatalogImportFieldsFragment, unknown>;
export const AdminStoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminStoreFields on AdminStore {
  id
  Store_Name
  Store_Type
  Store_Street_Address
  City
  State
  Zip_Code
  Latitude
  Longitude
  status
  source
  listed_on
  delisted_on
  adminOverride {
    status
    fields
    by
    at
  }
}
    `, {"fragmentName":"AdminStoreFields"}) as unknown as TypedDocumentString<AdminStoreFieldsFragment, unknown>;
export const RoleUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoleUserFields on User {
  id
  email
  fullName
  roles
  isAdmin
  isModerator
  emailConfirmedAt
  secondFactorEnabled
  secondFactorRequired
}
    `, {"fragmentName":"RoleUserFields"}) as unknown as TypedDocumentString<RoleUserFieldsFragment, unknown>;
export const AdminAnalyticsDashboardDocument = new TypedDocumentString(`
    query AdminAnalyticsDashboard($days: Int!) {
  analyticsDashboard(days: $days) {
    days
    daily {
      date
      pageViews
      searches
      zeroResultSearches
      storeClicks
      reviews
      photos
      contributions
    }
    pageViewsByRoute {
      key
      count
    }
    searchesByKind {
      kind
      searches
      zeroResults
    }
    topQueries {
      query
      searches
    }
    activeStores
    catalogCountedAt
    storesByState {
      key
      count
    }
    storesByType {
      key
      count
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAnalyticsDashboardQuery, AdminAnalyticsDashboardQueryVariables>;
export const AdminAuditEntriesDocument = new TypedDocumentString(`
    query AdminAuditEntries($action: String, $actorEmail: String, $from: String, $to: String, $limit: Int!, $offset: Int!) {
  auditEntries(
    action: $action
    actorEmail: $actorEmail
    from: $from
    to: $to
    limit: $limit
    offset: $offset
  ) {
    total
    items {
      id
      actorEmail
      actorId
      action
      targetType
      targetId
      summary
      before
      after
      occurredAt
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAuditEntriesQuery, AdminAuditEntriesQueryVariables>;
export const AdminRefreshDocument = new TypedDocumentString(`
    mutation AdminRefresh {
  refreshSession {
    accessToken
  }
}
    `) as unknown as TypedDocumentString<AdminRefreshMutation, AdminRefreshMutationVariables>;
export const AdminMeDocument = new TypedDocumentString(`
    query AdminMe {
  me {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on User {
  id
  email
  isAdmin
  isModerator
  secondFactorRequired
}`) as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;
export const AdminSignInDocument = new TypedDocumentString(`
    mutation AdminSignIn($email: String!, $password: String!, $code: String) {
  signIn(email: $email, password: $password, code: $code) {
    accessToken
    user {
      ...AdminUserFields
    }
  }
}
    fragment AdminUserFields on User {
  id
  email
  isAdmin
  isModerator
  secondFactorRequired
}`) as unknown as TypedDocumentString<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminSignOutDocument = new TypedDocumentString(`
    mutation AdminSignOut {
  signOut
}
    `) as unknown as TypedDocumentString<AdminSignOutMutation, AdminSignOutMutationVariables>;
export const AdminBeginSecondFactorDocument = new TypedDocumentString(`
    mutation AdminBeginSecondFactor($password: String) {
  beginSecondFactor(password: $password) {
    secret
    qrCode
  }
}
    `) as unknown as TypedDocumentString<AdminBeginSecondFactorMutation, AdminBeginSecondFactorMutationVariables>;
export const AdminConfirmSecondFactorDocument = new TypedDocumentString(`
    mutation AdminConfirmSecondFactor($code: String!) {
  confirmSecondFactor(code: $code)
}
    `) as unknown as TypedDocumentString<AdminConfirmSecondFactorMutation, AdminConfirmSecondFactorMutationVariables>;
export const AdminBlogPostsDocument = new TypedDocumentString(`
    query AdminBlogPosts {
  blogPosts(includeDrafts: true, limit: 100) {
    ...AdminBlogPostFields
  }
}
    fragment AdminBlogPostFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  body
  category_id
  featured_image
  meta_title
  meta_description
  is_published
  published_at
  created_at
  updated_at
  category {
    id
    name
    slug
  }
  language
  translation_id
  translation_slug
}`) as unknown as TypedDocumentString<AdminBlogPostsQuery, AdminBlogPostsQueryVariables>;
export const AdminBlogCategoriesDocument = new TypedDocumentString(`
    query AdminBlogCategories {
  blogCategories {
    id
    name
    slug
  }
}
    `) as unknown as TypedDocumentString<AdminBlogCategoriesQuery, AdminBlogCategoriesQueryVariables>;
export const SaveBlogPostDocument = new TypedDocumentString(`
    mutation SaveBlogPost($input: BlogPostInput!) {
  saveBlogPost(input: $input) {
    message
    created
    post {
      ...AdminBlogPostFields
    }
  }
}
    fragment AdminBlogPostFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  body
  category_id
  featured_image
  meta_title
  meta_description
  is_published
  published_at
  created_at
  updated_at
  category {
    id
    name
    slug
  }
  language
  translation_id
  translation_slug
}`) as unknown as TypedDocumentString<SaveBlogPostMutation, SaveBlogPostMutationVariables>;
export const DeleteBlogPostDocument = new TypedDocumentString(`
    mutation DeleteBlogPost($id: ID!) {
  deleteBlogPost(id: $id) {
    deleted
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteBlogPostMutation, DeleteBlogPostMutationVariables>;
export const BlogBodyPreviewDocument = new TypedDocumentString(`
    query BlogBodyPreview($body: String!) {
  blogBodyPreview(body: $body) {
    html
  }
}
    `) as unknown as TypedDocumentString<BlogBodyPreviewQuery, BlogBodyPreviewQueryVariables>;
export const AdminPlacesBudgetHistoryDocument = new TypedDocumentString(`
    query AdminPlacesBudgetHistory {
  placesBudgetHistory(days: 30) {
    today {
      used
      limit
      exceeded
    }
    days {
      date
      used
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPlacesBudgetHistoryQuery, AdminPlacesBudgetHistoryQueryVariables>;
export const AdminSetPlacesDailyLimitDocument = new TypedDocumentString(`
    mutation AdminSetPlacesDailyLimit($limit: Int!) {
  setPlacesDailyLimit(limit: $limit) {
    used
    limit
    exceeded
  }
}
    `) as unknown as TypedDocumentString<AdminSetPlacesDailyLimitMutation, AdminSetPlacesDailyLimitMutationVariables>;
export const AdminCatalogSourcesDocument = new TypedDocumentString(`
    query AdminCatalogSources {
  catalogSources {
    sources {
      source
      refreshedAt
      asOf
      complete
      added
      updated
      closed
      reopened
      skipped
    }
    covered {
      state
      asOf
      stores
    }
    nextScheduledRefresh
    pendingClosings {
      importId
      state
      closing
      open
      heldAt
      asOf
    }
    lastUsdaCheck {
      checkedAt
      lastEditDate
      outcome
      detail
    }
    lastUsdaSync {
      finishedAt
      lastEditDate
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCatalogSourcesQuery, AdminCatalogSourcesQueryVariables>;
export const AdminCatalogImportDocument = new TypedDocumentString(`
    query AdminCatalogImport($id: ID!) {
  catalogImport(id: $id) {
    ...CatalogImportFields
    skipped {
      line
      reason
    }
  }
}
    fragment CatalogImportFields on CatalogImport {
  id
  kind
  fileName
  startedByName
  status
  format
  startedAt
  finishedAt
  rowsRead
  added
  updated
  unchanged
  closed
  reopened
  placedByZipCentroid
  skippedCount
  error
  asOf
  completeFor
  notes
  total
  fetched
  keptByAdmin
  olderThanCatalog
  endedAuthorizations
  earlierPeriods
  mergedDuplicates
  repeatedRows
  matchedEarlierSources
  keptOpenByAdmin
  closingsHeld
  heldClosings {
    state
    closing
    open
  }
  closingsConfirmedAt
  confirmedIn
  confirms
}`) as unknown as TypedDocumentString<AdminCatalogImportQuery, AdminCatalogImportQueryVariables>;
export const AdminCatalogImportsDocument = new TypedDocumentString(`
    query AdminCatalogImports($limit: Int!, $offset: Int!) {
  catalogImports(limit: $limit, offset: $offset) {
    total
    items {
      ...CatalogImportFields
    }
  }
}
    fragment CatalogImportFields on CatalogImport {
  id
  kind
  fileName
  startedByName
  status
  format
  startedAt
  finishedAt
  rowsRead
  added
  updated
  unchanged
  closed
  reopened
  placedByZipCentroid
  skippedCount
  error
  asOf
  completeFor
  notes
  total
  fetched
  keptByAdmin
  olderThanCatalog
  endedAuthorizations
  earlierPeriods
  mergedDuplicates
  repeatedRows
  matchedEarlierSources
  keptOpenByAdmin
  closingsHeld
  heldClosings {
    state
    closing
    open
  }
  closingsConfirmedAt
  confirmedIn
  confirms
}`) as unknown as TypedDocumentString<AdminCatalogImportsQuery, AdminCatalogImportsQueryVariables>;
export const AdminFindStoresDocument = new TypedDocumentString(`
    query AdminFindStores($text: String!) {
  adminStores(text: $text, limit: 20) {
    ...AdminStoreFields
  }
}
    fragment AdminStoreFields on AdminStore {
  id
  Store_Name
  Store_Type
  Store_Street_Address
  City
  State
  Zip_Code
  Latitude
  Longitude
  status
  source
  listed_on
  delisted_on
  adminOverride {
    status
    fields
    by
    at
  }
}`) as unknown as TypedDocumentString<AdminFindStoresQuery, AdminFindStoresQueryVariables>;
export const AdminUpdateStoreDocument = new TypedDocumentString(`
    mutation AdminUpdateStore($id: ID!, $Store_Name: String!, $Store_Type: String!, $Store_Street_Address: String!, $City: String!, $State: String!, $Zip_Code: String!, $Latitude: Float!, $Longitude: Float!) {
  updateStore(
    id: $id
    Store_Name: $Store_Name
    Store_Type: $Store_Type
    Store_Street_Address: $Store_Street_Address
    City: $City
    State: $State
    Zip_Code: $Zip_Code
    Latitude: $Latitude
    Longitude: $Longitude
  ) {
    ...AdminStoreFields
  }
}
    fragment AdminStoreFields on AdminStore {
  id
  Store_Name
  Store_Type
  Store_Street_Address
  City
  State
  Zip_Code
  Latitude
  Longitude
  status
  source
  listed_on
  delisted_on
  adminOverride {
    status
    fields
    by
    at
  }
}`) as unknown as TypedDocumentString<AdminUpdateStoreMutation, AdminUpdateStoreMutationVariables>;
export const AdminSetStoreStatusDocument = new TypedDocumentString(`
    mutation AdminSetStoreStatus($id: ID!, $status: String!) {
  setStoreStatus(id: $id, status: $status) {
    ...AdminStoreFields
  }
}
    fragment AdminStoreFields on AdminStore {
  id
  Store_Name
  Store_Type
  Store_Street_Address
  City
  State
  Zip_Code
  Latitude
  Longitude
  status
  source
  listed_on
  delisted_on
  adminOverride {
    status
    fields
    by
    at
  }
}`) as unknown as TypedDocumentString<AdminSetStoreStatusMutation, AdminSetStoreStatusMutationVariables>;
export const AdminClearStoreOverrideDocument = new TypedDocumentString(`
    mutation AdminClearStoreOverride($id: ID!) {
  clearStoreOverride(id: $id) {
    ...AdminStoreFields
  }
}
    fragment AdminStoreFields on AdminStore {
  id
  Store_Name
  Store_Type
  Store_Street_Address
  City
  State
  Zip_Code
  Latitude
  Longitude
  status
  source
  listed_on
  delisted_on
  adminOverride {
    status
    fields
    by
    at
  }
}`) as unknown as TypedDocumentString<AdminClearStoreOverrideMutation, AdminClearStoreOverrideMutationVariables>;
export const AdminConfirmUsdaClosingsDocument = new TypedDocumentString(`
    mutation AdminConfirmUsdaClosings($importId: ID!) {
  confirmUsdaClosings(importId: $importId) {
    ...CatalogImportFields
  }
}
    fragment CatalogImportFields on CatalogImport {
  id
  kind
  fileName
  startedByName
  status
  format
  startedAt
  finishedAt
  rowsRead
  added
  updated
  unchanged
  closed
  reopened
  placedByZipCentroid
  skippedCount
  error
  asOf
  completeFor
  notes
  total
  fetched
  keptByAdmin
  olderThanCatalog
  endedAuthorizations
  earlierPeriods
  mergedDuplicates
  repeatedRows
  matchedEarlierSources
  keptOpenByAdmin
  closingsHeld
  heldClosings {
    state
    closing
    open
  }
  closingsConfirmedAt
  confirmedIn
  confirms
}`) as unknown as TypedDocumentString<AdminConfirmUsdaClosingsMutation, AdminConfirmUsdaClosingsMutationVariables>;
export const AdminRefreshFromUsdaDocument = new TypedDocumentString(`
    mutation AdminRefreshFromUsda($states: [String!]) {
  refreshFromUsda(states: $states) {
    ...CatalogImportFields
  }
}
    fragment CatalogImportFields on CatalogImport {
  id
  kind
  fileName
  startedByName
  status
  format
  startedAt
  finishedAt
  rowsRead
  added
  updated
  unchanged
  closed
  reopened
  placedByZipCentroid
  skippedCount
  error
  asOf
  completeFor
  notes
  total
  fetched
  keptByAdmin
  olderThanCatalog
  endedAuthorizations
  earlierPeriods
  mergedDuplicates
  repeatedRows
  matchedEarlierSources
  keptOpenByAdmin
  closingsHeld
  heldClosings {
    state
    closing
    open
  }
  closingsConfirmedAt
  confirmedIn
  confirms
}`) as unknown as TypedDocumentString<AdminRefreshFromUsdaMutation, AdminRefreshFromUsdaMutationVariables>;
export const EbtHelpListsDocument = new TypedDocumentString(`
    query EbtHelpLists {
  onlineRetailers {
    id
    state
    stateName
    name
    website
    note
    noteEs
    storeIds
    source
    checkedOn
    lastChecked
  }
  complaintContacts {
    id
    state
    stateName
    office
    officeEs
    contact
    contactEs
    source
    checkedOn
    lastChecked
  }
  helpFacts {
    key
    label
    text
    textEs
    source
    checkedOn
    lastChecked
  }
}
    `) as unknown as TypedDocumentString<EbtHelpListsQuery, EbtHelpListsQueryVariables>;
export const SaveOnlineRetailerDocument = new TypedDocumentString(`
    mutation SaveOnlineRetailer($id: ID, $state: String, $name: String, $website: String, $note: String, $noteEs: String, $storeIds: [String!], $source: String, $checkedOn: String) {
  saveOnlineRetailer(
    id: $id
    state: $state
    name: $name
    website: $website
    note: $note
    noteEs: $noteEs
    storeIds: $storeIds
    source: $source
    checkedOn: $checkedOn
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SaveOnlineRetailerMutation, SaveOnlineRetailerMutationVariables>;
export const DeleteOnlineRetailerDocument = new TypedDocumentString(`
    mutation DeleteOnlineRetailer($id: ID!) {
  deleteOnlineRetailer(id: $id) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteOnlineRetailerMutation, DeleteOnlineRetailerMutationVariables>;
export const SaveComplaintContactDocument = new TypedDocumentString(`
    mutation SaveComplaintContact($id: ID, $state: String, $office: String, $officeEs: String, $contact: String, $contactEs: String, $source: String, $checkedOn: String) {
  saveComplaintContact(
    id: $id
    state: $state
    office: $office
    officeEs: $officeEs
    contact: $contact
    contactEs: $contactEs
    source: $source
    checkedOn: $checkedOn
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SaveComplaintContactMutation, SaveComplaintContactMutationVariables>;
export const DeleteComplaintContactDocument = new TypedDocumentString(`
    mutation DeleteComplaintContact($id: ID!) {
  deleteComplaintContact(id: $id) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteComplaintContactMutation, DeleteComplaintContactMutationVariables>;
export const SaveHelpFactDocument = new TypedDocumentString(`
    mutation SaveHelpFact($key: String!, $text: String, $textEs: String, $source: String, $checkedOn: String) {
  saveHelpFact(
    key: $key
    text: $text
    textEs: $textEs
    source: $source
    checkedOn: $checkedOn
  ) {
    key
  }
}
    `) as unknown as TypedDocumentString<SaveHelpFactMutation, SaveHelpFactMutationVariables>;
export const HealthDocument = new TypedDocumentString(`
    query Health {
  health {
    status
    services {
      name
      version
      status
      latencyMs
      dependencies {
        name
        status
        error
        detail
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HealthQuery, HealthQueryVariables>;
export const PendingContributionsDocument = new TypedDocumentString(`
    query PendingContributions {
  pendingContributions {
    id
    store_id
    user_id
    kind
    phone
    weekly_hours {
      day
      open
      close
      closed
    }
    status
    created_at
    store {
      id
      Store_Name
      City
      State
    }
  }
}
    `) as unknown as TypedDocumentString<PendingContributionsQuery, PendingContributionsQueryVariables>;
export const ApproveContributionDocument = new TypedDocumentString(`
    mutation ApproveContribution($id: ID!) {
  approveContribution(contributionId: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveContributionMutation, ApproveContributionMutationVariables>;
export const RejectContributionDocument = new TypedDocumentString(`
    mutation RejectContribution($id: ID!) {
  rejectContribution(contributionId: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RejectContributionMutation, RejectContributionMutationVariables>;
export const EbtRefusalQueueDocument = new TypedDocumentString(`
    query EbtRefusalQueue($status: String, $limit: Int!, $offset: Int!) {
  ebtRefusalQueue(status: $status, limit: $limit, offset: $offset) {
    total
    items {
      storeId
      storeName
      state
      reporters
      marked
      recentReports {
        signedIn
        createdAt
      }
      totalReports
      lastReportedAt
      clearings {
        because
        by
        at
        note
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EbtRefusalQueueQuery, EbtRefusalQueueQueryVariables>;
export const ClearEbtRefusalMarkDocument = new TypedDocumentString(`
    mutation ClearEbtRefusalMark($storeId: ID!, $note: String) {
  clearEbtRefusalMark(storeId: $storeId, note: $note) {
    storeId
    marked
    reporters
  }
}
    `) as unknown as TypedDocumentString<ClearEbtRefusalMarkMutation, ClearEbtRefusalMarkMutationVariables>;
export const ModerationQueueDocument = new TypedDocumentString(`
    query ModerationQueue($status: String, $limit: Int!, $offset: Int!) {
  moderationQueue(status: $status, limit: $limit, offset: $offset) {
    total
    items {
      id
      itemType
      itemId
      storeId
      storeName
      excerpt
      rating
      thumbnailKey
      status
      open
      flagCount
      flags {
        reasonLabel
        note
        createdAt
      }
      reason
      decidedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const ModerateContentDocument = new TypedDocumentString(`
    mutation ModerateContent($itemType: String!, $itemId: ID!, $decision: String!, $reason: String) {
  moderateContent(
    itemType: $itemType
    itemId: $itemId
    decision: $decision
    reason: $reason
  ) {
    id
    status
    reason
  }
}
    `) as unknown as TypedDocumentString<ModerateContentMutation, ModerateContentMutationVariables>;
export const IssueReportsDocument = new TypedDocumentString(`
    query IssueReports($status: String, $limit: Int!, $offset: Int!) {
  issueReports(status: $status, limit: $limit, offset: $offset) {
    total
    items {
      id
      storeId
      storeName
      issueType
      description
      userEmail
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<IssueReportsQuery, IssueReportsQueryVariables>;
export const BusinessClaimsDocument = new TypedDocumentString(`
    query BusinessClaims($status: String, $limit: Int!, $offset: Int!) {
  businessClaims(status: $status, limit: $limit, offset: $offset) {
    total
    items {
      id
      storeId
      storeName
      businessRole
      ownerName
      ownerEmail
      phone
      verificationMethod
      additionalInfo
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessClaimsQuery, BusinessClaimsQueryVariables>;
export const SetIssueReportStatusDocument = new TypedDocumentString(`
    mutation SetIssueReportStatus($id: ID!, $status: String!) {
  setIssueReportStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SetIssueReportStatusMutation, SetIssueReportStatusMutationVariables>;
export const SetBusinessClaimStatusDocument = new TypedDocumentString(`
    mutation SetBusinessClaimStatus($id: ID!, $status: String!) {
  setBusinessClaimStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SetBusinessClaimStatusMutation, SetBusinessClaimStatusMutationVariables>;
export const AdminProgramTextsDocument = new TypedDocumentString(`
    query AdminProgramTexts {
  programTexts {
    id
    kind
    name
    nameEs
    text
    textEs
    asOf
    source
    everyState
    states
    updatedAt
    updatedBy
  }
}
    `) as unknown as TypedDocumentString<AdminProgramTextsQuery, AdminProgramTextsQueryVariables>;
export const SaveProgramTextDocument = new TypedDocumentString(`
    mutation SaveProgramText($input: ProgramTextInput!) {
  saveProgramText(input: $input) {
    created
    message
    text {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SaveProgramTextMutation, SaveProgramTextMutationVariables>;
export const AdminResetSecondFactorDocument = new TypedDocumentString(`
    mutation AdminResetSecondFactor($email: String!) {
  resetSecondFactor(email: $email)
}
    `) as unknown as TypedDocumentString<AdminResetSecondFactorMutation, AdminResetSecondFactorMutationVariables>;
export const AdminUserByEmailDocument = new TypedDocumentString(`
    query AdminUserByEmail($email: String!) {
  userByEmail(email: $email) {
    ...RoleUserFields
  }
}
    fragment RoleUserFields on User {
  id
  email
  fullName
  roles
  isAdmin
  isModerator
  emailConfirmedAt
  secondFactorEnabled
  secondFactorRequired
}`) as unknown as TypedDocumentString<AdminUserByEmailQuery, AdminUserByEmailQueryVariables>;
export const AdminAssignRoleDocument = new TypedDocumentString(`
    mutation AdminAssignRole($userId: ID!, $role: String!) {
  assignRole(userId: $userId, role: $role) {
    ...RoleUserFields
  }
}
    fragment RoleUserFields on User {
  id
  email
  fullName
  roles
  isAdmin
  isModerator
  emailConfirmedAt
  secondFactorEnabled
  secondFactorRequired
}`) as unknown as TypedDocumentString<AdminAssignRoleMutation, AdminAssignRoleMutationVariables>;
export const AdminRemoveRoleDocument = new TypedDocumentString(`
    mutation AdminRemoveRole($userId: ID!, $role: String!) {
  removeRole(userId: $userId, role: $role) {
    ...RoleUserFields
  }
}
    fragment RoleUserFields on User {
  id
  email
  fullName
  roles
  isAdmin
  isModerator
  emailConfirmedAt
  secondFactorEnabled
  secondFactorRequired
}`) as unknown as TypedDocumentString<AdminRemoveRoleMutation, AdminRemoveRoleMutationVariables>;
export const StateRulesListsDocument = new TypedDocumentString(`
    query StateRulesLists {
  purchaseRules {
    state
    stateName
    summaryEn
    summaryEs
    startsOn
    shown
    source
    checkedOn
    stateUrl
    stateCheckedOn
  }
  allBenefitNotices {
    id
    states
    national
    startsOn
    endsOn
    textEn
    textEs
    source
    checkedOn
    links
  }
}
    `) as unknown as TypedDocumentString<StateRulesListsQuery, StateRulesListsQueryVariables>;
export const SavePurchaseRuleDocument = new TypedDocumentString(`
    mutation SavePurchaseRule($state: String, $summaryEn: String, $summaryEs: String, $startsOn: String, $source: String, $checkedOn: String, $stateUrl: String, $stateCheckedOn: String) {
  savePurchaseRule(
    state: $state
    summaryEn: $summaryEn
    summaryEs: $summaryEs
    startsOn: $startsOn
    source: $source
    checkedOn: $checkedOn
    stateUrl: $stateUrl
    stateCheckedOn: $stateCheckedOn
  ) {
    state
  }
}
    `) as unknown as TypedDocumentString<SavePurchaseRuleMutation, SavePurchaseRuleMutationVariables>;
export const DeletePurchaseRuleDocument = new TypedDocumentString(`
    mutation DeletePurchaseRule($state: String!) {
  deletePurchaseRule(state: $state) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeletePurchaseRuleMutation, DeletePurchaseRuleMutationVariables>;
export const SaveBenefitNoticeDocument = new TypedDocumentString(`
    mutation SaveBenefitNotice($id: ID, $states: String, $startsOn: String, $endsOn: String, $textEn: String, $textEs: String, $source: String, $checkedOn: String, $links: [String!]) {
  saveBenefitNotice(
    id: $id
    states: $states
    startsOn: $startsOn
    endsOn: $endsOn
    textEn: $textEn
    textEs: $textEs
    source: $source
    checkedOn: $checkedOn
    links: $links
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SaveBenefitNoticeMutation, SaveBenefitNoticeMutationVariables>;
export const DeleteBenefitNoticeDocument = new TypedDocumentString(`
    mutation DeleteBenefitNotice($id: ID!) {
  deleteBenefitNotice(id: $id) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteBenefitNoticeMutation, DeleteBenefitNoticeMutationVariables>;