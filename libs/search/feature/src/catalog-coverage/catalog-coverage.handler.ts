import { Controller } from '@nestjs/common';
import { CatalogCoverageQuery, SearchMessages } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { CatalogCoverageUseCase } from './catalog-coverage.usecase';

/** Public: which states the catalog covers, for the home page, search and the mission page. */
@Controller()
export class CatalogCoverageHandler {
  constructor(private readonly coverage: CatalogCoverageUseCase) {}

  @OnMessage(SearchMessages.coverage)
  view(query: CatalogCoverageQuery) {
    return this.coverage.view(query.fresh === true);
  }
}
