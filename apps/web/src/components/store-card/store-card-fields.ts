import { graphql } from '@snap/api-client';

/** Every field a store card shows; list queries spread this fragment. */
export const StoreCardFields = graphql(`
  fragment StoreCardFields on Store {
    id
    Store_Name
    Store_Street_Address
    Additional_Address
    City
    State
    Zip_Code
    Store_Type
    Latitude
    Longitude
    Incentive_Program
    Grantee_Name
    produceIncentive
    restaurantMeals
    distance_miles
    similarity_score
    average_rating
    review_count
    phone
    website
    openNow
    weeklyHours {
      day
      open
      close
      closed
    }
    latestComment {
      comment_text
      user_name
      created_at
    }
    google_rating
    google_last_updated
    trending_score
    updated_at
    status
    listed_on
    delisted_on
    closed_by_editors_on
  }
`);
