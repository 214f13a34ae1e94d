/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAnalyticsDashboard($days: Int!) {\n    analyticsDashboard(days: $days) {\n      days\n      daily {\n        date\n        pageViews\n        searches\n        zeroResultSearches\n        storeClicks\n        reviews\n        photos\n        contributions\n      }\n      pageViewsByRoute {\n        key\n        count\n      }\n      searchesByKind {\n        kind\n        searches\n        zeroResults\n      }\n      topQueries {\n        query\n        searches\n      }\n      activeStores\n      catalogCountedAt\n      storesByState {\n        key\n        count\n      }\n      storesByType {\n        key\n        count\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDashboardDocument,
    "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n": typeof types.AdminAuditEntriesDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n    secondFactorRequired\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n": typeof types.AdminRefreshDocument,
    "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": typeof types.AdminSignOutDocument,
    "\n  mutation AdminBeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n": typeof types.AdminBeginSecondFactorDocument,
    "\n  mutation AdminConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n": typeof types.AdminConfirmSecondFactorDocument,
    "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    body\n    category_id\n    featured_image\n    meta_title\n    meta_description\n    is_published\n    published_at\n    created_at\n    updated_at\n    category {\n      id\n      name\n      slug\n    }\n    language\n    translation_id\n    translation_slug\n  }\n": typeof types.AdminBlogPostFieldsFragmentDoc,
    "\n  query AdminBlogPosts {\n    blogPosts(includeDrafts: true, limit: 100) {\n      ...AdminBlogPostFields\n    }\n  }\n": typeof types.AdminBlogPostsDocument,
    "\n  query AdminBlogCategories {\n    blogCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.AdminBlogCategoriesDocument,
    "\n  mutation SaveBlogPost($input: BlogPostInput!) {\n    saveBlogPost(input: $input) {\n      message\n      created\n      post {\n        ...AdminBlogPostFields\n      }\n    }\n  }\n": typeof types.SaveBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      deleted\n      message\n    }\n  }\n": typeof types.DeleteBlogPostDocument,
    "\n  query BlogBodyPreview($body: String!) {\n    blogBodyPreview(body: $body) {\n      html\n    }\n  }\n": typeof types.BlogBodyPreviewDocument,
    "\n  query AdminPlacesBudgetHistory {\n    placesBudgetHistory(days: 30) {\n      today {\n        used\n        limit\n        exceeded\n      }\n      days {\n        date\n        used\n      }\n    }\n  }\n": typeof types.AdminPlacesBudgetHistoryDocument,
    "\n  mutation AdminSetPlacesDailyLimit($limit: Int!) {\n    setPlacesDailyLimit(limit: $limit) {\n      used\n      limit\n      exceeded\n    }\n  }\n": typeof types.AdminSetPlacesDailyLimitDocument,
    "\n  query AdminCatalogSources {\n    catalogSources {\n      sources {\n        source\n        refreshedAt\n        asOf\n        complete\n        added\n        updated\n        closed\n        reopened\n        skipped\n      }\n      covered {\n        state\n        asOf\n        stores\n      }\n      nextScheduledRefresh\n      pendingClosings {\n        importId\n        state\n        closing\n        open\n        heldAt\n        asOf\n      }\n      lastUsdaCheck {\n        checkedAt\n        lastEditDate\n        outcome\n        detail\n      }\n      lastUsdaSync {\n        finishedAt\n        lastEditDate\n      }\n    }\n  }\n": typeof types.AdminCatalogSourcesDocument,
    "\n  fragment CatalogImportFields on CatalogImport {\n    id\n    kind\n    fileName\n    startedByName\n    status\n    format\n    startedAt\n    finishedAt\n    rowsRead\n    added\n    updated\n    unchanged\n    closed\n    reopened\n    placedByZipCentroid\n    skippedCount\n    error\n    asOf\n    completeFor\n    notes\n    total\n    fetched\n    keptByAdmin\n    olderThanCatalog\n    endedAuthorizations\n    earlierPeriods\n    mergedDuplicates\n    repeatedRows\n    matchedEarlierSources\n    keptOpenByAdmin\n    closingsHeld\n    heldClosings {\n      state\n      closing\n      open\n    }\n    closingsConfirmedAt\n    confirmedIn\n    confirms\n  }\n": typeof types.CatalogImportFieldsFragmentDoc,
    "\n  fragment AdminStoreFields on AdminStore {\n    id\n    Store_Name\n    Store_Type\n    Store_Street_Address\n    City\n    State\n    Zip_Code\n    Latitude\n    Longitude\n    status\n    source\n    listed_on\n    delisted_on\n    adminOverride {\n      status\n      fields\n      by\n      at\n    }\n  }\n": typeof types.AdminStoreFieldsFragmentDoc,
    "\n  query AdminCatalogImport($id: ID!) {\n    catalogImport(id: $id) {\n      ...CatalogImportFields\n      skipped {\n        line\n        reason\n      }\n    }\n  }\n": typeof types.AdminCatalogImportDocument,
    "\n  query AdminCatalogImports($limit: Int!, $offset: Int!) {\n    catalogImports(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...CatalogImportFields\n      }\n    }\n  }\n": typeof types.AdminCatalogImportsDocument,
    "\n  query AdminFindStores($text: String!) {\n    adminStores(text: $text, limit: 20) {\n      ...AdminStoreFields\n    }\n  }\n": typeof types.AdminFindStoresDocument,
    "\n  mutation AdminUpdateStore(\n    $id: ID!\n    $Store_Name: String!\n    $Store_Type: String!\n    $Store_Street_Address: String!\n    $City: String!\n    $State: String!\n    $Zip_Code: String!\n    $Latitude: Float!\n    $Longitude: Float!\n  ) {\n    updateStore(\n      id: $id\n      Store_Name: $Store_Name\n      Store_Type: $Store_Type\n      Store_Street_Address: $Store_Street_Address\n      City: $City\n      State: $State\n      Zip_Code: $Zip_Code\n      Latitude: $Latitude\n      Longitude: $Longitude\n    ) {\n      ...AdminStoreFields\n    }\n  }\n": typeof types.AdminUpdateStoreDocument,
    "\n  mutation AdminSetStoreStatus($id: ID!, $status: String!) {\n    setStoreStatus(id: $id, status: $status) {\n      ...AdminStoreFields\n    }\n  }\n": typeof types.AdminSetStoreStatusDocument,
    "\n  mutation AdminClearStoreOverride($id: ID!) {\n    clearStoreOverride(id: $id) {\n      ...AdminStoreFields\n    }\n  }\n": typeof types.AdminClearStoreOverrideDocument,
    "\n  mutation AdminConfirmUsdaClosings($importId: ID!) {\n    confirmUsdaClosings(importId: $importId) {\n      ...CatalogImportFields\n    }\n  }\n": typeof types.AdminConfirmUsdaClosingsDocument,
    "\n  mutation AdminRefreshFromUsda($states: [String!]) {\n    refreshFromUsda(states: $states) {\n      ...CatalogImportFields\n    }\n  }\n": typeof types.AdminRefreshFromUsdaDocument,
    "\n  query EbtHelpLists {\n    onlineRetailers {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      storeIds\n      source\n      checkedOn\n      lastChecked\n    }\n    complaintContacts {\n      id\n      state\n      stateName\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n      lastChecked\n    }\n    helpFacts {\n      key\n      label\n      text\n      textEs\n      source\n      checkedOn\n      lastChecked\n    }\n  }\n": typeof types.EbtHelpListsDocument,
    "\n  mutation SaveOnlineRetailer(\n    $id: ID\n    $state: String\n    $name: String\n    $website: String\n    $note: String\n    $noteEs: String\n    $storeIds: [String!]\n    $source: String\n    $checkedOn: String\n  ) {\n    saveOnlineRetailer(\n      id: $id\n      state: $state\n      name: $name\n      website: $website\n      note: $note\n      noteEs: $noteEs\n      storeIds: $storeIds\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n": typeof types.SaveOnlineRetailerDocument,
    "\n  mutation DeleteOnlineRetailer($id: ID!) {\n    deleteOnlineRetailer(id: $id) {\n      deleted\n    }\n  }\n": typeof types.DeleteOnlineRetailerDocument,
    "\n  mutation SaveComplaintContact(\n    $id: ID\n    $state: String\n    $office: String\n    $officeEs: String\n    $contact: String\n    $contactEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveComplaintContact(\n      id: $id\n      state: $state\n      office: $office\n      officeEs: $officeEs\n      contact: $contact\n      contactEs: $contactEs\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n": typeof types.SaveComplaintContactDocument,
    "\n  mutation DeleteComplaintContact($id: ID!) {\n    deleteComplaintContact(id: $id) {\n      deleted\n    }\n  }\n": typeof types.DeleteComplaintContactDocument,
    "\n  mutation SaveHelpFact(\n    $key: String!\n    $text: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveHelpFact(key: $key, text: $text, textEs: $textEs, source: $source, checkedOn: $checkedOn) {\n      key\n    }\n  }\n": typeof types.SaveHelpFactDocument,
    "\n  query Health {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n          error\n          detail\n        }\n      }\n    }\n  }\n": typeof types.HealthDocument,
    "\n  query PendingContributions {\n    pendingContributions {\n      id\n      store_id\n      user_id\n      kind\n      phone\n      weekly_hours {\n        day\n        open\n        close\n        closed\n      }\n      status\n      created_at\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n": typeof types.PendingContributionsDocument,
    "\n  mutation ApproveContribution($id: ID!) {\n    approveContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveContributionDocument,
    "\n  mutation RejectContribution($id: ID!) {\n    rejectContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RejectContributionDocument,
    "\n  query EbtRefusalQueue($status: String, $limit: Int!, $offset: Int!) {\n    ebtRefusalQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        storeId\n        storeName\n        state\n        reporters\n        marked\n        recentReports {\n          signedIn\n          createdAt\n        }\n        totalReports\n        lastReportedAt\n        clearings {\n          because\n          by\n          at\n          note\n        }\n      }\n    }\n  }\n": typeof types.EbtRefusalQueueDocument,
    "\n  mutation ClearEbtRefusalMark($storeId: ID!, $note: String) {\n    clearEbtRefusalMark(storeId: $storeId, note: $note) {\n      storeId\n      marked\n      reporters\n    }\n  }\n": typeof types.ClearEbtRefusalMarkDocument,
    "\n  query ModerationQueue($status: String, $limit: Int!, $offset: Int!) {\n    moderationQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        itemType\n        itemId\n        storeId\n        storeName\n        excerpt\n        rating\n        thumbnailKey\n        status\n        open\n        flagCount\n        flags {\n          reasonLabel\n          note\n          createdAt\n        }\n        reason\n        decidedAt\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation ModerateContent($itemType: String!, $itemId: ID!, $decision: String!, $reason: String) {\n    moderateContent(itemType: $itemType, itemId: $itemId, decision: $decision, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.ModerateContentDocument,
    "\n  query IssueReports($status: String, $limit: Int!, $offset: Int!) {\n    issueReports(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        issueType\n        description\n        userEmail\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.IssueReportsDocument,
    "\n  query BusinessClaims($status: String, $limit: Int!, $offset: Int!) {\n    businessClaims(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        businessRole\n        ownerName\n        ownerEmail\n        phone\n        verificationMethod\n        additionalInfo\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.BusinessClaimsDocument,
    "\n  mutation SetIssueReportStatus($id: ID!, $status: String!) {\n    setIssueReportStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetIssueReportStatusDocument,
    "\n  mutation SetBusinessClaimStatus($id: ID!, $status: String!) {\n    setBusinessClaimStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetBusinessClaimStatusDocument,
    "\n  query AdminProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.AdminProgramTextsDocument,
    "\n  mutation SaveProgramText($input: ProgramTextInput!) {\n    saveProgramText(input: $input) {\n      created\n      message\n      text {\n        id\n      }\n    }\n  }\n": typeof types.SaveProgramTextDocument,
    "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n    secondFactorEnabled\n    secondFactorRequired\n  }\n": typeof types.RoleUserFieldsFragmentDoc,
    "\n  mutation AdminResetSecondFactor($email: String!) {\n    resetSecondFactor(email: $email)\n  }\n": typeof types.AdminResetSecondFactorDocument,
    "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminUserByEmailDocument,
    "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminAssignRoleDocument,
    "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": typeof types.AdminRemoveRoleDocument,
    "\n  query StateRulesLists {\n    purchaseRules {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n    allBenefitNotices {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n": typeof types.StateRulesListsDocument,
    "\n  mutation SavePurchaseRule(\n    $state: String\n    $summaryEn: String\n    $summaryEs: String\n    $startsOn: String\n    $source: String\n    $checkedOn: String\n    $stateUrl: String\n    $stateCheckedOn: String\n  ) {\n    savePurchaseRule(\n      state: $state\n      summaryEn: $summaryEn\n      summaryEs: $summaryEs\n      startsOn: $startsOn\n      source: $source\n      checkedOn: $checkedOn\n      stateUrl: $stateUrl\n      stateCheckedOn: $stateCheckedOn\n    ) {\n      state\n    }\n  }\n": typeof types.SavePurchaseRuleDocument,
    "\n  mutation DeletePurchaseRule($state: String!) {\n    deletePurchaseRule(state: $state) {\n      deleted\n    }\n  }\n": typeof types.DeletePurchaseRuleDocument,
    "\n  mutation SaveBenefitNotice(\n    $id: ID\n    $states: String\n    $startsOn: String\n    $endsOn: String\n    $textEn: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n    $links: [String!]\n  ) {\n    saveBenefitNotice(\n      id: $id\n      states: $states\n      startsOn: $startsOn\n      endsOn: $endsOn\n      textEn: $textEn\n      textEs: $textEs\n      source: $source\n      checkedOn: $checkedOn\n      links: $links\n    ) {\n      id\n    }\n  }\n": typeof types.SaveBenefitNoticeDocument,
    "\n  mutation DeleteBenefitNotice($id: ID!) {\n    deleteBenefitNotice(id: $id) {\n      deleted\n    }\n  }\n": typeof types.DeleteBenefitNoticeDocument,
};
const documents: Documents = {
    "\n  query AdminAnalyticsDashboard($days: Int!) {\n    analyticsDashboard(days: $days) {\n      days\n      daily {\n        date\n        pageViews\n        searches\n        zeroResultSearches\n        storeClicks\n        reviews\n        photos\n        contributions\n      }\n      pageViewsByRoute {\n        key\n        count\n      }\n      searchesByKind {\n        kind\n        searches\n        zeroResults\n      }\n      topQueries {\n        query\n        searches\n      }\n      activeStores\n      catalogCountedAt\n      storesByState {\n        key\n        count\n      }\n      storesByType {\n        key\n        count\n      }\n    }\n  }\n": types.AdminAnalyticsDashboardDocument,
    "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n": types.AdminAuditEntriesDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n    secondFactorRequired\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n": types.AdminRefreshDocument,
    "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": types.AdminSignOutDocument,
    "\n  mutation AdminBeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n": types.AdminBeginSecondFactorDocument,
    "\n  mutation AdminConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n": types.AdminConfirmSecondFactorDocument,
    "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    body\n    category_id\n    featured_image\n    meta_title\n    meta_description\n    is_published\n    published_at\n    created_at\n    updated_at\n    category {\n      id\n      name\n      slug\n    }\n    language\n    translation_id\n    translation_slug\n  }\n": types.AdminBlogPostFieldsFragmentDoc,
    "\n  query AdminBlogPosts {\n    blogPosts(includeDrafts: true, limit: 100) {\n      ...AdminBlogPostFields\n    }\n  }\n": types.AdminBlogPostsDocument,
    "\n  query AdminBlogCategories {\n    blogCategories {\n      id\n      name\n      slug\n    }\n  }\n": types.AdminBlogCategoriesDocument,
    "\n  mutation SaveBlogPost($input: BlogPostInput!) {\n    saveBlogPost(input: $input) {\n      message\n      created\n      post {\n        ...AdminBlogPostFields\n      }\n    }\n  }\n": types.SaveBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      deleted\n      message\n    }\n  }\n": types.DeleteBlogPostDocument,
    "\n  query BlogBodyPreview($body: String!) {\n    blogBodyPreview(body: $body) {\n      html\n    }\n  }\n": types.BlogBodyPreviewDocument,
    "\n  query AdminPlacesBudgetHistory {\n    placesBudgetHistory(days: 30) {\n      today {\n        used\n        limit\n        exceeded\n      }\n      days {\n        date\n        used\n      }\n    }\n  }\n": types.AdminPlacesBudgetHistoryDocument,
    "\n  mutation AdminSetPlacesDailyLimit($limit: Int!) {\n    setPlacesDailyLimit(limit: $limit) {\n      used\n      limit\n      exceeded\n    }\n  }\n": types.AdminSetPlacesDailyLimitDocument,
    "\n  query AdminCatalogSources {\n    catalogSources {\n      sources {\n        source\n        refreshedAt\n        asOf\n        complete\n        added\n        updated\n        closed\n        reopened\n        skipped\n      }\n      covered {\n        state\n        asOf\n        stores\n      }\n      nextScheduledRefresh\n      pendingClosings {\n        importId\n        state\n        closing\n        open\n        heldAt\n        asOf\n      }\n      lastUsdaCheck {\n        checkedAt\n        lastEditDate\n        outcome\n        detail\n      }\n      lastUsdaSync {\n        finishedAt\n        lastEditDate\n      }\n    }\n  }\n": types.AdminCatalogSourcesDocument,
    "\n  fragment CatalogImportFields on CatalogImport {\n    id\n    kind\n    fileName\n    startedByName\n    status\n    format\n    startedAt\n    finishedAt\n    rowsRead\n    added\n    updated\n    unchanged\n    closed\n    reopened\n    placedByZipCentroid\n    skippedCount\n    error\n    asOf\n    completeFor\n    notes\n    total\n    fetched\n    keptByAdmin\n    olderThanCatalog\n    endedAuthorizations\n    earlierPeriods\n    mergedDuplicates\n    repeatedRows\n    matchedEarlierSources\n    keptOpenByAdmin\n    closingsHeld\n    heldClosings {\n      state\n      closing\n      open\n    }\n    closingsConfirmedAt\n    confirmedIn\n    confirms\n  }\n": types.CatalogImportFieldsFragmentDoc,
    "\n  fragment AdminStoreFields on AdminStore {\n    id\n    Store_Name\n    Store_Type\n    Store_Street_Address\n    City\n    State\n    Zip_Code\n    Latitude\n    Longitude\n    status\n    source\n    listed_on\n    delisted_on\n    adminOverride {\n      status\n      fields\n      by\n      at\n    }\n  }\n": types.AdminStoreFieldsFragmentDoc,
    "\n  query AdminCatalogImport($id: ID!) {\n    catalogImport(id: $id) {\n      ...CatalogImportFields\n      skipped {\n        line\n        reason\n      }\n    }\n  }\n": types.AdminCatalogImportDocument,
    "\n  query AdminCatalogImports($limit: Int!, $offset: Int!) {\n    catalogImports(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...CatalogImportFields\n      }\n    }\n  }\n": types.AdminCatalogImportsDocument,
    "\n  query AdminFindStores($text: String!) {\n    adminStores(text: $text, limit: 20) {\n      ...AdminStoreFields\n    }\n  }\n": types.AdminFindStoresDocument,
    "\n  mutation AdminUpdateStore(\n    $id: ID!\n    $Store_Name: String!\n    $Store_Type: String!\n    $Store_Street_Address: String!\n    $City: String!\n    $State: String!\n    $Zip_Code: String!\n    $Latitude: Float!\n    $Longitude: Float!\n  ) {\n    updateStore(\n      id: $id\n      Store_Name: $Store_Name\n      Store_Type: $Store_Type\n      Store_Street_Address: $Store_Street_Address\n      City: $City\n      State: $State\n      Zip_Code: $Zip_Code\n      Latitude: $Latitude\n      Longitude: $Longitude\n    ) {\n      ...AdminStoreFields\n    }\n  }\n": types.AdminUpdateStoreDocument,
    "\n  mutation AdminSetStoreStatus($id: ID!, $status: String!) {\n    setStoreStatus(id: $id, status: $status) {\n      ...AdminStoreFields\n    }\n  }\n": types.AdminSetStoreStatusDocument,
    "\n  mutation AdminClearStoreOverride($id: ID!) {\n    clearStoreOverride(id: $id) {\n      ...AdminStoreFields\n    }\n  }\n": types.AdminClearStoreOverrideDocument,
    "\n  mutation AdminConfirmUsdaClosings($importId: ID!) {\n    confirmUsdaClosings(importId: $importId) {\n      ...CatalogImportFields\n    }\n  }\n": types.AdminConfirmUsdaClosingsDocument,
    "\n  mutation AdminRefreshFromUsda($states: [String!]) {\n    refreshFromUsda(states: $states) {\n      ...CatalogImportFields\n    }\n  }\n": types.AdminRefreshFromUsdaDocument,
    "\n  query EbtHelpLists {\n    onlineRetailers {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      storeIds\n      source\n      checkedOn\n      lastChecked\n    }\n    complaintContacts {\n      id\n      state\n      stateName\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n      lastChecked\n    }\n    helpFacts {\n      key\n      label\n      text\n      textEs\n      source\n      checkedOn\n      lastChecked\n    }\n  }\n": types.EbtHelpListsDocument,
    "\n  mutation SaveOnlineRetailer(\n    $id: ID\n    $state: String\n    $name: String\n    $website: String\n    $note: String\n    $noteEs: String\n    $storeIds: [String!]\n    $source: String\n    $checkedOn: String\n  ) {\n    saveOnlineRetailer(\n      id: $id\n      state: $state\n      name: $name\n      website: $website\n      note: $note\n      noteEs: $noteEs\n      storeIds: $storeIds\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n": types.SaveOnlineRetailerDocument,
    "\n  mutation DeleteOnlineRetailer($id: ID!) {\n    deleteOnlineRetailer(id: $id) {\n      deleted\n    }\n  }\n": types.DeleteOnlineRetailerDocument,
    "\n  mutation SaveComplaintContact(\n    $id: ID\n    $state: String\n    $office: String\n    $officeEs: String\n    $contact: String\n    $contactEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveComplaintContact(\n      id: $id\n      state: $state\n      office: $office\n      officeEs: $officeEs\n      contact: $contact\n      contactEs: $contactEs\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n": types.SaveComplaintContactDocument,
    "\n  mutation DeleteComplaintContact($id: ID!) {\n    deleteComplaintContact(id: $id) {\n      deleted\n    }\n  }\n": types.DeleteComplaintContactDocument,
    "\n  mutation SaveHelpFact(\n    $key: String!\n    $text: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveHelpFact(key: $key, text: $text, textEs: $textEs, source: $source, checkedOn: $checkedOn) {\n      key\n    }\n  }\n": types.SaveHelpFactDocument,
    "\n  query Health {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n          error\n          detail\n        }\n      }\n    }\n  }\n": types.HealthDocument,
    "\n  query PendingContributions {\n    pendingContributions {\n      id\n      store_id\n      user_id\n      kind\n      phone\n      weekly_hours {\n        day\n        open\n        close\n        closed\n      }\n      status\n      created_at\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n": types.PendingContributionsDocument,
    "\n  mutation ApproveContribution($id: ID!) {\n    approveContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveContributionDocument,
    "\n  mutation RejectContribution($id: ID!) {\n    rejectContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n": types.RejectContributionDocument,
    "\n  query EbtRefusalQueue($status: String, $limit: Int!, $offset: Int!) {\n    ebtRefusalQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        storeId\n        storeName\n        state\n        reporters\n        marked\n        recentReports {\n          signedIn\n          createdAt\n        }\n        totalReports\n        lastReportedAt\n        clearings {\n          because\n          by\n          at\n          note\n        }\n      }\n    }\n  }\n": types.EbtRefusalQueueDocument,
    "\n  mutation ClearEbtRefusalMark($storeId: ID!, $note: String) {\n    clearEbtRefusalMark(storeId: $storeId, note: $note) {\n      storeId\n      marked\n      reporters\n    }\n  }\n": types.ClearEbtRefusalMarkDocument,
    "\n  query ModerationQueue($status: String, $limit: Int!, $offset: Int!) {\n    moderationQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        itemType\n        itemId\n        storeId\n        storeName\n        excerpt\n        rating\n        thumbnailKey\n        status\n        open\n        flagCount\n        flags {\n          reasonLabel\n          note\n          createdAt\n        }\n        reason\n        decidedAt\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation ModerateContent($itemType: String!, $itemId: ID!, $decision: String!, $reason: String) {\n    moderateContent(itemType: $itemType, itemId: $itemId, decision: $decision, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": types.ModerateContentDocument,
    "\n  query IssueReports($status: String, $limit: Int!, $offset: Int!) {\n    issueReports(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        issueType\n        description\n        userEmail\n        status\n        createdAt\n      }\n    }\n  }\n": types.IssueReportsDocument,
    "\n  query BusinessClaims($status: String, $limit: Int!, $offset: Int!) {\n    businessClaims(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        businessRole\n        ownerName\n        ownerEmail\n        phone\n        verificationMethod\n        additionalInfo\n        status\n        createdAt\n      }\n    }\n  }\n": types.BusinessClaimsDocument,
    "\n  mutation SetIssueReportStatus($id: ID!, $status: String!) {\n    setIssueReportStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetIssueReportStatusDocument,
    "\n  mutation SetBusinessClaimStatus($id: ID!, $status: String!) {\n    setBusinessClaimStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetBusinessClaimStatusDocument,
    "\n  query AdminProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n      updatedAt\n      updatedBy\n    }\n  }\n": types.AdminProgramTextsDocument,
    "\n  mutation SaveProgramText($input: ProgramTextInput!) {\n    saveProgramText(input: $input) {\n      created\n      message\n      text {\n        id\n      }\n    }\n  }\n": types.SaveProgramTextDocument,
    "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n    secondFactorEnabled\n    secondFactorRequired\n  }\n": types.RoleUserFieldsFragmentDoc,
    "\n  mutation AdminResetSecondFactor($email: String!) {\n    resetSecondFactor(email: $email)\n  }\n": types.AdminResetSecondFactorDocument,
    "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminUserByEmailDocument,
    "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminAssignRoleDocument,
    "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n": types.AdminRemoveRoleDocument,
    "\n  query StateRulesLists {\n    purchaseRules {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n    allBenefitNotices {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n": types.StateRulesListsDocument,
    "\n  mutation SavePurchaseRule(\n    $state: String\n    $summaryEn: String\n    $summaryEs: String\n    $startsOn: String\n    $source: String\n    $checkedOn: String\n    $stateUrl: String\n    $stateCheckedOn: String\n  ) {\n    savePurchaseRule(\n      state: $state\n      summaryEn: $summaryEn\n      summaryEs: $summaryEs\n      startsOn: $startsOn\n      source: $source\n      checkedOn: $checkedOn\n      stateUrl: $stateUrl\n      stateCheckedOn: $stateCheckedOn\n    ) {\n      state\n    }\n  }\n": types.SavePurchaseRuleDocument,
    "\n  mutation DeletePurchaseRule($state: String!) {\n    deletePurchaseRule(state: $state) {\n      deleted\n    }\n  }\n": types.DeletePurchaseRuleDocument,
    "\n  mutation SaveBenefitNotice(\n    $id: ID\n    $states: String\n    $startsOn: String\n    $endsOn: String\n    $textEn: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n    $links: [String!]\n  ) {\n    saveBenefitNotice(\n      id: $id\n      states: $states\n      startsOn: $startsOn\n      endsOn: $endsOn\n      textEn: $textEn\n      textEs: $textEs\n      source: $source\n      checkedOn: $checkedOn\n      links: $links\n    ) {\n      id\n    }\n  }\n": types.SaveBenefitNoticeDocument,
    "\n  mutation DeleteBenefitNotice($id: ID!) {\n    deleteBenefitNotice(id: $id) {\n      deleted\n    }\n  }\n": types.DeleteBenefitNoticeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalyticsDashboard($days: Int!) {\n    analyticsDashboard(days: $days) {\n      days\n      daily {\n        date\n        pageViews\n        searches\n        zeroResultSearches\n        storeClicks\n        reviews\n        photos\n        contributions\n      }\n      pageViewsByRoute {\n        key\n        count\n      }\n      searchesByKind {\n        kind\n        searches\n        zeroResults\n      }\n      topQueries {\n        query\n        searches\n      }\n      activeStores\n      catalogCountedAt\n      storesByState {\n        key\n        count\n      }\n      storesByType {\n        key\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').AdminAnalyticsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditEntries(\n    $action: String\n    $actorEmail: String\n    $from: String\n    $to: String\n    $limit: Int!\n    $offset: Int!\n  ) {\n    auditEntries(\n      action: $action\n      actorEmail: $actorEmail\n      from: $from\n      to: $to\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        id\n        actorEmail\n        actorId\n        action\n        targetType\n        targetId\n        summary\n        before\n        after\n        occurredAt\n      }\n    }\n  }\n"): typeof import('./graphql').AdminAuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    email\n    isAdmin\n    isModerator\n    secondFactorRequired\n  }\n"): typeof import('./graphql').AdminUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefresh {\n    refreshSession {\n      accessToken\n    }\n  }\n"): typeof import('./graphql').AdminRefreshDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      ...AdminUserFields\n    }\n  }\n"): typeof import('./graphql').AdminMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    signOut\n  }\n"): typeof import('./graphql').AdminSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n"): typeof import('./graphql').AdminBeginSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n"): typeof import('./graphql').AdminConfirmSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    body\n    category_id\n    featured_image\n    meta_title\n    meta_description\n    is_published\n    published_at\n    created_at\n    updated_at\n    category {\n      id\n      name\n      slug\n    }\n    language\n    translation_id\n    translation_slug\n  }\n"): typeof import('./graphql').AdminBlogPostFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPosts {\n    blogPosts(includeDrafts: true, limit: 100) {\n      ...AdminBlogPostFields\n    }\n  }\n"): typeof import('./graphql').AdminBlogPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogCategories {\n    blogCategories {\n      id\n      name\n      slug\n    }\n  }\n"): typeof import('./graphql').AdminBlogCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBlogPost($input: BlogPostInput!) {\n    saveBlogPost(input: $input) {\n      message\n      created\n      post {\n        ...AdminBlogPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').SaveBlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      deleted\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteBlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogBodyPreview($body: String!) {\n    blogBodyPreview(body: $body) {\n      html\n    }\n  }\n"): typeof import('./graphql').BlogBodyPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlacesBudgetHistory {\n    placesBudgetHistory(days: 30) {\n      today {\n        used\n        limit\n        exceeded\n      }\n      days {\n        date\n        used\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPlacesBudgetHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPlacesDailyLimit($limit: Int!) {\n    setPlacesDailyLimit(limit: $limit) {\n      used\n      limit\n      exceeded\n    }\n  }\n"): typeof import('./graphql').AdminSetPlacesDailyLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogSources {\n    catalogSources {\n      sources {\n        source\n        refreshedAt\n        asOf\n        complete\n        added\n        updated\n        closed\n        reopened\n        skipped\n      }\n      covered {\n        state\n        asOf\n        stores\n      }\n      nextScheduledRefresh\n      pendingClosings {\n        importId\n        state\n        closing\n        open\n        heldAt\n        asOf\n      }\n      lastUsdaCheck {\n        checkedAt\n        lastEditDate\n        outcome\n        detail\n      }\n      lastUsdaSync {\n        finishedAt\n        lastEditDate\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCatalogSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogImportFields on CatalogImport {\n    id\n    kind\n    fileName\n    startedByName\n    status\n    format\n    startedAt\n    finishedAt\n    rowsRead\n    added\n    updated\n    unchanged\n    closed\n    reopened\n    placedByZipCentroid\n    skippedCount\n    error\n    asOf\n    completeFor\n    notes\n    total\n    fetched\n    keptByAdmin\n    olderThanCatalog\n    endedAuthorizations\n    earlierPeriods\n    mergedDuplicates\n    repeatedRows\n    matchedEarlierSources\n    keptOpenByAdmin\n    closingsHeld\n    heldClosings {\n      state\n      closing\n      open\n    }\n    closingsConfirmedAt\n    confirmedIn\n    confirms\n  }\n"): typeof import('./graphql').CatalogImportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoreFields on AdminStore {\n    id\n    Store_Name\n    Store_Type\n    Store_Street_Address\n    City\n    State\n    Zip_Code\n    Latitude\n    Longitude\n    status\n    source\n    listed_on\n    delisted_on\n    adminOverride {\n      status\n      fields\n      by\n      at\n    }\n  }\n"): typeof import('./graphql').AdminStoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogImport($id: ID!) {\n    catalogImport(id: $id) {\n      ...CatalogImportFields\n      skipped {\n        line\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCatalogImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogImports($limit: Int!, $offset: Int!) {\n    catalogImports(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...CatalogImportFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCatalogImportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFindStores($text: String!) {\n    adminStores(text: $text, limit: 20) {\n      ...AdminStoreFields\n    }\n  }\n"): typeof import('./graphql').AdminFindStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStore(\n    $id: ID!\n    $Store_Name: String!\n    $Store_Type: String!\n    $Store_Street_Address: String!\n    $City: String!\n    $State: String!\n    $Zip_Code: String!\n    $Latitude: Float!\n    $Longitude: Float!\n  ) {\n    updateStore(\n      id: $id\n      Store_Name: $Store_Name\n      Store_Type: $Store_Type\n      Store_Street_Address: $Store_Street_Address\n      City: $City\n      State: $State\n      Zip_Code: $Zip_Code\n      Latitude: $Latitude\n      Longitude: $Longitude\n    ) {\n      ...AdminStoreFields\n    }\n  }\n"): typeof import('./graphql').AdminUpdateStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetStoreStatus($id: ID!, $status: String!) {\n    setStoreStatus(id: $id, status: $status) {\n      ...AdminStoreFields\n    }\n  }\n"): typeof import('./graphql').AdminSetStoreStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClearStoreOverride($id: ID!) {\n    clearStoreOverride(id: $id) {\n      ...AdminStoreFields\n    }\n  }\n"): typeof import('./graphql').AdminClearStoreOverrideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmUsdaClosings($importId: ID!) {\n    confirmUsdaClosings(importId: $importId) {\n      ...CatalogImportFields\n    }\n  }\n"): typeof import('./graphql').AdminConfirmUsdaClosingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefreshFromUsda($states: [String!]) {\n    refreshFromUsda(states: $states) {\n      ...CatalogImportFields\n    }\n  }\n"): typeof import('./graphql').AdminRefreshFromUsdaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbtHelpLists {\n    onlineRetailers {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      storeIds\n      source\n      checkedOn\n      lastChecked\n    }\n    complaintContacts {\n      id\n      state\n      stateName\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n      lastChecked\n    }\n    helpFacts {\n      key\n      label\n      text\n      textEs\n      source\n      checkedOn\n      lastChecked\n    }\n  }\n"): typeof import('./graphql').EbtHelpListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOnlineRetailer(\n    $id: ID\n    $state: String\n    $name: String\n    $website: String\n    $note: String\n    $noteEs: String\n    $storeIds: [String!]\n    $source: String\n    $checkedOn: String\n  ) {\n    saveOnlineRetailer(\n      id: $id\n      state: $state\n      name: $name\n      website: $website\n      note: $note\n      noteEs: $noteEs\n      storeIds: $storeIds\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveOnlineRetailerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOnlineRetailer($id: ID!) {\n    deleteOnlineRetailer(id: $id) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeleteOnlineRetailerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveComplaintContact(\n    $id: ID\n    $state: String\n    $office: String\n    $officeEs: String\n    $contact: String\n    $contactEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveComplaintContact(\n      id: $id\n      state: $state\n      office: $office\n      officeEs: $officeEs\n      contact: $contact\n      contactEs: $contactEs\n      source: $source\n      checkedOn: $checkedOn\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveComplaintContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComplaintContact($id: ID!) {\n    deleteComplaintContact(id: $id) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeleteComplaintContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHelpFact(\n    $key: String!\n    $text: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n  ) {\n    saveHelpFact(key: $key, text: $text, textEs: $textEs, source: $source, checkedOn: $checkedOn) {\n      key\n    }\n  }\n"): typeof import('./graphql').SaveHelpFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Health {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n          error\n          detail\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingContributions {\n    pendingContributions {\n      id\n      store_id\n      user_id\n      kind\n      phone\n      weekly_hours {\n        day\n        open\n        close\n        closed\n      }\n      status\n      created_at\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n"): typeof import('./graphql').PendingContributionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveContribution($id: ID!) {\n    approveContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveContributionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectContribution($id: ID!) {\n    rejectContribution(contributionId: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RejectContributionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbtRefusalQueue($status: String, $limit: Int!, $offset: Int!) {\n    ebtRefusalQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        storeId\n        storeName\n        state\n        reporters\n        marked\n        recentReports {\n          signedIn\n          createdAt\n        }\n        totalReports\n        lastReportedAt\n        clearings {\n          because\n          by\n          at\n          note\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EbtRefusalQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearEbtRefusalMark($storeId: ID!, $note: String) {\n    clearEbtRefusalMark(storeId: $storeId, note: $note) {\n      storeId\n      marked\n      reporters\n    }\n  }\n"): typeof import('./graphql').ClearEbtRefusalMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($status: String, $limit: Int!, $offset: Int!) {\n    moderationQueue(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        itemType\n        itemId\n        storeId\n        storeName\n        excerpt\n        rating\n        thumbnailKey\n        status\n        open\n        flagCount\n        flags {\n          reasonLabel\n          note\n          createdAt\n        }\n        reason\n        decidedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ModerationQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateContent($itemType: String!, $itemId: ID!, $decision: String!, $reason: String) {\n    moderateContent(itemType: $itemType, itemId: $itemId, decision: $decision, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"): typeof import('./graphql').ModerateContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueReports($status: String, $limit: Int!, $offset: Int!) {\n    issueReports(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        issueType\n        description\n        userEmail\n        status\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').IssueReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessClaims($status: String, $limit: Int!, $offset: Int!) {\n    businessClaims(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        storeId\n        storeName\n        businessRole\n        ownerName\n        ownerEmail\n        phone\n        verificationMethod\n        additionalInfo\n        status\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').BusinessClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIssueReportStatus($id: ID!, $status: String!) {\n    setIssueReportStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SetIssueReportStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBusinessClaimStatus($id: ID!, $status: String!) {\n    setBusinessClaimStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SetBusinessClaimStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n      updatedAt\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').AdminProgramTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProgramText($input: ProgramTextInput!) {\n    saveProgramText(input: $input) {\n      created\n      message\n      text {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SaveProgramTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleUserFields on User {\n    id\n    email\n    fullName\n    roles\n    isAdmin\n    isModerator\n    emailConfirmedAt\n    secondFactorEnabled\n    secondFactorRequired\n  }\n"): typeof import('./graphql').RoleUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetSecondFactor($email: String!) {\n    resetSecondFactor(email: $email)\n  }\n"): typeof import('./graphql').AdminResetSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminUserByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignRole($userId: ID!, $role: String!) {\n    assignRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminAssignRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) {\n      ...RoleUserFields\n    }\n  }\n"): typeof import('./graphql').AdminRemoveRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateRulesLists {\n    purchaseRules {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n    allBenefitNotices {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n"): typeof import('./graphql').StateRulesListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePurchaseRule(\n    $state: String\n    $summaryEn: String\n    $summaryEs: String\n    $startsOn: String\n    $source: String\n    $checkedOn: String\n    $stateUrl: String\n    $stateCheckedOn: String\n  ) {\n    savePurchaseRule(\n      state: $state\n      summaryEn: $summaryEn\n      summaryEs: $summaryEs\n      startsOn: $startsOn\n      source: $source\n      checkedOn: $checkedOn\n      stateUrl: $stateUrl\n      stateCheckedOn: $stateCheckedOn\n    ) {\n      state\n    }\n  }\n"): typeof import('./graphql').SavePurchaseRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePurchaseRule($state: String!) {\n    deletePurchaseRule(state: $state) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeletePurchaseRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBenefitNotice(\n    $id: ID\n    $states: String\n    $startsOn: String\n    $endsOn: String\n    $textEn: String\n    $textEs: String\n    $source: String\n    $checkedOn: String\n    $links: [String!]\n  ) {\n    saveBenefitNotice(\n      id: $id\n      states: $states\n      startsOn: $startsOn\n      endsOn: $endsOn\n      textEn: $textEn\n      textEs: $textEs\n      source: $source\n      checkedOn: $checkedOn\n      links: $links\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveBenefitNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBenefitNotice($id: ID!) {\n    deleteBenefitNotice(id: $id) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeleteBenefitNoticeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
