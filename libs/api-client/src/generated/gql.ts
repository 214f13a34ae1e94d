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
    "\n  query StateAt($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      state\n    }\n  }\n": typeof types.StateAtDocument,
    "\n  fragment StoreCardFields on Store {\n    id\n    Store_Name\n    Store_Street_Address\n    Additional_Address\n    City\n    State\n    Zip_Code\n    Store_Type\n    Latitude\n    Longitude\n    Incentive_Program\n    Grantee_Name\n    produceIncentive\n    restaurantMeals\n    distance_miles\n    similarity_score\n    average_rating\n    review_count\n    phone\n    website\n    openNow\n    weeklyHours {\n      day\n      open\n      close\n      closed\n    }\n    latestComment {\n      comment_text\n      user_name\n      created_at\n    }\n    google_rating\n    google_last_updated\n    trending_score\n    updated_at\n    status\n    listed_on\n    delisted_on\n    closed_by_editors_on\n  }\n": typeof types.StoreCardFieldsFragmentDoc,
    "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $password: String!\n    $confirmPassword: String!\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      confirmPassword: $confirmPassword\n    )\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query FavoriteStores {\n    myFavorites {\n      ...StoreCardFields\n    }\n  }\n": typeof types.FavoriteStoresDocument,
    "\n  query MyReviews {\n    myReviews {\n      id\n      rating\n      review_text\n      created_at\n      store_id\n      moderation_status\n      moderation_notice\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n": typeof types.MyReviewsDocument,
    "\n  mutation DeleteMyReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n": typeof types.DeleteMyReviewDocument,
    "\n  query MyModeratedContent {\n    myModeratedContent {\n      itemType\n      itemId\n      storeId\n      storeName\n      excerpt\n      status\n      notice\n      decidedAt\n    }\n  }\n": typeof types.MyModeratedContentDocument,
    "\n  query MyStats {\n    myStats {\n      total_points\n      total_contributions\n      stores_contributed_to\n      verified_contributions\n    }\n  }\n": typeof types.MyStatsDocument,
    "\n  query MyBadges {\n    myBadges {\n      id\n      earned_at\n      badge {\n        id\n        name\n        icon\n      }\n    }\n  }\n": typeof types.MyBadgesDocument,
    "\n  query Badges {\n    badges {\n      id\n      name\n      description\n      icon\n      contributions_required\n      earned\n      earned_at\n    }\n  }\n": typeof types.BadgesDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      os\n      signedInAt\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n": typeof types.EndSessionDocument,
    "\n  fragment BlogCardFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    featured_image\n    is_published\n    published_at\n    created_at\n    language\n    translation_slug\n    category {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.BlogCardFieldsFragmentDoc,
    "\n  query BlogPosts($includeDrafts: Boolean!) {\n    blogPosts(includeDrafts: $includeDrafts) {\n      ...BlogCardFields\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogCardFields\n      body\n      meta_title\n      meta_description\n      updated_at\n    }\n    relatedBlogPosts(slug: $slug) {\n      ...BlogCardFields\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query ServiceHealth {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n        }\n      }\n    }\n  }\n": typeof types.ServiceHealthDocument,
    "\n  query CategoryStores(\n    $category: String!\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $offset: Int!\n    $produceIncentiveOnly: Boolean\n  ) {\n    categoryStores(\n      category: $category\n      produceIncentiveOnly: $produceIncentiveOnly\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      offset: $offset\n    ) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.CategoryStoresDocument,
    "\n  query ZipCentre($zip: String!) {\n    geocode(text: $zip) {\n      lat\n      lng\n    }\n  }\n": typeof types.ZipCentreDocument,
    "\n  query NearestStoresAroundZip(\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $storeTypes: [String!]\n    $produceIncentiveOnly: Boolean\n  ) {\n    nearbyStores(\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      storeTypes: $storeTypes\n      produceIncentiveOnly: $produceIncentiveOnly\n    ) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.NearestStoresAroundZipDocument,
    "\n  query ZipStores($zip: String!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {\n    zipStores(zip: $zip, storeTypes: $storeTypes, produceIncentiveOnly: $produceIncentiveOnly) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.ZipStoresDocument,
    "\n  query OnlineEbt($state: String!) {\n    onlineRetailers(state: $state) {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      source\n      checkedOn\n    }\n    helpFacts {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n": typeof types.OnlineEbtDocument,
    "\n  query Geocode($text: String!) {\n    geocode(text: $text) {\n      lat\n      lng\n      zip\n      city\n      state\n    }\n  }\n": typeof types.GeocodeDocument,
    "\n  query ReverseGeocode($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      zip\n      state\n    }\n  }\n": typeof types.ReverseGeocodeDocument,
    "\n  query PlacesBudget {\n    placesBudget {\n      exceeded\n    }\n  }\n": typeof types.PlacesBudgetDocument,
    "\n  query SearchStores(\n    $text: String\n    $city: String\n    $state: String\n    $zip: String\n    $lat: Float\n    $lng: Float\n    $radiusMiles: Int!\n    $storeTypes: [String!]\n    $limit: Int!\n  ) {\n    searchStores(\n      text: $text\n      city: $city\n      state: $state\n      zip: $zip\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      storeTypes: $storeTypes\n      limit: $limit\n    ) {\n      ...StoreCardFields\n      searchLimited\n    }\n  }\n": typeof types.SearchStoresDocument,
    "\n  query DirectSearch($text: String!, $category: String, $limit: Int!) {\n    directSearch(text: $text, category: $category, limit: $limit) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.DirectSearchDocument,
    "\n  query PurchaseRules($states: [String!]) {\n    purchaseRules(states: $states) {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n  }\n": typeof types.PurchaseRulesDocument,
    "\n  query BenefitNotices($states: [String!]) {\n    benefitNotices(states: $states) {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n": typeof types.BenefitNoticesDocument,
    "\n  query EbtRefusalStatus($storeId: ID!) {\n    ebtRefusalStatus(storeId: $storeId) {\n      storeId\n      recentlyReported\n      notice\n      yourReportAt\n    }\n  }\n": typeof types.EbtRefusalStatusDocument,
    "\n  query RefusalHelp($state: String!) {\n    complaintContacts(state: $state) {\n      id\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n    }\n    helpFacts(key: \"refusal-rights\") {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n": typeof types.RefusalHelpDocument,
    "\n  mutation ReportEbtRefusal($storeId: ID!) {\n    reportEbtRefusal(storeId: $storeId) {\n      message\n      status {\n        storeId\n        recentlyReported\n        notice\n        yourReportAt\n      }\n    }\n  }\n": typeof types.ReportEbtRefusalDocument,
    "\n  mutation FlagContent($itemType: String!, $itemId: ID!, $reason: String, $note: String) {\n    flagContent(itemType: $itemType, itemId: $itemId, reason: $reason, note: $note) {\n      flagged\n      message\n    }\n  }\n": typeof types.FlagContentDocument,
    "\n  query StoreEnrichment($storeId: ID!) {\n    storeEnrichment(storeId: $storeId) {\n      storeId\n      budgetExceeded\n      queued\n      providerEnabled\n      openMapEnabled\n      confidence\n      lastUpdated\n      place {\n        name\n        formatted_phone_number\n        website\n        rating\n        user_ratings_total\n        price_level\n        business_status\n        categories\n        weekday_text\n        photos {\n          photo_url\n        }\n        reviews {\n          author_name\n          author_url\n          rating\n          text\n          relative_time_description\n        }\n        reviews_total\n      }\n      openMap {\n        confidence_score\n        osm_id\n        phone\n        website\n        opening_hours\n        shop_type\n        brand\n        operator\n        full_address\n      }\n    }\n  }\n": typeof types.StoreEnrichmentDocument,
    "\n  query StoreDetail($id: ID!) {\n    store(id: $id) {\n      ...StoreCardFields\n      County\n      Grantee_Name\n      approximateLocation\n    }\n  }\n": typeof types.StoreDetailDocument,
    "\n  mutation AddStorePhone($storeId: ID!, $phone: String!) {\n    addStorePhone(storeId: $storeId, phone: $phone) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": typeof types.AddStorePhoneDocument,
    "\n  mutation AddStoreHours($storeId: ID!, $hours: WeeklyHoursInput!) {\n    addStoreHours(storeId: $storeId, hours: $hours) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": typeof types.AddStoreHoursDocument,
    "\n  query StoreOnlineRetailers($storeId: ID!) {\n    storeOnlineRetailers(storeId: $storeId) {\n      id\n      name\n      website\n    }\n  }\n": typeof types.StoreOnlineRetailersDocument,
    "\n  query StorePhotos($storeId: ID!) {\n    storePhotos(storeId: $storeId) {\n      id\n      thumbnailUrl\n      heroUrl\n    }\n  }\n": typeof types.StorePhotosDocument,
    "\n  query MyPendingPhotos($storeId: ID!) {\n    myPendingPhotos(storeId: $storeId) {\n      processing {\n        id\n      }\n      failed {\n        id\n        message\n      }\n    }\n  }\n": typeof types.MyPendingPhotosDocument,
    "\n  mutation DismissPhotoFailure($id: ID!) {\n    dismissPhotoFailure(id: $id)\n  }\n": typeof types.DismissPhotoFailureDocument,
    "\n  mutation ReportIssue(\n    $storeId: ID!\n    $storeName: String\n    $issueType: String\n    $description: String\n    $userEmail: String\n  ) {\n    reportIssue(\n      storeId: $storeId\n      storeName: $storeName\n      issueType: $issueType\n      description: $description\n      userEmail: $userEmail\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.ReportIssueDocument,
    "\n  mutation ClaimBusiness(\n    $storeId: ID!\n    $storeName: String\n    $businessRole: String\n    $ownerName: String\n    $ownerEmail: String\n    $phone: String\n    $verificationMethod: String\n    $additionalInfo: String\n  ) {\n    claimBusiness(\n      storeId: $storeId\n      storeName: $storeName\n      businessRole: $businessRole\n      ownerName: $ownerName\n      ownerEmail: $ownerEmail\n      phone: $phone\n      verificationMethod: $verificationMethod\n      additionalInfo: $additionalInfo\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.ClaimBusinessDocument,
    "\n  query StoreReviews($storeId: ID!) {\n    reviews(storeId: $storeId) {\n      id\n      rating\n      review_text\n      created_at\n      user_name\n      is_own\n    }\n  }\n": typeof types.StoreReviewsDocument,
    "\n  query StoreReviewsWithProfiles($storeId: ID!) {\n    reviewsWithProfiles(storeId: $storeId) {\n      id\n      profile {\n        full_name\n        avatar_url\n      }\n    }\n  }\n": typeof types.StoreReviewsWithProfilesDocument,
    "\n  mutation CreateReview($storeId: ID!, $rating: Int, $review_text: String) {\n    createReview(storeId: $storeId, rating: $rating, review_text: $review_text) {\n      review {\n        id\n      }\n      stats {\n        store_id\n        average_rating\n        review_count\n      }\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  mutation DeleteReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n": typeof types.DeleteReviewDocument,
    "\n  query StoreTips($storeId: ID!) {\n    tips(storeId: $storeId) {\n      id\n      user_name\n      comment_text\n      created_at\n    }\n  }\n": typeof types.StoreTipsDocument,
    "\n  mutation CreateTip($storeId: ID!, $comment_text: String!) {\n    createTip(storeId: $storeId, comment_text: $comment_text) {\n      id\n    }\n  }\n": typeof types.CreateTipDocument,
    "\n  mutation RenewSession {\n    refreshSession {\n      accessToken\n    }\n  }\n": typeof types.RenewSessionDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      emailConfirmedAt\n      createdAt\n      roles\n      secondFactorEnabled\n      secondFactorRequired\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        id\n        email\n        fullName\n        emailConfirmedAt\n        createdAt\n        roles\n        secondFactorEnabled\n        secondFactorRequired\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($email: String!, $password: String!, $fullName: String!) {\n    signUp(email: $email, password: $password, fullName: $fullName) {\n      id\n      email\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query CatalogCoverage {\n    catalogCoverage {\n      totalStores\n      covered {\n        state\n        name\n        stores\n        asOf\n      }\n      storesElsewhere\n      incentiveProgramsKnown\n      nationalRefreshStartedAt\n    }\n  }\n": typeof types.CatalogCoverageDocument,
    "\n  query CityPage($slug: String!) {\n    cityPage(slug: $slug) {\n      slug\n      name\n      state\n      zipCodes\n      description\n      lat\n      lng\n    }\n  }\n": typeof types.CityPageDocument,
    "\n  query PromotedCities {\n    cityPages {\n      slug\n      name\n      state\n    }\n  }\n": typeof types.PromotedCitiesDocument,
    "\n  query MyFavorites {\n    myFavorites {\n      id\n    }\n  }\n": typeof types.MyFavoritesDocument,
    "\n  mutation AddFavorite($storeId: ID!) {\n    addFavorite(storeId: $storeId)\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($storeId: ID!) {\n    removeFavorite(storeId: $storeId)\n  }\n": typeof types.RemoveFavoriteDocument,
    "\n  query PlaceState($text: String!) {\n    geocode(text: $text) {\n      state\n    }\n  }\n": typeof types.PlaceStateDocument,
    "\n  query ProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n    }\n  }\n": typeof types.ProgramTextsDocument,
    "\n  mutation BeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n": typeof types.BeginSecondFactorDocument,
    "\n  mutation ConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n": typeof types.ConfirmSecondFactorDocument,
    "\n  mutation RemoveSecondFactor($password: String, $code: String) {\n    removeSecondFactor(password: $password, code: $code)\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.SecondFactorStatusDocument,
    "\n  mutation RecordStoreClick($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) {\n    recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId)\n  }\n": typeof types.RecordStoreClickDocument,
};
const documents: Documents = {
    "\n  query StateAt($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      state\n    }\n  }\n": types.StateAtDocument,
    "\n  fragment StoreCardFields on Store {\n    id\n    Store_Name\n    Store_Street_Address\n    Additional_Address\n    City\n    State\n    Zip_Code\n    Store_Type\n    Latitude\n    Longitude\n    Incentive_Program\n    Grantee_Name\n    produceIncentive\n    restaurantMeals\n    distance_miles\n    similarity_score\n    average_rating\n    review_count\n    phone\n    website\n    openNow\n    weeklyHours {\n      day\n      open\n      close\n      closed\n    }\n    latestComment {\n      comment_text\n      user_name\n      created_at\n    }\n    google_rating\n    google_last_updated\n    trending_score\n    updated_at\n    status\n    listed_on\n    delisted_on\n    closed_by_editors_on\n  }\n": types.StoreCardFieldsFragmentDoc,
    "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $password: String!\n    $confirmPassword: String!\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      confirmPassword: $confirmPassword\n    )\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  query FavoriteStores {\n    myFavorites {\n      ...StoreCardFields\n    }\n  }\n": types.FavoriteStoresDocument,
    "\n  query MyReviews {\n    myReviews {\n      id\n      rating\n      review_text\n      created_at\n      store_id\n      moderation_status\n      moderation_notice\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n": types.MyReviewsDocument,
    "\n  mutation DeleteMyReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n": types.DeleteMyReviewDocument,
    "\n  query MyModeratedContent {\n    myModeratedContent {\n      itemType\n      itemId\n      storeId\n      storeName\n      excerpt\n      status\n      notice\n      decidedAt\n    }\n  }\n": types.MyModeratedContentDocument,
    "\n  query MyStats {\n    myStats {\n      total_points\n      total_contributions\n      stores_contributed_to\n      verified_contributions\n    }\n  }\n": types.MyStatsDocument,
    "\n  query MyBadges {\n    myBadges {\n      id\n      earned_at\n      badge {\n        id\n        name\n        icon\n      }\n    }\n  }\n": types.MyBadgesDocument,
    "\n  query Badges {\n    badges {\n      id\n      name\n      description\n      icon\n      contributions_required\n      earned\n      earned_at\n    }\n  }\n": types.BadgesDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      os\n      signedInAt\n      lastUsedAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n": types.EndSessionDocument,
    "\n  fragment BlogCardFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    featured_image\n    is_published\n    published_at\n    created_at\n    language\n    translation_slug\n    category {\n      id\n      name\n      slug\n    }\n  }\n": types.BlogCardFieldsFragmentDoc,
    "\n  query BlogPosts($includeDrafts: Boolean!) {\n    blogPosts(includeDrafts: $includeDrafts) {\n      ...BlogCardFields\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogCardFields\n      body\n      meta_title\n      meta_description\n      updated_at\n    }\n    relatedBlogPosts(slug: $slug) {\n      ...BlogCardFields\n    }\n  }\n": types.BlogPostDocument,
    "\n  query ServiceHealth {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n        }\n      }\n    }\n  }\n": types.ServiceHealthDocument,
    "\n  query CategoryStores(\n    $category: String!\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $offset: Int!\n    $produceIncentiveOnly: Boolean\n  ) {\n    categoryStores(\n      category: $category\n      produceIncentiveOnly: $produceIncentiveOnly\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      offset: $offset\n    ) {\n      ...StoreCardFields\n    }\n  }\n": types.CategoryStoresDocument,
    "\n  query ZipCentre($zip: String!) {\n    geocode(text: $zip) {\n      lat\n      lng\n    }\n  }\n": types.ZipCentreDocument,
    "\n  query NearestStoresAroundZip(\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $storeTypes: [String!]\n    $produceIncentiveOnly: Boolean\n  ) {\n    nearbyStores(\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      storeTypes: $storeTypes\n      produceIncentiveOnly: $produceIncentiveOnly\n    ) {\n      ...StoreCardFields\n    }\n  }\n": types.NearestStoresAroundZipDocument,
    "\n  query ZipStores($zip: String!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {\n    zipStores(zip: $zip, storeTypes: $storeTypes, produceIncentiveOnly: $produceIncentiveOnly) {\n      ...StoreCardFields\n    }\n  }\n": types.ZipStoresDocument,
    "\n  query OnlineEbt($state: String!) {\n    onlineRetailers(state: $state) {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      source\n      checkedOn\n    }\n    helpFacts {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n": types.OnlineEbtDocument,
    "\n  query Geocode($text: String!) {\n    geocode(text: $text) {\n      lat\n      lng\n      zip\n      city\n      state\n    }\n  }\n": types.GeocodeDocument,
    "\n  query ReverseGeocode($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      zip\n      state\n    }\n  }\n": types.ReverseGeocodeDocument,
    "\n  query PlacesBudget {\n    placesBudget {\n      exceeded\n    }\n  }\n": types.PlacesBudgetDocument,
    "\n  query SearchStores(\n    $text: String\n    $city: String\n    $state: String\n    $zip: String\n    $lat: Float\n    $lng: Float\n    $radiusMiles: Int!\n    $storeTypes: [String!]\n    $limit: Int!\n  ) {\n    searchStores(\n      text: $text\n      city: $city\n      state: $state\n      zip: $zip\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      storeTypes: $storeTypes\n      limit: $limit\n    ) {\n      ...StoreCardFields\n      searchLimited\n    }\n  }\n": types.SearchStoresDocument,
    "\n  query DirectSearch($text: String!, $category: String, $limit: Int!) {\n    directSearch(text: $text, category: $category, limit: $limit) {\n      ...StoreCardFields\n    }\n  }\n": types.DirectSearchDocument,
    "\n  query PurchaseRules($states: [String!]) {\n    purchaseRules(states: $states) {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n  }\n": types.PurchaseRulesDocument,
    "\n  query BenefitNotices($states: [String!]) {\n    benefitNotices(states: $states) {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n": types.BenefitNoticesDocument,
    "\n  query EbtRefusalStatus($storeId: ID!) {\n    ebtRefusalStatus(storeId: $storeId) {\n      storeId\n      recentlyReported\n      notice\n      yourReportAt\n    }\n  }\n": types.EbtRefusalStatusDocument,
    "\n  query RefusalHelp($state: String!) {\n    complaintContacts(state: $state) {\n      id\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n    }\n    helpFacts(key: \"refusal-rights\") {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n": types.RefusalHelpDocument,
    "\n  mutation ReportEbtRefusal($storeId: ID!) {\n    reportEbtRefusal(storeId: $storeId) {\n      message\n      status {\n        storeId\n        recentlyReported\n        notice\n        yourReportAt\n      }\n    }\n  }\n": types.ReportEbtRefusalDocument,
    "\n  mutation FlagContent($itemType: String!, $itemId: ID!, $reason: String, $note: String) {\n    flagContent(itemType: $itemType, itemId: $itemId, reason: $reason, note: $note) {\n      flagged\n      message\n    }\n  }\n": types.FlagContentDocument,
    "\n  query StoreEnrichment($storeId: ID!) {\n    storeEnrichment(storeId: $storeId) {\n      storeId\n      budgetExceeded\n      queued\n      providerEnabled\n      openMapEnabled\n      confidence\n      lastUpdated\n      place {\n        name\n        formatted_phone_number\n        website\n        rating\n        user_ratings_total\n        price_level\n        business_status\n        categories\n        weekday_text\n        photos {\n          photo_url\n        }\n        reviews {\n          author_name\n          author_url\n          rating\n          text\n          relative_time_description\n        }\n        reviews_total\n      }\n      openMap {\n        confidence_score\n        osm_id\n        phone\n        website\n        opening_hours\n        shop_type\n        brand\n        operator\n        full_address\n      }\n    }\n  }\n": types.StoreEnrichmentDocument,
    "\n  query StoreDetail($id: ID!) {\n    store(id: $id) {\n      ...StoreCardFields\n      County\n      Grantee_Name\n      approximateLocation\n    }\n  }\n": types.StoreDetailDocument,
    "\n  mutation AddStorePhone($storeId: ID!, $phone: String!) {\n    addStorePhone(storeId: $storeId, phone: $phone) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": types.AddStorePhoneDocument,
    "\n  mutation AddStoreHours($storeId: ID!, $hours: WeeklyHoursInput!) {\n    addStoreHours(storeId: $storeId, hours: $hours) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": types.AddStoreHoursDocument,
    "\n  query StoreOnlineRetailers($storeId: ID!) {\n    storeOnlineRetailers(storeId: $storeId) {\n      id\n      name\n      website\n    }\n  }\n": types.StoreOnlineRetailersDocument,
    "\n  query StorePhotos($storeId: ID!) {\n    storePhotos(storeId: $storeId) {\n      id\n      thumbnailUrl\n      heroUrl\n    }\n  }\n": types.StorePhotosDocument,
    "\n  query MyPendingPhotos($storeId: ID!) {\n    myPendingPhotos(storeId: $storeId) {\n      processing {\n        id\n      }\n      failed {\n        id\n        message\n      }\n    }\n  }\n": types.MyPendingPhotosDocument,
    "\n  mutation DismissPhotoFailure($id: ID!) {\n    dismissPhotoFailure(id: $id)\n  }\n": types.DismissPhotoFailureDocument,
    "\n  mutation ReportIssue(\n    $storeId: ID!\n    $storeName: String\n    $issueType: String\n    $description: String\n    $userEmail: String\n  ) {\n    reportIssue(\n      storeId: $storeId\n      storeName: $storeName\n      issueType: $issueType\n      description: $description\n      userEmail: $userEmail\n    ) {\n      id\n      status\n    }\n  }\n": types.ReportIssueDocument,
    "\n  mutation ClaimBusiness(\n    $storeId: ID!\n    $storeName: String\n    $businessRole: String\n    $ownerName: String\n    $ownerEmail: String\n    $phone: String\n    $verificationMethod: String\n    $additionalInfo: String\n  ) {\n    claimBusiness(\n      storeId: $storeId\n      storeName: $storeName\n      businessRole: $businessRole\n      ownerName: $ownerName\n      ownerEmail: $ownerEmail\n      phone: $phone\n      verificationMethod: $verificationMethod\n      additionalInfo: $additionalInfo\n    ) {\n      id\n      status\n    }\n  }\n": types.ClaimBusinessDocument,
    "\n  query StoreReviews($storeId: ID!) {\n    reviews(storeId: $storeId) {\n      id\n      rating\n      review_text\n      created_at\n      user_name\n      is_own\n    }\n  }\n": types.StoreReviewsDocument,
    "\n  query StoreReviewsWithProfiles($storeId: ID!) {\n    reviewsWithProfiles(storeId: $storeId) {\n      id\n      profile {\n        full_name\n        avatar_url\n      }\n    }\n  }\n": types.StoreReviewsWithProfilesDocument,
    "\n  mutation CreateReview($storeId: ID!, $rating: Int, $review_text: String) {\n    createReview(storeId: $storeId, rating: $rating, review_text: $review_text) {\n      review {\n        id\n      }\n      stats {\n        store_id\n        average_rating\n        review_count\n      }\n      pointsEarned\n      pointsAwarded\n    }\n  }\n": types.CreateReviewDocument,
    "\n  mutation DeleteReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n": types.DeleteReviewDocument,
    "\n  query StoreTips($storeId: ID!) {\n    tips(storeId: $storeId) {\n      id\n      user_name\n      comment_text\n      created_at\n    }\n  }\n": types.StoreTipsDocument,
    "\n  mutation CreateTip($storeId: ID!, $comment_text: String!) {\n    createTip(storeId: $storeId, comment_text: $comment_text) {\n      id\n    }\n  }\n": types.CreateTipDocument,
    "\n  mutation RenewSession {\n    refreshSession {\n      accessToken\n    }\n  }\n": types.RenewSessionDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      emailConfirmedAt\n      createdAt\n      roles\n      secondFactorEnabled\n      secondFactorRequired\n    }\n  }\n": types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        id\n        email\n        fullName\n        emailConfirmedAt\n        createdAt\n        roles\n        secondFactorEnabled\n        secondFactorRequired\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($email: String!, $password: String!, $fullName: String!) {\n    signUp(email: $email, password: $password, fullName: $fullName) {\n      id\n      email\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query CatalogCoverage {\n    catalogCoverage {\n      totalStores\n      covered {\n        state\n        name\n        stores\n        asOf\n      }\n      storesElsewhere\n      incentiveProgramsKnown\n      nationalRefreshStartedAt\n    }\n  }\n": types.CatalogCoverageDocument,
    "\n  query CityPage($slug: String!) {\n    cityPage(slug: $slug) {\n      slug\n      name\n      state\n      zipCodes\n      description\n      lat\n      lng\n    }\n  }\n": types.CityPageDocument,
    "\n  query PromotedCities {\n    cityPages {\n      slug\n      name\n      state\n    }\n  }\n": types.PromotedCitiesDocument,
    "\n  query MyFavorites {\n    myFavorites {\n      id\n    }\n  }\n": types.MyFavoritesDocument,
    "\n  mutation AddFavorite($storeId: ID!) {\n    addFavorite(storeId: $storeId)\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($storeId: ID!) {\n    removeFavorite(storeId: $storeId)\n  }\n": types.RemoveFavoriteDocument,
    "\n  query PlaceState($text: String!) {\n    geocode(text: $text) {\n      state\n    }\n  }\n": types.PlaceStateDocument,
    "\n  query ProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n    }\n  }\n": types.ProgramTextsDocument,
    "\n  mutation BeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n": types.BeginSecondFactorDocument,
    "\n  mutation ConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n": types.ConfirmSecondFactorDocument,
    "\n  mutation RemoveSecondFactor($password: String, $code: String) {\n    removeSecondFactor(password: $password, code: $code)\n  }\n": types.RemoveSecondFactorDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      recoveryCodesLeft\n    }\n  }\n": types.SecondFactorStatusDocument,
    "\n  mutation RecordStoreClick($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) {\n    recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId)\n  }\n": types.RecordStoreClickDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateAt($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      state\n    }\n  }\n"): typeof import('./graphql').StateAtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreCardFields on Store {\n    id\n    Store_Name\n    Store_Street_Address\n    Additional_Address\n    City\n    State\n    Zip_Code\n    Store_Type\n    Latitude\n    Longitude\n    Incentive_Program\n    Grantee_Name\n    produceIncentive\n    restaurantMeals\n    distance_miles\n    similarity_score\n    average_rating\n    review_count\n    phone\n    website\n    openNow\n    weeklyHours {\n      day\n      open\n      close\n      closed\n    }\n    latestComment {\n      comment_text\n      user_name\n      created_at\n    }\n    google_rating\n    google_last_updated\n    trending_score\n    updated_at\n    status\n    listed_on\n    delisted_on\n    closed_by_editors_on\n  }\n"): typeof import('./graphql').StoreCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $password: String!\n    $confirmPassword: String!\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      confirmPassword: $confirmPassword\n    )\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): typeof import('./graphql').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteStores {\n    myFavorites {\n      ...StoreCardFields\n    }\n  }\n"): typeof import('./graphql').FavoriteStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReviews {\n    myReviews {\n      id\n      rating\n      review_text\n      created_at\n      store_id\n      moderation_status\n      moderation_notice\n      store {\n        id\n        Store_Name\n        City\n        State\n      }\n    }\n  }\n"): typeof import('./graphql').MyReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeleteMyReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyModeratedContent {\n    myModeratedContent {\n      itemType\n      itemId\n      storeId\n      storeName\n      excerpt\n      status\n      notice\n      decidedAt\n    }\n  }\n"): typeof import('./graphql').MyModeratedContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStats {\n    myStats {\n      total_points\n      total_contributions\n      stores_contributed_to\n      verified_contributions\n    }\n  }\n"): typeof import('./graphql').MyStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBadges {\n    myBadges {\n      id\n      earned_at\n      badge {\n        id\n        name\n        icon\n      }\n    }\n  }\n"): typeof import('./graphql').MyBadgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Badges {\n    badges {\n      id\n      name\n      description\n      icon\n      contributions_required\n      earned\n      earned_at\n    }\n  }\n"): typeof import('./graphql').BadgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      os\n      signedInAt\n      lastUsedAt\n      current\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCardFields on BlogPost {\n    id\n    title\n    slug\n    author\n    excerpt\n    featured_image\n    is_published\n    published_at\n    created_at\n    language\n    translation_slug\n    category {\n      id\n      name\n      slug\n    }\n  }\n"): typeof import('./graphql').BlogCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($includeDrafts: Boolean!) {\n    blogPosts(includeDrafts: $includeDrafts) {\n      ...BlogCardFields\n    }\n  }\n"): typeof import('./graphql').BlogPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogCardFields\n      body\n      meta_title\n      meta_description\n      updated_at\n    }\n    relatedBlogPosts(slug: $slug) {\n      ...BlogCardFields\n    }\n  }\n"): typeof import('./graphql').BlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceHealth {\n    health {\n      status\n      services {\n        name\n        version\n        status\n        latencyMs\n        dependencies {\n          name\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ServiceHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryStores(\n    $category: String!\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $offset: Int!\n    $produceIncentiveOnly: Boolean\n  ) {\n    categoryStores(\n      category: $category\n      produceIncentiveOnly: $produceIncentiveOnly\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      offset: $offset\n    ) {\n      ...StoreCardFields\n    }\n  }\n"): typeof import('./graphql').CategoryStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZipCentre($zip: String!) {\n    geocode(text: $zip) {\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').ZipCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestStoresAroundZip(\n    $lat: Float!\n    $lng: Float!\n    $radiusMiles: Int!\n    $limit: Int!\n    $storeTypes: [String!]\n    $produceIncentiveOnly: Boolean\n  ) {\n    nearbyStores(\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      limit: $limit\n      storeTypes: $storeTypes\n      produceIncentiveOnly: $produceIncentiveOnly\n    ) {\n      ...StoreCardFields\n    }\n  }\n"): typeof import('./graphql').NearestStoresAroundZipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZipStores($zip: String!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {\n    zipStores(zip: $zip, storeTypes: $storeTypes, produceIncentiveOnly: $produceIncentiveOnly) {\n      ...StoreCardFields\n    }\n  }\n"): typeof import('./graphql').ZipStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineEbt($state: String!) {\n    onlineRetailers(state: $state) {\n      id\n      state\n      stateName\n      name\n      website\n      note\n      noteEs\n      source\n      checkedOn\n    }\n    helpFacts {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n"): typeof import('./graphql').OnlineEbtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Geocode($text: String!) {\n    geocode(text: $text) {\n      lat\n      lng\n      zip\n      city\n      state\n    }\n  }\n"): typeof import('./graphql').GeocodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReverseGeocode($lat: Float!, $lng: Float!) {\n    reverseGeocode(lat: $lat, lng: $lng) {\n      zip\n      state\n    }\n  }\n"): typeof import('./graphql').ReverseGeocodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesBudget {\n    placesBudget {\n      exceeded\n    }\n  }\n"): typeof import('./graphql').PlacesBudgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchStores(\n    $text: String\n    $city: String\n    $state: String\n    $zip: String\n    $lat: Float\n    $lng: Float\n    $radiusMiles: Int!\n    $storeTypes: [String!]\n    $limit: Int!\n  ) {\n    searchStores(\n      text: $text\n      city: $city\n      state: $state\n      zip: $zip\n      lat: $lat\n      lng: $lng\n      radiusMiles: $radiusMiles\n      storeTypes: $storeTypes\n      limit: $limit\n    ) {\n      ...StoreCardFields\n      searchLimited\n    }\n  }\n"): typeof import('./graphql').SearchStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectSearch($text: String!, $category: String, $limit: Int!) {\n    directSearch(text: $text, category: $category, limit: $limit) {\n      ...StoreCardFields\n    }\n  }\n"): typeof import('./graphql').DirectSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseRules($states: [String!]) {\n    purchaseRules(states: $states) {\n      state\n      stateName\n      summaryEn\n      summaryEs\n      startsOn\n      shown\n      source\n      checkedOn\n      stateUrl\n      stateCheckedOn\n    }\n  }\n"): typeof import('./graphql').PurchaseRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BenefitNotices($states: [String!]) {\n    benefitNotices(states: $states) {\n      id\n      states\n      national\n      startsOn\n      endsOn\n      textEn\n      textEs\n      source\n      checkedOn\n      links\n    }\n  }\n"): typeof import('./graphql').BenefitNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbtRefusalStatus($storeId: ID!) {\n    ebtRefusalStatus(storeId: $storeId) {\n      storeId\n      recentlyReported\n      notice\n      yourReportAt\n    }\n  }\n"): typeof import('./graphql').EbtRefusalStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefusalHelp($state: String!) {\n    complaintContacts(state: $state) {\n      id\n      office\n      officeEs\n      contact\n      contactEs\n      source\n      checkedOn\n    }\n    helpFacts(key: \"refusal-rights\") {\n      key\n      text\n      textEs\n      source\n      checkedOn\n    }\n  }\n"): typeof import('./graphql').RefusalHelpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportEbtRefusal($storeId: ID!) {\n    reportEbtRefusal(storeId: $storeId) {\n      message\n      status {\n        storeId\n        recentlyReported\n        notice\n        yourReportAt\n      }\n    }\n  }\n"): typeof import('./graphql').ReportEbtRefusalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagContent($itemType: String!, $itemId: ID!, $reason: String, $note: String) {\n    flagContent(itemType: $itemType, itemId: $itemId, reason: $reason, note: $note) {\n      flagged\n      message\n    }\n  }\n"): typeof import('./graphql').FlagContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreEnrichment($storeId: ID!) {\n    storeEnrichment(storeId: $storeId) {\n      storeId\n      budgetExceeded\n      queued\n      providerEnabled\n      openMapEnabled\n      confidence\n      lastUpdated\n      place {\n        name\n        formatted_phone_number\n        website\n        rating\n        user_ratings_total\n        price_level\n        business_status\n        categories\n        weekday_text\n        photos {\n          photo_url\n        }\n        reviews {\n          author_name\n          author_url\n          rating\n          text\n          relative_time_description\n        }\n        reviews_total\n      }\n      openMap {\n        confidence_score\n        osm_id\n        phone\n        website\n        opening_hours\n        shop_type\n        brand\n        operator\n        full_address\n      }\n    }\n  }\n"): typeof import('./graphql').StoreEnrichmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreDetail($id: ID!) {\n    store(id: $id) {\n      ...StoreCardFields\n      County\n      Grantee_Name\n      approximateLocation\n    }\n  }\n"): typeof import('./graphql').StoreDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStorePhone($storeId: ID!, $phone: String!) {\n    addStorePhone(storeId: $storeId, phone: $phone) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n"): typeof import('./graphql').AddStorePhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStoreHours($storeId: ID!, $hours: WeeklyHoursInput!) {\n    addStoreHours(storeId: $storeId, hours: $hours) {\n      pointsEarned\n      pointsAwarded\n    }\n  }\n"): typeof import('./graphql').AddStoreHoursDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOnlineRetailers($storeId: ID!) {\n    storeOnlineRetailers(storeId: $storeId) {\n      id\n      name\n      website\n    }\n  }\n"): typeof import('./graphql').StoreOnlineRetailersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePhotos($storeId: ID!) {\n    storePhotos(storeId: $storeId) {\n      id\n      thumbnailUrl\n      heroUrl\n    }\n  }\n"): typeof import('./graphql').StorePhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPendingPhotos($storeId: ID!) {\n    myPendingPhotos(storeId: $storeId) {\n      processing {\n        id\n      }\n      failed {\n        id\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MyPendingPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissPhotoFailure($id: ID!) {\n    dismissPhotoFailure(id: $id)\n  }\n"): typeof import('./graphql').DismissPhotoFailureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportIssue(\n    $storeId: ID!\n    $storeName: String\n    $issueType: String\n    $description: String\n    $userEmail: String\n  ) {\n    reportIssue(\n      storeId: $storeId\n      storeName: $storeName\n      issueType: $issueType\n      description: $description\n      userEmail: $userEmail\n    ) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReportIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimBusiness(\n    $storeId: ID!\n    $storeName: String\n    $businessRole: String\n    $ownerName: String\n    $ownerEmail: String\n    $phone: String\n    $verificationMethod: String\n    $additionalInfo: String\n  ) {\n    claimBusiness(\n      storeId: $storeId\n      storeName: $storeName\n      businessRole: $businessRole\n      ownerName: $ownerName\n      ownerEmail: $ownerEmail\n      phone: $phone\n      verificationMethod: $verificationMethod\n      additionalInfo: $additionalInfo\n    ) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ClaimBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreReviews($storeId: ID!) {\n    reviews(storeId: $storeId) {\n      id\n      rating\n      review_text\n      created_at\n      user_name\n      is_own\n    }\n  }\n"): typeof import('./graphql').StoreReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreReviewsWithProfiles($storeId: ID!) {\n    reviewsWithProfiles(storeId: $storeId) {\n      id\n      profile {\n        full_name\n        avatar_url\n      }\n    }\n  }\n"): typeof import('./graphql').StoreReviewsWithProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($storeId: ID!, $rating: Int, $review_text: String) {\n    createReview(storeId: $storeId, rating: $rating, review_text: $review_text) {\n      review {\n        id\n      }\n      stats {\n        store_id\n        average_rating\n        review_count\n      }\n      pointsEarned\n      pointsAwarded\n    }\n  }\n"): typeof import('./graphql').CreateReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($reviewId: ID!) {\n    deleteReview(reviewId: $reviewId) {\n      deleted\n    }\n  }\n"): typeof import('./graphql').DeleteReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreTips($storeId: ID!) {\n    tips(storeId: $storeId) {\n      id\n      user_name\n      comment_text\n      created_at\n    }\n  }\n"): typeof import('./graphql').StoreTipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTip($storeId: ID!, $comment_text: String!) {\n    createTip(storeId: $storeId, comment_text: $comment_text) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateTipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSession {\n    refreshSession {\n      accessToken\n    }\n  }\n"): typeof import('./graphql').RenewSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      emailConfirmedAt\n      createdAt\n      roles\n      secondFactorEnabled\n      secondFactorRequired\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n    }\n  }\n"): typeof import('./graphql').RefreshSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      user {\n        id\n        email\n        fullName\n        emailConfirmedAt\n        createdAt\n        roles\n        secondFactorEnabled\n        secondFactorRequired\n      }\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!, $fullName: String!) {\n    signUp(email: $email, password: $password, fullName: $fullName) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCoverage {\n    catalogCoverage {\n      totalStores\n      covered {\n        state\n        name\n        stores\n        asOf\n      }\n      storesElsewhere\n      incentiveProgramsKnown\n      nationalRefreshStartedAt\n    }\n  }\n"): typeof import('./graphql').CatalogCoverageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityPage($slug: String!) {\n    cityPage(slug: $slug) {\n      slug\n      name\n      state\n      zipCodes\n      description\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').CityPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotedCities {\n    cityPages {\n      slug\n      name\n      state\n    }\n  }\n"): typeof import('./graphql').PromotedCitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFavorites {\n    myFavorites {\n      id\n    }\n  }\n"): typeof import('./graphql').MyFavoritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($storeId: ID!) {\n    addFavorite(storeId: $storeId)\n  }\n"): typeof import('./graphql').AddFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($storeId: ID!) {\n    removeFavorite(storeId: $storeId)\n  }\n"): typeof import('./graphql').RemoveFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceState($text: String!) {\n    geocode(text: $text) {\n      state\n    }\n  }\n"): typeof import('./graphql').PlaceStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramTexts {\n    programTexts {\n      id\n      kind\n      name\n      nameEs\n      text\n      textEs\n      asOf\n      source\n      everyState\n      states\n    }\n  }\n"): typeof import('./graphql').ProgramTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginSecondFactor($password: String) {\n    beginSecondFactor(password: $password) {\n      secret\n      qrCode\n    }\n  }\n"): typeof import('./graphql').BeginSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSecondFactor($code: String!) {\n    confirmSecondFactor(code: $code)\n  }\n"): typeof import('./graphql').ConfirmSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecondFactor($password: String, $code: String) {\n    removeSecondFactor(password: $password, code: $code)\n  }\n"): typeof import('./graphql').RemoveSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      recoveryCodesLeft\n    }\n  }\n"): typeof import('./graphql').SecondFactorStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStoreClick($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) {\n    recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId)\n  }\n"): typeof import('./graphql').RecordStoreClickDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
