import type { ReplayFixtures } from './replaying-provider-server';

const review = (author: string, rating: number, text: string, when: string) => ({
  author_name: author,
  author_url: `https://www.google.com/maps/contrib/${author.length}${rating}`,
  language: 'en',
  profile_photo_url: null,
  rating,
  relative_time_description: when,
  text,
  time: 1_700_000_000,
});

/** Place details in the provider's documented format for two stores of the bundled Georgia sample
 * (ZIP 30303): one always open, one closed but for one minute a week; both used by the browser suite
 * and the specs. */
export const PROVIDER_FIXTURES: ReplayFixtures = {
  places: [
    {
      match: 'sweet auburn grocery',
      details: {
        place_id: 'ChIJreplay-sweet-auburn',
        name: 'Sweet Auburn Grocery',
        formatted_address: '200 Auburn Ave NE, Atlanta, GA 30303, USA',
        formatted_phone_number: '(404) 555-0142',
        website: 'https://sweetauburngrocery.example.org/',
        rating: 4.3,
        user_ratings_total: 132,
        price_level: 2,
        business_status: 'OPERATIONAL',
        types: [
          'grocery_or_supermarket',
          'establishment',
          'food',
          'point_of_interest',
          'store',
          'convenience_store',
          'bakery',
          'liquor_store',
          'atm',
        ],
        opening_hours: {
          open_now: true,
          periods: [{ open: { day: 0, time: '0000' } }],
          weekday_text: [
            'Monday: Open 24 hours',
            'Tuesday: Open 24 hours',
            'Wednesday: Open 24 hours',
            'Thursday: Open 24 hours',
            'Friday: Open 24 hours',
            'Saturday: Open 24 hours',
            'Sunday: Open 24 hours',
          ],
        },
        photos: [
          {
            height: 400,
            width: 1200,
            photo_reference: 'replay-photo-sweet-auburn-1',
            html_attributions: [],
          },
        ],
        reviews: [
          review('Dana W.', 5, 'Takes EBT without fuss and the produce is fresh.', 'a week ago'),
          review('Marcus L.', 4, 'Small but has the basics. Friendly staff.', '2 weeks ago'),
          review('Keisha T.', 5, 'Open all night, which saved me more than once.', 'a month ago'),
          review('Luis P.', 3, 'Prices a bit high on cereal.', '2 months ago'),
          review('Ann R.', 4, 'Good hot food counter.', '3 months ago'),
          review('Sam K.', 2, 'Lines are long on the first of the month.', '4 months ago'),
          review('Ivy M.', 5, 'Best neighborhood store.', '5 months ago'),
        ],
      },
    },
    {
      // USDA's 2026 list calls it 'Walton Food Mart'; the 2020 panel 'Walton Food Market'.
      match: 'walton food mar',
      details: {
        place_id: 'ChIJreplay-walton-food',
        name: 'Walton Food Market',
        formatted_address: '64 Walton St NW, Atlanta, GA 30303, USA',
        formatted_phone_number: '(404) 555-0188',
        rating: 3.8,
        user_ratings_total: 41,
        price_level: 1,
        business_status: 'OPERATIONAL',
        types: ['convenience_store', 'food', 'point_of_interest', 'store', 'establishment'],
        // Open one minute a week (Monday 03:00-03:01): 'Closed' at any other time.
        opening_hours: {
          open_now: false,
          periods: [{ open: { day: 1, time: '0300' }, close: { day: 1, time: '0301' } }],
          weekday_text: [
            'Monday: 3:00 – 3:01 AM',
            'Tuesday: Closed',
            'Wednesday: Closed',
            'Thursday: Closed',
            'Friday: Closed',
            'Saturday: Closed',
            'Sunday: Closed',
          ],
        },
        photos: [],
        reviews: [review('Jo B.', 4, 'Quick stop for milk.', 'a week ago')],
      },
    },
  ],
  openMap: [
    {
      match: 'sweet auburn grocery',
      elements: [
        {
          type: 'node',
          id: 4_411_223_344,
          lat: 33.75561,
          lon: -84.38112,
          tags: {
            name: 'Sweet Auburn Grocery',
            shop: 'convenience',
            brand: 'Sweet Auburn',
            operator: 'Auburn Family Stores',
            phone: '+1 404 555 0142',
            website: 'https://sweetauburngrocery.example.org/',
            opening_hours: '24/7',
            'addr:housenumber': '200',
            'addr:street': 'Auburn Avenue Northeast',
            'addr:city': 'Atlanta',
            'addr:state': 'GA',
            'addr:postcode': '30303',
          },
        },
        {
          type: 'node',
          id: 9_911,
          lat: 33.7589,
          lon: -84.3811,
          tags: { name: 'Auburn Grocery Annex', shop: 'convenience' },
        },
      ],
    },
  ],
};
