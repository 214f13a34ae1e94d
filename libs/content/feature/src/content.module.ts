import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import { BlogCategoriesRepository } from './categories/blog-categories.repository';
import { BlogImagesUseCases } from './images/blog-images.usecases';
import { BlogHandler } from './posts/blog.handler';
import { BlogPostsRepository } from './posts/blog-posts.repository';
import { BlogPostsUseCases } from './posts/blog-posts.usecases';
import { ProgramsModule } from './programs/programs.module';
import { BlogSeeder } from './seed/blog-seeder';
import { ComplaintContactsRepository } from './complaint-contacts/complaint-contacts.repository';
import { ComplaintContactsUseCases } from './complaint-contacts/complaint-contacts.usecases';
import { EbtHelpHandler } from './ebt-help/ebt-help.handler';
import { EbtHelpSeeder } from './ebt-help/ebt-help-seeder';
import { HelpFactsRepository } from './help-facts/help-facts.repository';
import { HelpFactsUseCases } from './help-facts/help-facts.usecases';
import { OnlineRetailersRepository } from './online-retailers/online-retailers.repository';
import { OnlineRetailersUseCases } from './online-retailers/online-retailers.usecases';
import { BenefitNoticesRepository } from './benefit-notices/benefit-notices.repository';
import { BenefitNoticesUseCases } from './benefit-notices/benefit-notices.usecases';
import { PurchaseRulesRepository } from './purchase-rules/purchase-rules.repository';
import { PurchaseRulesSeeder } from './purchase-rules/purchase-rules.seeder';
import { PurchaseRulesUseCases } from './purchase-rules/purchase-rules.usecases';
import { StateRulesHandler } from './purchase-rules/state-rules.handler';

/** The content service: the SNAP Savvy Blog (posts, categories, images), the program texts, and the EBT
 * help pages' lists and texts (online retailers, complaint contacts, dated help facts), the states'
 * SNAP purchase rules and the late-benefits notices. */
@Module({
  imports: [ProgramsModule],
  controllers: [
    createPingHandler(PingMessages.content),
    BlogHandler,
    EbtHelpHandler,
    StateRulesHandler,
  ],
  providers: [
    BlogPostsRepository,
    BlogCategoriesRepository,
    BlogPostsUseCases,
    BlogImagesUseCases,
    BlogSeeder,
    OnlineRetailersRepository,
    OnlineRetailersUseCases,
    ComplaintContactsRepository,
    ComplaintContactsUseCases,
    HelpFactsRepository,
    HelpFactsUseCases,
    EbtHelpSeeder,
    PurchaseRulesRepository,
    PurchaseRulesUseCases,
    PurchaseRulesSeeder,
    BenefitNoticesRepository,
    BenefitNoticesUseCases,
  ],
})
export class ContentModule {}
