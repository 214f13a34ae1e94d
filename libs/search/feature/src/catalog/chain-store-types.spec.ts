import { chainStoreType } from './chain-store-types';

describe('chainStoreType', () => {
  it.each([
    ['Publix Super Market 1089', 'Supermarket'],
    ['KROGER 461', 'Supermarket'],
    ['Food Lion 2845', 'Supermarket'],
    ['Winn-Dixie 2', 'Supermarket'],
    ['Walmart Neighborhood Market 5420', 'Supermarket'],
    ['WALMART SUPERCENTER 5275', 'Supercenter'],
    ['Circle K 2709', 'Convenience Store'],
    ['QuikTrip 712', 'Convenience Store'],
    ['CHEVRON FOOD MART', 'Convenience Store'],
    ['7-Eleven 35921', 'Convenience Store'],
    ["Love's Travel Stop 612", 'Convenience Store'],
    ['CVS PHARMACY 7294', 'Grocery Store'],
    ["WALGREEN'S 7199", 'Grocery Store'],
    ['DollarTree 4741', 'Grocery Store'],
    ['Family Dollar 351', 'Grocery Store'],
  ])('%s is a %s', (name, type) => {
    expect(chainStoreType(name)).toBe(type);
  });

  it.each([
    'Baxley Meats',
    'Shellfish Market',
    'Jet Food Store 99',
    'Targeted Foods',
    'Corner Store',
  ])('%s is no chain known here', (name) => {
    expect(chainStoreType(name)).toBeNull();
  });
});
