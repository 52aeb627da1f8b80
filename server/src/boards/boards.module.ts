// Content: boards, policies and the public forms. Plain CRUD over tables (no money moves here).
import { Module } from '@nestjs/common';
import { ArticleStore } from './articles/article.store';
import { InvestorLookup } from './articles/investor-lookup';
import { ProductLookup } from './articles/product-lookup';
import { BoardsService } from './boards.service';
import { BoardsDemoContentTask } from './demo/boards-demo-content.task';
import { FormSubmissionsStore } from './forms/form-submissions.store';
import { AdminBoardsController } from './http/admin-boards.controller';
import { AdminFormsController } from './http/admin-forms.controller';
import { AdminPoliciesController } from './http/admin-policies.controller';
import { BoardsController } from './http/boards.controller';
import { FormsController } from './http/forms.controller';
import { PoliciesController } from './http/policies.controller';
import { PolicyStore } from './policies/policy.store';

@Module({
  controllers: [BoardsController, AdminBoardsController, PoliciesController, AdminPoliciesController, FormsController, AdminFormsController],
  providers: [ArticleStore, InvestorLookup, ProductLookup, BoardsService, PolicyStore, FormSubmissionsStore, BoardsDemoContentTask],
  exports: [BoardsService, BoardsDemoContentTask],
})
export class BoardsModule {}
