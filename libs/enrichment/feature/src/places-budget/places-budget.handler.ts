import { Controller } from '@nestjs/common';
import { EnrichmentMessages } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { PlacesBudget } from './places-budget';

@Controller()
export class PlacesBudgetHandler {
  constructor(private readonly budget: PlacesBudget) {}

  @OnMessage(EnrichmentMessages.placesBudget)
  state() {
    return this.budget.state();
  }
}
