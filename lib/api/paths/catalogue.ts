// The shared food catalogue, its photos and brands, the avatars and the address lookup.
import { type Query, route, to, withQuery } from './build';

export const cataloguePaths = {
  foodstuffs: (query?: Query) => withQuery(to('/v1/foodstuffs'), query),
  foodstuff: route('/v1/foodstuffs/:id'),
  foodstuffMeasures: route('/v1/foodstuffs/:id/measures'),
  foodstuffPhotos: (query?: Query) => withQuery(to('/v1/foodstuff-photos'), query),
  brands: (query?: Query) => withQuery(to('/v1/brands'), query),
  avatarPhotos: (query?: Query) => withQuery(to('/v1/avatar-photos'), query),
  addressLookup: route('/v1/addresses/:cep'),
} as const;
