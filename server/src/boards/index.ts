// What other contexts may use: the module, the service (publishOverdueNotice for the repayments
// batch) and the start-up task that seeds demo content.
export { BoardsModule } from './boards.module';
export { BoardsService } from './boards.service';
export { BoardsDemoContentTask } from './demo/boards-demo-content.task';
/** The boards' endpoints, for the OpenAPI document. */
export { BOARD_ENDPOINTS, BOARD_SCHEMAS } from './http/endpoints';
