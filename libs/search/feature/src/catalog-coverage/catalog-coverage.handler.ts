import { Controller } from '@nestjs/common';
import {
  CatalogCoverageQuery,
  CityPageQuery,
  CityPagesQuery,
  SearchMessages,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { CatalogCoverageUseCase } from './catalog-coverage.usecase';
import { CoveredCitiesUseCase } from './covered-cities.usecase';

/** Public: which states the catalog covers, for the home page, search and the mission page. */
@Controller()
export class CatalogCoverageHandler {
  constructor(
    private readonly coverage: CatalogCoverageUseCase,
    private readonly cities: CoveredCitiesUseCase,
  ) {}

  @OnMessage(SearchMessages.coverage)
  view(query: CatalogCoverageQuery) {
    return this.coverage.view(query.fresh === true);
  }

  /** The covered cities, largest first: the ones the site promotes. */
  @OnMessage(SearchMessages.cityPages)
  cityPages(query: CityPagesQuery) {
    return this.cities.cities(query.limit);
  }

  @OnMessage(SearchMessages.cityPage)
  cityPage(query: CityPageQuery) {
    return this.cities.city(query.slug);
  }
}
